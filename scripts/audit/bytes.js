// @ts-check
// The bytes a page makes a visitor download, computed from the built files, gzip-compressed.
//   JS  = every byte of JavaScript the page can load (audit.budgets.json, docs/decisions/0001-astro-islands.md: ≤ 5 kB gzip on
//         a page without an island, ≤ 75 kB with one, "counting everything it loads"):
//         - every executable <script src> (classic or type="module"; JSON-LD and
//           other data blocks never run) and the code of any inline one,
//         - <link rel="modulepreload"> and <link rel="preload" as="script">,
//         - each <astro-island>'s component-url, renderer-url and
//           before-hydration-url, which Astro's runtime import()s when the
//           island's directive fires (client:visible, client:afterpaint, …),
//         - and, transitively, every static import and every import("…") with a
//           literal URL in those files, plus Vite's preload lists (__vite__mapDeps).
//         Nothing is "lazy enough" to be left out: the browser tests and the
//         audit's transfer check compare this list with what a browser fetches.
//   CSS = every <link rel="stylesheet"> (and its @imports).
//   HTML = the document itself.
//   islands = the number of <astro-island> elements: a page with none is held to
//         the island-free JS budget (audit.budgets.json, "island": false).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildDir } from "./config.js";

const gzipSize = (/** @type {Buffer} */ buffer) => gzipSync(buffer).length;

/** @typedef {{ path: string, bytes: number, gzip: number }} FileSize */

/** Script types a browser executes (the same set as scripts/build/serving.js). */
const executableScriptTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The tags named `name` in `html`, each as a map of lower-case attribute → value, plus inner text for scripts. */
/**
 * @param {string} html
 * @param {string} name
 */
export function tags(html, name) {
  /** @type {{ attributes: Map<string, string>, text: string }[]} */
  const result = [];
  const pattern =
    name === "script"
      ? /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi
      : new RegExp(`<${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*?)\\/?>`, "gi");
  for (const match of html.matchAll(pattern)) {
    const attributes = new Map();
    for (const attr of (match[1] ?? "").matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes.set((attr[1] ?? "").toLowerCase(), decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? ""));
    }
    result.push({ attributes, text: match[2] ?? "" });
  }
  return result;
}

/** @type {Record<string, string>} */
const entities = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const decodeEntities = (/** @type {string} */ value) =>
  value.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity);

/**
 * Module specifiers of static imports and re-exports, of import("…") with a
 * literal argument, and of Vite's dependency lists for dynamic imports
 * (`m.f=["assets/x.js", …]`, relative to the site's root). Only URLs count
 * ("./x.js", "/assets/x.js", "https://…"): a bare name cannot load in a
 * browser, so a match on one is text inside a string.
 */
