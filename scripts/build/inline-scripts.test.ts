import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import idleDirective from "astro/runtime/client/idle.prebuilt.js";
import visibleDirective from "astro/runtime/client/visible.prebuilt.js";
import { getPrescripts } from "astro/runtime/server/scripts.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { externalizeInlineScripts, moveInlineScripts } from "./inline-scripts";
import { ParsedPage, readParsedPages, writeParsedPages } from "./parsed-pages";
import { inlineCode } from "./serving.js";

// What Astro itself writes before an island (island rule, directive, island
// runtime), so an Astro update that changes that markup fails here.
type Result = Parameters<typeof getPrescripts>[0];
const result = {
  clientDirectives: new Map([
    ["visible", visibleDirective],
    ["idle", idleDirective],
  ]),
};
const firstIsland = getPrescripts(result as unknown as Result, "both", "visible");
const secondDirective = getPrescripts(result as unknown as Result, "directive", "idle");
const islandStyle = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

const jsonLd =
  '<script type="application/ld+json">{"@context":"https://schema.org","name":"x \\u003c/script>"}</script>';
const siteScript = '<script type="module" src="/assets/site-abc123.js"></script>';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="ar" dir="rtl"><head>${jsonLd}</head><body>${body}${siteScript}</body></html>`;
const islandPage = page(
  `<main>${firstIsland}<astro-island></astro-island>${secondDirective}<astro-island></astro-island></main>`,
);

/** Puts each file's code back in place of its <script src>: the inverse of externalizeInlineScripts. */
const restore = (html: string, files: Map<string, string>, assetsPath = "/assets") =>
  html.replace(/<script src="([^"]+)" defer><\/script>/g, (tag, src: string) => {
    const name = src.slice(assetsPath.length + 1);
    return src.startsWith(`${assetsPath}/`) && files.has(name) ? `<script>${files.get(name)}</script>` : tag;
  });

describe("externalizeInlineScripts", () => {
  test("Astro's island markup carries the island rule and inline scripts (the fixture is what the build sees)", () => {
    expect(firstIsland).toContain(islandStyle);
    expect(islandPage.match(/<script>/g)).toHaveLength(3);
  });

  test("leaves no inline executable script and no island rule; the JSON-LD and the site's script are untouched", () => {
    const { page: html, files } = externalizeInlineScripts(islandPage);
    // The first island's directive and runtime are one file; the second island's directive another.
    expect(files.size).toBe(2);
    expect(html).not.toMatch(/<script>/);
    expect(html).not.toContain("<style");
    expect(html).toContain(jsonLd);
    expect(html).toContain(siteScript);
    for (const name of files.keys()) expect(name).toMatch(/^[\w-]+\.js$/);
  });

  test("each run of scripts becomes a deferred file loaded from the same place, with the same code, in the same order", () => {
    const { page: html, files } = externalizeInlineScripts(islandPage);
    // Deferred, so that no island script holds back the first paint.
    expect(html.match(/<script src="[^"]+" defer><\/script>/g)).toHaveLength(files.size);
    // Scripts next to each other run as one, in order, with a ";" between them.
    expect(restore(html, files)).toBe(islandPage.replace(islandStyle, "").replaceAll("</script><script>", ";\n"));
  });

  test("names files by their code: the same code on another page is the same file, other code another", () => {
    const first = externalizeInlineScripts(islandPage);
    const second = externalizeInlineScripts(page(`<div>${firstIsland}<astro-island></astro-island></div>`));
    expect([...second.files.keys()].every((name) => first.files.has(name))).toBe(true);
    const changed = externalizeInlineScripts(page(`<script>${visibleDirective};0</script>`));
    expect(first.files.has([...changed.files.keys()][0]!)).toBe(false);
  });

  test("a page without inline code is returned as it is", () => {
    const plain = page("<main><h1>مرحبا</h1></main>");
    expect(externalizeInlineScripts(plain)).toEqual({ page: plain, files: new Map() });
  });

  test("any inline code round-trips through its file, under any assets path", () => {
    // Built from the characters that matter: tags, quotes, a replacement pattern's "$&", Arabic.
    const char = fc.constantFrom("<", ">", "/", "script", "$", "&", '"', "`", "\n", " ", "ب", "x");
    // Script code never holds an end tag: "</script" then a space, "/" or ">" ends the element in HTML.
    const code = fc.string({ unit: char, maxLength: 30 }).filter((text) => !/<\/script[\t\n\f\r />]/i.test(text));
    fc.assert(
      fc.property(fc.array(code, { maxLength: 4 }), (codes) => {
        const html = page(codes.map((text) => `<p>x</p><script>${text}</script>`).join(""));
        const { page: out, files } = externalizeInlineScripts(html, "/static/js");
        expect(out).not.toContain("<script>");
        expect(restore(out, files, "/static/js")).toBe(html);
      }),
    );
  });
});

test("on the shared parse, the passes after the move no longer see the scripts it moved", () => {
  const parsed = new ParsedPage("index.html", islandPage);
  expect(inlineCode(parsed)).toHaveLength(4);
  externalizeInlineScripts(parsed);
  expect(inlineCode(parsed)).toEqual([]);
});

describe("moveInlineScripts", () => {
  test("rewrites every page but the admin's and writes each script once into assets/", async () => {
    const dir = await mkdtemp(join(tmpdir(), "inline-scripts-"));
    try {
      await Promise.all(["assets", "fencing", "admin"].map((folder) => mkdir(join(dir, folder))));
      const adminPage = "<html><body><script>admin()</script></body></html>";
      const plainPage = page("<main></main>");
      await writeFile(join(dir, "index.html"), islandPage);
      await writeFile(join(dir, "fencing/index.html"), islandPage);
      await writeFile(join(dir, "404.html"), plainPage);
      await writeFile(join(dir, "admin/index.html"), adminPage);

      const pages = await readParsedPages(dir);
      const written = await moveInlineScripts(dir, pages);
      await writeParsedPages(dir, pages);

      const expected = externalizeInlineScripts(islandPage);
      expect(written.toSorted()).toEqual([...expected.files.keys()].toSorted());
      expect((await readdir(join(dir, "assets"))).toSorted()).toEqual(written.toSorted());
      for (const [name, code] of expected.files) expect(await readFile(join(dir, "assets", name), "utf8")).toBe(code);
      expect(await readFile(join(dir, "index.html"), "utf8")).toBe(expected.page);
      expect(await readFile(join(dir, "fencing/index.html"), "utf8")).toBe(expected.page);
      expect(await readFile(join(dir, "404.html"), "utf8")).toBe(plainPage);
      expect(await readFile(join(dir, "admin/index.html"), "utf8")).toBe(adminPage);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
