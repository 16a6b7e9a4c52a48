// @ts-check
// Build-time serving files, written after pre-rendering (last in buildEnd):
// precompressed .br/.gz copies of text files, per-page CSP hashes, and the
// rules of deploy/rules.js rendered for each kind of server:
//   build/client/_headers, build/client/_redirects   Netlify, Cloudflare Pages
//   build/nginx/{maps,headers,routes}.conf           included by deploy/nginx.conf
// scripts/serve.js (npm start) reads the same analysis through analyzeBuild().
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import {
  cacheControl,
  contentSecurityPolicy,
  explicitRedirects,
  immutablePrefix,
  pageFile,
  routesFromHtmlFiles,
  securityHeaders,
} from "../../deploy/rules.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images (except SVG) and woff2 are compressed already. */
const compressible = new Set([
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".data",
  ".ico",
]);

/** Script types a browser executes; JSON-LD and other data blocks never run, so CSP ignores them. */
const executableScriptTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/** Cloudflare Pages ignores longer lines in _headers, which would silently drop a page's CSP. */
const maxHeadersLineLength = 2000;

/** @param {string} dir @returns {Promise<string[]>} every file under dir, relative, with "/" separators */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** @param {string} text */
const sha256Source = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Undoes the escaping React applies to attribute values, so the hash matches what the browser sees. */
function decodeAttribute(/** @type {string} */ value) {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Hashes of everything inline that a CSP must allow in one built page. React's
 * output is regular enough for patterns: script bodies never contain "</script>",
 * and attribute values are always double-quoted.
 * @param {string} html
 * @returns {import("../../deploy/rules.js").InlineHashes}
 */
export function inlineHashes(html) {
  const scripts = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (executableScriptTypes.has(type)) scripts.add(sha256Source(body));
  }
  // Script bodies can contain markup-like text; only real tags carry style attributes.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const styleAttributes = new Set();
  for (const [, value = ""] of markup.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)) {
    styleAttributes.add(sha256Source(decodeAttribute(value)));
  }
  return { scripts: [...scripts].sort(), styleAttributes: [...styleAttributes].sort() };
}

/**
 * @typedef {object} BuildAnalysis
 * @property {string[]} routes canonical route paths, e.g. "/", "/LaserShutters"
 * @property {Map<string, string>} pagePolicies CSP per page file ("/canopies/index.html")
 * @property {string} defaultPolicy CSP of every other response: the 404 page's own policy
 */

/**
 * Routes from the pre-rendered folders and the CSP of every built page.
 * @param {string} clientDir
 * @returns {Promise<BuildAnalysis>}
 */
export async function analyzeBuild(clientDir) {
  const files = await listFiles(clientDir);
  const routes = routesFromHtmlFiles(files);
  /** @param {string} file */
  const policyOf = async (file) => contentSecurityPolicy(inlineHashes(await readFile(join(clientDir, file), "utf8")));
  const pagePolicies = new Map(
    await Promise.all(
      routes.map(async (route) => /** @type {const} */ ([pageFile(route), await policyOf(pageFile(route))])),
    ),
  );
  const defaultPolicy = files.includes("404.html")
    ? await policyOf("/404.html")
    : contentSecurityPolicy({ scripts: [], styleAttributes: [] });
  return { routes, pagePolicies, defaultPolicy };
}

/** @param {BuildAnalysis} build */
function headersFile({ routes, pagePolicies, defaultPolicy }) {
  // Hosts merge headers from every rule that matches a path (Cloudflare joins
  // them with commas, which for a CSP means two policies that both apply). So no
  // header name is set by two rules that can match the same path.
  /** @type {[string, Record<string, string>][]} */
  const rules = [
    ["/*", securityHeaders],
    [`${immutablePrefix}*`, { "Cache-Control": cacheControl.immutable, "Content-Security-Policy": defaultPolicy }],
    ...routes.map(
      (route) =>
        /** @type {[string, Record<string, string>]} */ ([
          route,
          {
            "Cache-Control": cacheControl.revalidate,
            "Content-Security-Policy": pagePolicies.get(pageFile(route)) ?? "",
          },
        ]),
    ),
    ["/404.html", { "Cache-Control": cacheControl.revalidate, "Content-Security-Policy": defaultPolicy }],
  ];
  const lines = [
    "# Generated by scripts/build/serving.js from deploy/rules.js. Do not edit.",
    "# Netlify and Cloudflare Pages match these by the requested path, so a 404 for an unknown path",
    "# gets the /* headers but no CSP; nginx (deploy/nginx.conf) and npm start send it one.",
    ...rules.flatMap(([path, headers]) => [
      path,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ]),
  ];
  const tooLong = lines.find((line) => line.length > maxHeadersLineLength);
  if (tooLong) {
    throw new Error(
      `_headers: a line is ${tooLong.length} characters, over Cloudflare Pages' limit of ${maxHeadersLineLength}:\n  ${tooLong.slice(0, 120)}…\n` +
        "Each inline script and distinct style attribute adds a CSP hash; render fewer of them.",
    );
  }
  return lines.join("\n") + "\n";
}

