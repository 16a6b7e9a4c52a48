// First-load bytes, computed from the built files: what the HTML makes every
// visitor download before the page is interactive, gzip-compressed.
//   JS  = every module the HTML references (<script type="module" src> and the
//         modules it import()s: the hydration bootstrap's entry and routes,
//         <link rel="modulepreload">, imports in inline module scripts), plus
//         their static imports, transitively.
//         Dynamic import() inside chunks is lazy and not counted here.
//   CSS = every <link rel="stylesheet"> (and its @imports).
//   HTML = the document itself.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildDir } from "./config.js";

const gzipSize = (buffer) => gzipSync(buffer).length;

/** The tags named `name` in `html`, each as a map of lower-case attribute → value, plus inner text for scripts. */
export function tags(html, name) {
  const result = [];
  const pattern =
    name === "script" ? /<script\b([^>]*)>([\s\S]*?)<\/script>/gi : new RegExp(`<${name}\\b([^>]*?)\\/?>`, "gi");
  for (const match of html.matchAll(pattern)) {
    const attributes = new Map();
    for (const attr of match[1].matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes.set(attr[1].toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? "");
    }
    result.push({ attributes, text: match[2] ?? "" });
  }
  return result;
}

/**
 * Module specifiers of static imports and re-exports; with `dynamic`, also of import("…").
 * Only URLs count ("./x.js", "/assets/x.js", "https://…"): a bare name such as
 * "react-router/dom" cannot load in a browser, so a match on one is text inside a string.
 */
function importSpecifiers(code, { dynamic = false } = {}) {
  const specifiers = [];
  const isUrl = (specifier) => /^(?:\.{1,2}\/|\/|https?:)/.test(specifier);
  const staticPattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+)["']/g;
  for (const match of code.matchAll(staticPattern)) specifiers.push(match[1]);
  if (dynamic) for (const match of code.matchAll(/\bimport\(\s*["']([^"'\n]+)["']\s*\)/g)) specifiers.push(match[1]);
  return specifiers.filter(isUrl);
}

/** A URL from the page (or a chunk) → the built file's path in the URL space, or null when it is elsewhere. */
function localPath(specifier, base) {
  const url = new URL(specifier, `http://site${base}`);
  return url.host === "site" ? decodeURIComponent(url.pathname) : null;
}

function collect(start, readImports) {
  const seen = new Map();
  const external = new Set();
  const queue = [...start];
  while (queue.length) {
    const path = queue.shift();
    if (path === null || seen.has(path)) continue;
    const file = join(buildDir, path);
    if (!existsSync(file)) throw new Error(`The HTML references ${path}, which is not in the build`);
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

export function measureBytes(route) {
  const htmlBuffer = readFileSync(join(buildDir, route.file));
  const html = htmlBuffer.toString("utf8");
  const base = route.path === "/" ? "/" : `${route.path}/`;
  const external = [];
  const localOrExternal = (href) => {
    const path = localPath(href, base);
    if (path === null) external.push(href);
    return path;
  };

  const jsStart = [];
  for (const { attributes, text } of tags(html, "script")) {
    if (attributes.get("type") !== "module") continue;
    if (attributes.has("src")) {
      const path = localOrExternal(attributes.get("src"));
      jsStart.push(path);
      // The hydration bootstrap (scripts/build/defer-hydration.ts) import()s the entry and route modules.
      if (path !== null && existsSync(join(buildDir, path))) {
        const code = readFileSync(join(buildDir, path), "utf8");
        for (const specifier of importSpecifiers(code, { dynamic: true })) jsStart.push(localOrExternal(specifier));
      }
    } else for (const specifier of importSpecifiers(text, { dynamic: true })) jsStart.push(localOrExternal(specifier));
  }
  const cssStart = [];
  for (const { attributes } of tags(html, "link")) {
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attributes.get("href");
    if (!href) continue;
    if (rel.includes("modulepreload")) jsStart.push(localOrExternal(href));
    if (rel.includes("stylesheet")) cssStart.push(localOrExternal(href));
  }

  const js = collect(jsStart, (code) => importSpecifiers(code));
  const css = collect(cssStart, (code) =>
    [...code.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g)].map((m) => m[1]),
  );
  const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);
  return {
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