export function importSpecifiers(/** @type {string} */ code) {
  /** @type {string[]} */
  const specifiers = [];
  const quoted = String.raw`(?:"([^"\n]+)"|'([^'\n]+)'|\x60([^\x60$\n]+)\x60)`;
  const first = (/** @type {RegExpMatchArray} */ match) => match[1] ?? match[2] ?? match[3] ?? "";
  const staticPattern = new RegExp(
    String.raw`(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?` + quoted,
    "g",
  );
  for (const match of code.matchAll(staticPattern)) specifiers.push(first(match));
  for (const match of code.matchAll(new RegExp(String.raw`\bimport\(\s*` + quoted + String.raw`\s*\)`, "g")))
    specifiers.push(first(match));
  for (const [, list = ""] of code.matchAll(/__vite__mapDeps[\s\S]{0,200}?\.f\s*=\s*\[([^\]]*)\]/g)) {
    for (const [, path = ""] of list.matchAll(/["'`]([^"'`]+)["'`]/g)) specifiers.push(`/${path.replace(/^\//, "")}`);
  }
  return specifiers.filter((specifier) => /^(?:\.{1,2}\/|\/|https?:)/.test(specifier));
}

/** A URL from the page (or a chunk) → the built file's path in the URL space, or null when it is elsewhere. */
function localPath(/** @type {string} */ specifier, /** @type {string} */ base) {
  const url = new URL(specifier, `http://site${base}`);
  return url.host === "site" ? decodeURIComponent(url.pathname) : null;
}

/**
 * The files reachable from `start` (paths in the URL space) through `readImports`, each with its sizes.
 * @param {string} dir
 * @param {string[]} start
 * @param {(code: string) => string[]} readImports
 * @param {(path: string) => boolean} [keep]
 */
function collect(dir, start, readImports, keep = () => true) {
  /** @type {Map<string, FileSize>} */
  const seen = new Map();
  /** @type {Set<string>} */
  const external = new Set();
  const queue = [...start];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path) || !keep(path)) continue;
    const file = join(dir, path);
    if (!existsSync(file)) throw new Error(`The page references ${path}, which is not in the build`);
    const content = readFileSync(file);
    seen.set(path, { path, bytes: content.length, gzip: gzipSize(content) });
    for (const specifier of readImports(content.toString("utf8"))) {
      const next = localPath(specifier, path);
      if (next === null) external.add(specifier);
      else queue.push(next);
    }
  }
  return { files: [...seen.values()], external: [...external] };
}

/**
 * Where a page's JavaScript starts: URLs (already resolved against the page) and inline code.
 * @param {string} html
 * @param {(href: string) => string | null} resolve
 */
function scriptStarts(html, resolve) {
  /** @type {(string | null)[]} */
  const urls = [];
  /** @type {string[]} */
  const inline = [];
  for (const { attributes, text } of tags(html, "script")) {
    const type = (attributes.get("type") ?? "").trim().toLowerCase();
    if (!executableScriptTypes.has(type)) continue;
    const src = attributes.get("src");
    if (src !== undefined) urls.push(resolve(src));
    else if (text.trim()) {
      inline.push(text);
      for (const specifier of importSpecifiers(text)) urls.push(resolve(specifier));
    }
  }
  for (const { attributes } of tags(html, "link")) {
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attributes.get("href");
    if (!href) continue;
    if (rel.includes("modulepreload") || (rel.includes("preload") && attributes.get("as") === "script"))
      urls.push(resolve(href));
  }
  const islands = tags(html, "astro-island");
  for (const { attributes } of islands) {
    for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
      const url = attributes.get(name);
      if (url) urls.push(resolve(url));
    }
  }
  return { urls, inline, islands: islands.length };
}

/**
 * The page's bytes; `dir` is the built site (build/client unless a test passes another).
 * @param {{ path: string, file: string, route?: string }} route
 */
export function measureBytes(route, dir = buildDir) {
  const htmlBuffer = readFileSync(join(dir, route.file));
  const html = htmlBuffer.toString("utf8");
  const base = route.path === "/" ? "/" : `${route.path}/`;
  /** @type {string[]} */
  const external = [];
  const resolve = (/** @type {string} */ href) => {
    const path = localPath(href, base);
    if (path === null) external.push(href);
    return path;
  };

  const starts = scriptStarts(html, resolve);
  const js = collect(
    dir,
    starts.urls.filter((path) => path !== null),
    importSpecifiers,
    // Vite's preload lists also name the CSS of a dynamic chunk: only scripts are JavaScript.
    (path) => !/\.css$/i.test(path),
  );
  for (const [index, code] of starts.inline.entries()) {
    const buffer = Buffer.from(code);
    js.files.push({ path: `(inline script ${index + 1})`, bytes: buffer.length, gzip: gzipSize(buffer) });
  }
  const cssStart = tags(html, "link")
    .filter(({ attributes }) => (attributes.get("rel") ?? "").toLowerCase().split(/\s+/).includes("stylesheet"))
    .map(({ attributes }) => attributes.get("href"))
    .filter((href) => href !== undefined && href !== "")
    .map((href) => resolve(/** @type {string} */ (href)))
    .filter((path) => path !== null);
  const css = collect(dir, cssStart, (code) =>
    [...code.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g)].map((m) => m[1] ?? ""),
  );
  const sum = (/** @type {FileSize[]} */ files, /** @type {"bytes" | "gzip"} */ key) =>
    files.reduce((total, file) => total + file[key], 0);
  return {
    islands: starts.islands,
    jsGzip: sum(js.files, "gzip"),
    jsBytes: sum(js.files, "bytes"),
    jsFiles: js.files.sort((a, b) => b.gzip - a.gzip),
    cssGzip: sum(css.files, "gzip"),
    cssBytes: sum(css.files, "bytes"),
    cssFiles: css.files,
    htmlGzip: gzipSize(htmlBuffer),
    htmlBytes: htmlBuffer.length,
    externalResources: [...external, ...js.external, ...css.external],
  };
}
