import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

// The floors of docs/architecture.md hold: ESLint refuses an import up a floor (eslint.config.js), and no module
// imports itself through others.

const root = resolve(import.meta.dirname, "..");
/** The rooms of src/model, lowest first (src/model/README.md): each imports only the rooms below it. */
const rooms = ["contract", "languages", "views", "owner"];

describe("the floors", () => {
  const eslint = new ESLint();
  const rules = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.map((message) => message.ruleId);
  const floor = "@typescript-eslint/no-restricted-imports";

  test("ESLint refuses src/lib importing the model or a content module, and src/model importing a component", async () => {
    expect(
      await rules('import { x } from "~/model/contract/catalog";\nexport const y = x;\n', "src/lib/example.ts"),
    ).toContain(floor);
    expect(
      await rules('import { images } from "virtual:site-content";\nexport const y = images;\n', "src/lib/example.ts"),
    ).toContain(floor);
    // A type is no import at run time.
    expect(
      await rules(
        'import type { Price } from "~/model/contract/schema";\nexport type P = Price;\n',
        "src/lib/example.ts",
      ),
    ).toEqual([]);
    expect(
      await rules('import { Icon } from "~/components/ui/icon";\nexport const y = Icon;\n', "src/model/example.ts"),
    ).toContain(floor);
    expect(
      await rules('import { routes } from "../routes";\nexport const y = routes;\n', "src/model/example.ts"),
    ).toContain(floor);
    // From a room of the model, as deep as it sits.
    expect(
      await rules(
        'import { routes } from "../../routes.ts";\nexport const y = routes;\n',
        "src/model/views/example.ts",
      ),
    ).toContain(floor);
    expect(
      await rules(
        'import { drawPage } from "~/routes";\nexport const y = drawPage;\n',
        "src/components/ui/example.tsx",
      ),
    ).toContain(floor);
  }, 60_000);

  test.each(rooms.map((room, index) => [room, rooms.slice(0, index), rooms.slice(index + 1)] as const))(
    "ESLint refuses src/model/%s/ importing a room above it, and lets it import those below and a type from above",
    async (room, below, above) => {
      const file = `src/model/${room}/example.ts`;
      for (const up of above) {
        expect(await rules(`import { x } from "../${up}/x";\nexport const y = x;\n`, file)).toContain(floor);
        expect(await rules(`import { x } from "~/model/${up}/x.ts";\nexport const y = x;\n`, file)).toContain(floor);
        expect(await rules(`import type { X } from "../${up}/x";\nexport type Y = X;\n`, file)).toEqual([]);
      }
      for (const down of below)
        expect(await rules(`import { x } from "../${down}/x";\nexport const y = x;\n`, file)).toEqual([]);
      // The model's own floors hold in every room.
      expect(await rules('import { Icon } from "~/components/ui/icon";\nexport const y = Icon;\n', file)).toContain(
        floor,
      );
    },
    60_000,
  );
});

/** The modules a file imports at run time: `import type` and `export type` are left out. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [
    ...text.matchAll(/^\s*import\s+(?!type\s)(?:[\s\S]*?\sfrom\s+)?["']([^"']+)["']/gm),
    ...text.matchAll(/^\s*export\s+(?!type\s)[^;]*?\sfrom\s+["']([^"']+)["']/gm),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("~/")
      ? join(root, "src", specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(dirname(file), specifier)
        : undefined;
    if (!base) return [];
    const found = ["", ".ts", ".tsx", ".js", "/index.ts"]
      .map((ending) => base.replace(/\.js$/, "") + ending)
      .concat(base)
      .find((candidate) => /\.(tsx?|js)$/.test(candidate) && existsSync(candidate));
    return found ? [found] : [];
  });
}

/** The modules under `dirs`, without their tests. */
const modules = (dirs: string[]) =>
  dirs
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => join(root, dir, f)),
    )
    .filter(
      (file) => /\.(tsx?|js)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.includes("node_modules"),
    );

test("every import between the rooms of src/model at run time points down, whichever way it is written", () => {
  const roomOf = (file: string) => rooms.indexOf(relative(join(root, "src/model"), file).split(sep)[0]!);
  const between = modules(["src/model"]).flatMap((file) =>
    valueImports(file)
      .filter((target) => roomOf(target) >= 0 && roomOf(target) !== roomOf(file))
      .map((target) => ({ from: relative(root, file), to: relative(root, target), up: roomOf(target) > roomOf(file) })),
  );
  expect(between).toContainEqual({
    from: "src/model/views/route-pages.ts",
    to: "src/model/contract/pages.ts",
    up: false,
  });
  expect(between.filter(({ up }) => up)).toEqual([]);
});

test("no module imports itself through others, in src/ and admin/", () => {
  const files = modules(["src", "admin"]);
  const graph = new Map(files.map((file) => [file, valueImports(file)]));
  const circles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => relative(root, f)).join(" → "));
      return;
    }
    state.set(file, "open");
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, "done");
  };
  for (const file of files) visit(file, []);
  expect(graph.get(join(root, "src/model/contract/validate.ts"))).toContain(
    join(root, "src/model/contract/content-rules.ts"),
  );
  expect(circles).toEqual([]);
});
