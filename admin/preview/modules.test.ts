import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { previewEntries, withoutTranslationBox } from "./templates";
import { adminConfig } from "../../scripts/build/admin-config";
import { contentCatalog } from "../../src/model/contract/catalog";

// The preview draws with the site's own code, never a copy: the module graph of
// admin/preview/render.tsx, followed through its imports, holds the same page
// components and data builders the build's pages import, and no Node-only code.

const root = resolve(import.meta.dirname, "../..");
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|(?:^|\n)\s*import\s+"([^"]+)"/g;

/** A module's own imports of project files, resolved to paths from the project root. */
function importsOf(file: string) {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(importPattern)].flatMap((match) => {
    const spec = match[1] ?? match[2]!;
    if (spec.startsWith("node:")) return [spec];
    if (!spec.startsWith("~/") && !spec.startsWith(".")) return [];
    const base = spec.startsWith("~/") ? join(root, "src", spec.slice(2)) : resolve(dirname(join(root, file)), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")])
      try {
        readFileSync(candidate);
        return [relative(root, candidate)];
      } catch {
        // not this one
      }
    return [];
  });
}

/** Every project module reachable from `entries`. */
function graph(entries: string[]) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.startsWith("node:")) importsOf(file).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

const preview = graph(["admin/preview/render.tsx"]);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const astroPages = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? astroPages(join(dir, entry.name))
      : entry.name.endsWith(".astro")
        ? [join(dir, entry.name)]
        : [],
  );
const build = graph([...astroPages("src/pages"), "src/layouts/page.astro"]);

describe("the preview's module graph", () => {
  test("draws each page with the page components the build's pages import", () => {
    const pageComponents = [...preview].filter((file) => file.startsWith("src/components/pages/"));
    expect(pageComponents.length).toBeGreaterThanOrEqual(8);
    for (const file of pageComponents) expect(build, file).toContain(file);
  });

  test("feeds them through the data builders the build's routes import", () => {
    const builders = [...preview].filter((file) => file.startsWith("src/pages/"));
    expect(builders.length).toBeGreaterThanOrEqual(8);
    for (const file of builders) {
      expect(file, "a route's data builder: its name starts with _, so Astro builds no page of it").toMatch(
        /\/_[^/]+\.ts$/,
      );
      expect(build, file).toContain(file);
    }
  });

  test("and through the build's layout and content check", () => {
    for (const file of [
      "src/model/views/layout-data.ts",
      "src/components/layout/layout-context.tsx",
      "src/model/contract/validate.ts",
      "src/components/layout/header.tsx",
      "src/components/layout/footer.tsx",
    ])
      expect(preview).toContain(file);
    // The built content stays out: the preview hands each draft's layout to the components through their context.
    expect(preview).not.toContain("src/model/views/site-data.ts");
  });

  test("defines no component of its own: every .tsx it draws lives in src/", () => {
    const own = [...preview].filter((file) => file.endsWith(".tsx") && !file.startsWith("src/"));
    expect(own).toEqual(["admin/preview/render.tsx"]);
    expect(readFileSync(join(root, "admin/preview/render.tsx"), "utf8")).not.toMatch(/export function [A-Z]/);
  });

  test("carries no Node-only code into the browser", () => {
    expect([...preview].filter((file) => file.startsWith("node:") || file === "src/model/contract/load.ts")).toEqual(
      [],
    );
  });

  test("has a template for every content file and folder the admin edits, under the names the admin gives them", () => {
    // What Sveltia is told (config.yml): a folder collection by its name, a file by its name in its collection.
    const collections = adminConfig(contentCatalog, {}).collections as {
      name: string;
      folder?: string;
      files?: { name: string; file: string }[];
    }[];
    type Edited = { name: string; collection: string; file?: string; folder?: boolean };
    const edited = collections.flatMap((collection): Edited[] =>
      collection.files
        ? collection.files.map((file) => ({ name: file.name, collection: collection.name, file: file.file }))
        : [{ name: collection.name, collection: collection.name, folder: true }],
    );
    const previewed = previewEntries.map(({ name, collection, ...rest }): Edited =>
      "file" in rest ? { name, collection, file: rest.file } : { name, collection, folder: true },
    );
    expect(previewed.sort(byName)).toEqual(edited.sort(byName));
    expect(previewEntries.map((e) => e.name).sort()).toEqual(contentCatalog.map((e) => e.name).sort());
    for (const entry of previewEntries)
      expect("markdown" in entry, entry.name).toBe(
        contentCatalog.some((e) => e.name === entry.name && "markdown" in e),
      );
  });
});

describe("the translation's «reviewed» box is kept out of the Arabic a save writes (decision 0039)", () => {
  /** The little of an Immutable Map the hook uses. */
  const map = (data: Record<string, unknown>) => ({
    data,
    has: (key: string) => key in data,
    delete(key: string) {
      const { [key]: _gone, ...rest } = data;
      return map(rest);
    },
  });

  test("dropped from a single file's root, kept in a folder's record (a guide's own box)", () => {
    const file = previewEntries.find((e) => "file" in e && e.name === "home")!;
    expect(withoutTranslationBox(map({ title: "x", reviewed: false }), (file as { file: string }).file).data).toEqual({
      title: "x",
    });
    expect(withoutTranslationBox(map({ title: "x", reviewed: true }), "content/guides/a.md").data).toEqual({
      title: "x",
      reviewed: true,
    });
  });

  test("no single file's Arabic has a field named reviewed, so the drop never loses one", () => {
    const files = contentCatalog.filter((entry) => entry.kind === "file");
    expect(files.length).toBeGreaterThan(0);
    for (const entry of files) {
      const json = z.toJSONSchema(entry.schema, { io: "input", unrepresentable: "any" }) as {
        properties?: object;
      };
      expect(Object.keys(json.properties ?? {}), entry.name).not.toContain("reviewed");
    }
  });
});
