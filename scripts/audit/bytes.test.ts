import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { importSpecifiers, measureBytes } from "./bytes.js";
import { ruleFor } from "./report.js";

// The JS budget counts every byte a page can load (docs/decisions/0001-astro-islands.md). A small built
// site with each way a page pulls in JavaScript: a file left out of the count
// fails here, whichever way it was loaded.
let dir: string;
const files: Record<string, string> = {
  "assets/classic.js": "window.a=1;",
  "assets/entry.js": 'import{x}from"./shared.js";import(`./lazy.js`).then(()=>x);',
  "assets/shared.js": "export const x=1;",
  "assets/lazy.js":
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/preloaded.js","assets/lazy.css"])))=>i.map(i=>d[i]);export{};',
  "assets/preloaded.js": "export const p=1;",
  "assets/lazy.css": "a{color:red}",
  "assets/preload-link.js": "export const q=1;",
  "assets/component.js": 'import{r}from"./runtime.js";export const C=r;',
  "assets/renderer.js": 'import{r}from"./runtime.js";export default r;',
  "assets/runtime.js": "export const r=1;",
  "assets/unused.js": "export const never=1;",
  "assets/site.css": "body{margin:0}",
};
const page = (body: string) =>
  `<!doctype html><html lang="ar"><head><link rel="stylesheet" href="/assets/site.css">` +
  `<script type="application/ld+json">{"@type":"Thing","url":"/assets/unused.js"}</script></head><body>${body}</body></html>`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "audit-bytes-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "island"));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  writeFileSync(
    join(dir, "index.html"),
    page(
      `<script src="/assets/classic.js"></script><script type="module" src="/assets/entry.js"></script>` +
        `<link rel="modulepreload" href="/assets/preload-link.js">`,
    ),
  );
  writeFileSync(
    join(dir, "island/index.html"),
    page(
      `<astro-island uid="1" component-url="/assets/component.js" renderer-url="../assets/renderer.js" ` +
        `props="{&quot;a&quot;:[0,&quot;x > y&quot;]}" client="visible"><button>0</button></astro-island>`,
    ),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const paths = (route: string, file: string) =>
  measureBytes({ route, path: route, file }, dir)
    .jsFiles.map((f: { path: string }) => f.path)
    .sort();

describe("the JS count", () => {
  test("follows classic and module scripts, modulepreload, static and dynamic imports and Vite's preload lists", () => {
    expect(paths("/", "index.html")).toEqual(
      [
        "/assets/classic.js",
        "/assets/entry.js",
        "/assets/lazy.js",
        "/assets/preload-link.js",
        "/assets/preloaded.js",
        "/assets/shared.js",
      ].sort(),
    );
    expect(measureBytes({ route: "/", path: "/", file: "index.html" }, dir).islands).toBe(0);
  });

  test("counts an island's component and renderer, and what they import, once", () => {
    const bytes = measureBytes({ route: "/island", path: "/island", file: "island/index.html" }, dir);
    expect(bytes.islands).toBe(1);
    expect(bytes.jsFiles.map((f: { path: string }) => f.path).sort()).toEqual([
      "/assets/component.js",
      "/assets/renderer.js",
      "/assets/runtime.js",
    ]);
  });

  test("counts inline executable code, never data blocks", () => {
    writeFileSync(join(dir, "inline.html"), page(`<script>window.b=2</script>`));
    const bytes = measureBytes({ route: "/inline", path: "/", file: "inline.html" }, dir);
    expect(bytes.jsFiles.map((f: { path: string }) => f.path)).toEqual(["(inline script 1)"]);
  });

  test("fails on a script the build lacks", () => {
    writeFileSync(join(dir, "missing.html"), page(`<script src="/assets/gone.js"></script>`));
    expect(() => measureBytes({ route: "/missing", path: "/", file: "missing.html" }, dir)).toThrow(/gone\.js/);
  });

  test("reads only URLs as specifiers", () => {
    expect(
      importSpecifiers(`import"react";import a from"./a.js";export*from'/b.js';import(\`https://x/c.js\`)`),
    ).toEqual(["./a.js", "/b.js", "https://x/c.js"]);
  });
});

describe("a budget's rules", () => {
  const budget = [
    { routes: ["/projects", "/projects/*"], max: 6 },
    { island: false, max: 5 },
    { island: true, max: 75 },
  ];
  const result = (route: string, islands?: number) => ({ route, figures: islands === undefined ? {} : { islands } });
  test("the first rule that matches applies: by route, or by whether the page has an island", () => {
    expect(ruleFor(budget, result("/projects/a", 0))?.max).toBe(6);
    expect(ruleFor(budget, result("/projects", 2))?.max).toBe(6);
    expect(ruleFor(budget, result("/projectsX", 0))?.max).toBe(5);
    expect(ruleFor(budget, result("/estimator", 1))?.max).toBe(75);
    expect(ruleFor(budget, result("/estimator"))).toBeUndefined();
  });
});