/** @param {string[]} routes */
function redirectsFile(routes) {
  const pages = routes.filter((route) => route !== "/");
  return (
    [
      "# Generated by scripts/build/serving.js from deploy/rules.js. Do not edit.",
      "# Each page is served at its canonical URL: no trailing slash, exact case.",
      "# Netlify reads the forced 200! rewrite (and matches paths with or without a trailing",
      "# slash); Cloudflare Pages rejects 200! and reads the plain 200 rewrite to the folder,",
      "# since its own rule would turn /page/index.html into /page/.",
      ...pages.flatMap((route) => [`${route} ${route}/index.html 200!`, `${route} ${route}/ 200`]),
      "# The other forms of each page: trailing slash, /index.html, all-lowercase.",
      ...explicitRedirects(routes).map(({ from, to }) => `${from} ${to} 301`),
    ].join("\n") + "\n"
  );
}

/** A value nginx takes literally inside double quotes. */
function nginxString(/** @type {string} */ value) {
  if (/["$\\\n]/.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} as an nginx string.`);
  return `"${value}"`;
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** @param {BuildAnalysis} build @returns {Record<string, string>} */
function nginxFiles({ routes, pagePolicies, defaultPolicy }) {
  const generated = "# Generated by scripts/build/serving.js from deploy/rules.js. Do not edit.";
  // Keyed by $uri after try_files, i.e. by the file served; the 404 page arrives as /404.html.
  const maps = [
    generated,
    "# http context: per-page Content-Security-Policy and Cache-Control.",
    "map $uri $riyadh_site_csp {",
    `    default ${nginxString(defaultPolicy)};`,
    ...[...pagePolicies].map(([file, policy]) => `    ${file} ${nginxString(policy)};`),
    "}",
    "map $uri $riyadh_site_cache_control {",
    `    default ${nginxString(cacheControl.revalidate)};`,
    `    ~^${escapeRegExp(immutablePrefix)} ${nginxString(cacheControl.immutable)};`,
    "}",
  ];
  // add_header with "always" also covers 301, 304 and 404 responses.
  const headers = [
    generated,
    "# server context: the security headers of every response.",
    "add_header Content-Security-Policy $riyadh_site_csp always;",
    "add_header Cache-Control $riyadh_site_cache_control always;",
    ...Object.entries(securityHeaders).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
  ];
  const routeBlocks = routes.flatMap((route) => {
    if (!/^(\/[A-Za-z0-9._~-]+)*\/?$/.test(route)) throw new Error(`Route ${route} needs escaping for nginx.`);
    const base = route === "/" ? "" : route;
    const variants = route === "/" ? "/index\\.html" : `${escapeRegExp(base)}(?:/|/index\\.html)?`;
    return [
      `location = ${route} {`,
      `    try_files ${pageFile(route)} =404;`,
      "}",
      `location ~* ^${variants}$ {`,
      `    return 301 ${route}$is_args$args;`,
      "}",
    ];
  });
  const routesConf = [
    generated,
    "# server context: each page at its exact path; its other forms (slash, /index.html, any case) answer 301.",
    ...routeBlocks,
  ];
  return {
    "maps.conf": maps.join("\n") + "\n",
    "headers.conf": headers.join("\n") + "\n",
    "routes.conf": routesConf.join("\n") + "\n",
  };
}

/**
 * Writes .br and .gz beside each text file, skipping any that would not be smaller
 * (the server then sends the original).
 * @param {string} clientDir
 */
async function precompress(clientDir) {
  const files = (await listFiles(clientDir)).filter((file) => compressible.has(extname(file).toLowerCase()));
  await Promise.all(
    files.map(async (file) => {
      const path = join(clientDir, file);
      const data = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < data.length) await writeFile(`${path}.br`, br);
      if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
    }),
  );
}

/**
 * Everything the servers need besides the pages themselves. Call it last in
 * buildEnd, so that every generated file is compressed too.
 * @param {string} clientDir build/client
 */
export async function writeServingFiles(clientDir) {
  if (!(await stat(join(clientDir, "index.html")).catch(() => null))) {
    throw new Error(`writeServingFiles: no index.html in ${clientDir}`);
  }
  const build = await analyzeBuild(clientDir);
  const nginxDir = join(dirname(clientDir), "nginx");
  await mkdir(nginxDir, { recursive: true });
  await Promise.all([
    writeFile(join(clientDir, "_headers"), headersFile(build)),
    writeFile(join(clientDir, "_redirects"), redirectsFile(build.routes)),
    ...Object.entries(nginxFiles(build)).map(([name, text]) => writeFile(join(nginxDir, name), text)),
  ]);
  await precompress(clientDir);
}
