// @ts-check
// Build-time serving files, written last (scripts/build.js): precompressed
// .br/.gz copies of text files, and the rules of deploy/rules.js rendered for
// each kind of server:
//   build/client/_headers, build/client/_redirects   Netlify, Cloudflare Pages
//   build/nginx/{maps,headers,routes,types}.conf     included by deploy/nginx.conf
// It also fails the build when a page holds anything inline that the one CSP blocks.
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import {
  adminCsp,
  adminHeaders,
  adminPrefix,
  adminRedirects,
  allowedMethods,
  cacheControl,
  cspOrigins,
  publicCsp,
  readCspOrigins,
  contentTypes,
  explicitRedirects,
  immutablePrefix,
  pageFile,
  routesFromHtmlFiles,
  securityHeaders,
  textTypes,
} from "../../deploy/rules.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images (except SVG) and woff2 are compressed already. */
const compressible = new Set([".html", ".css", ".js", ".mjs", ".svg", ".json", ".xml", ".txt", ".webmanifest", ".ico"]);

/** Script types a browser executes; JSON-LD and other data blocks never run, so CSP ignores them. */
const executableScriptTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * Cloudflare Pages' limits: longer _headers lines and rules past the 100th are
 * skipped with only a warning, and so are redirects past 2,000 static and 100
 * dynamic (with a :placeholder or *) rules. A skipped rule silently drops a
 * page's CSP or redirect, so the build fails instead.
 */
export const cloudflareLimits = /** @type {const} */ ({
  headersLineLength: 2000,
  headerRules: 100,
  staticRedirects: 2000,
  dynamicRedirects: 100,
});

/** @param {string} dir @returns {Promise<string[]>} every file under dir, relative, with "/" separators */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/**
 * What in one built page the one CSP would block: inline scripts a browser would
 * run, <style> elements (Astro writes one for islands) and style attributes.
 * React's and Astro's output is regular enough for patterns.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineCode(html) {
  const found = [];
  for (const [tag, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (!/\ssrc\s*=/i.test(attributes) && executableScriptTypes.has(type) && body.trim()) found.push(tag.slice(0, 120));
  }
  // Script bodies can contain markup-like text; only real tags carry style attributes.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  for (const [tag] of markup.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/gi)) found.push(tag.slice(0, 120));
  for (const [tag] of markup.matchAll(/<[a-z][^>]*?\sstyle="[^"]*"/gi)) found.push(tag.slice(0, 120));
  return found;
}

/**
 * @typedef {object} BuildAnalysis
 * @property {string[]} routes canonical route paths, e.g. "/", "/LaserShutters"
 */

/**
 * The routes of the pre-rendered folders. Fails when a page holds anything
 * inline the one CSP of deploy/rules.js would block.
 * @param {string} clientDir
 * @returns {Promise<BuildAnalysis>}
 */
export async function analyzeBuild(clientDir) {
  const files = await listFiles(clientDir);
  const pages = files.filter((file) => file.endsWith(".html") && !`/${file}`.startsWith(adminPrefix));
  const blocked = (
    await Promise.all(
      pages.map(async (file) =>
        inlineCode(await readFile(join(clientDir, file), "utf8")).map((code) => `${file}: ${code}`),
      ),
    )
  ).flat();
  if (blocked.length) {
    throw new Error(
      `The CSP (script-src 'self', no inline styles) would block:\n  ${blocked.join("\n  ")}\n` +
        "Move the code into a file (scripts/build/inline-scripts.ts does it for Astro's own) or the style into CSS.",
    );
  }
  return { routes: routesFromHtmlFiles(files.filter((file) => !`/${file}`.startsWith(adminPrefix))) };
}

/**
 * _headers: one rule per path pattern, never one per page, so the count stays
 * far below Cloudflare's 100 rules however many projects there are. Hosts
 * combine the headers of every rule that matches (Cloudflare joins two values
 * with a comma, which for a CSP means two policies that both apply), so a rule
 * that changes a header /* already set first removes it with "! Name".
 * @returns {string}
 */
/**
 * @param {import("../../deploy/rules.js").CspOrigins} [origins] the release's analytics origins
 * @param {{ draft?: boolean }} [options] draft: a production build with example values left; no response may be indexed
 */
export function headersFile(origins = cspOrigins.none, { draft = false } = {}) {
  /** @type {[string, Record<string, string>][]} */
  const rules = [
    [
      "/*",
      {
        ...securityHeaders,
        "Content-Security-Policy": publicCsp(origins),
        "Cache-Control": cacheControl.revalidate,
        ...(draft && { "X-Robots-Tag": "noindex, nofollow" }),
      },
    ],
    [`${immutablePrefix}*`, { "Cache-Control": cacheControl.immutable }],
    [`${adminPrefix}*`, { "Content-Security-Policy": adminCsp(), ...adminHeaders }],
    [adminPrefix, { "Cache-Control": cacheControl.never }],
    // The redirect to the admin's folder, which "/admin/*" does not match.
    [adminPrefix.slice(0, -1), adminHeaders],
  ];
  /** @type {Set<string>} */
  const inherited = new Set();
  const lines = [
    "# Generated by scripts/build/serving.js from deploy/rules.js. Do not edit.",
    "# Cloudflare Pages and Netlify match these by the requested path, 404s included.",
    ...rules.flatMap(([path, headers], index) => {
      const names = Object.keys(headers);
      const detach = index === 0 ? [] : names.filter((name) => inherited.has(name)).map((name) => `  ! ${name}`);
      if (index === 0) for (const name of names) inherited.add(name);
      return [path, ...detach, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
    }),
  ];
  const tooLong = lines.find((line) => line.length > cloudflareLimits.headersLineLength);
  if (tooLong) {
    throw new Error(
      `_headers: a line is ${tooLong.length} characters, over Cloudflare Pages' limit of ${cloudflareLimits.headersLineLength}:\n  ${tooLong.slice(0, 120)}…`,
    );
  }
  if (rules.length > cloudflareLimits.headerRules) {
    throw new Error(
      `_headers: ${rules.length} rules, over Cloudflare Pages' limit of ${cloudflareLimits.headerRules}.`,
    );
  }
  return lines.join("\n") + "\n";
}

/** A _redirects source with a placeholder or splat, which Cloudflare counts against its dynamic limit. */
export const isDynamicRedirect = (/** @type {string} */ from) => /[:*]/.test(from);

/**
 * _redirects. No "200!" rule: Cloudflare Pages rejects it. Pages itself answers
 * /page with a 308 to /page/ (the folder), which the 301 back would turn into a
 * loop, so a plain 200 rewrite serves the folder's page at /page.
 * @param {string[]} routes
 * @returns {string}
 */
export function redirectsFile(routes) {
  const rewrites = routes
    .filter((route) => route !== "/")
    .map((route) => ({ from: route, to: `${route}/`, status: 200 }));
  const moved = [...explicitRedirects(routes), ...adminRedirects.map((from) => ({ from, to: adminPrefix }))].map(
    (redirect) => ({ ...redirect, status: 301 }),
  );
  const rules = [...rewrites, ...moved];
  const dynamic = rules.filter(({ from }) => isDynamicRedirect(from)).length;
  if (rules.length - dynamic > cloudflareLimits.staticRedirects || dynamic > cloudflareLimits.dynamicRedirects) {
    throw new Error(
      `_redirects: ${rules.length - dynamic} static and ${dynamic} dynamic rules, over Cloudflare Pages' limits of ` +
        `${cloudflareLimits.staticRedirects} and ${cloudflareLimits.dynamicRedirects}.`,
    );
  }
  return (
    [
      "# Generated by scripts/build/serving.js from deploy/rules.js. Do not edit.",
      "# Each page is served at its canonical URL: no trailing slash, exact case.",
      ...rewrites.map(({ from, to, status }) => `${from} ${to} ${status}`),
      "# The other forms of each page (trailing slash, /index.html, all-lowercase) and of the admin.",
      ...moved.map(({ from, to, status }) => `${from} ${to} ${status}`),
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

/** The nginx variable holding a header that differs under the admin. */
const adminVariable = (/** @type {string} */ name) => `$riyadh_site_admin_${name.toLowerCase().replace(/-/g, "_")}`;

/** @param {BuildAnalysis} build @param {import("../../deploy/rules.js").CspOrigins} origins @returns {Record<string, string>} */
function nginxFiles({ routes }, origins) {
  const generated = "# Generated by scripts/build/serving.js from deploy/rules.js. Do not edit.";
  const admin = escapeRegExp(adminPrefix);
  /** @param {Record<string, string>} values */
  const entries = (values) => Object.entries(values).map(([key, value]) => `    ${key} ${nginxString(value)};`);
  // Keyed by $uri after try_files, i.e. by the file served; the 404 page arrives as /404.html.
  const maps = [
    generated,
    "# http context: Content-Security-Policy and Cache-Control by file served, the admin's headers by request.",
    "map $uri $riyadh_site_csp {",
    ...entries({ default: publicCsp(origins), [`~^${admin}`]: adminCsp() }),
    "}",
    "map $uri $riyadh_site_cache_control {",
    ...entries({
      default: cacheControl.revalidate,
      [`~^${escapeRegExp(immutablePrefix)}`]: cacheControl.immutable,
      [`~^${admin}(?:.*/|.*\\.html)?$`]: cacheControl.never,
    }),
    "}",
    // The admin's own headers go with any request under it, 404s included: by the path asked for
    // (a 404's $uri is /404.html), or else by the file served (a path /admin/ reached encoded).
    "map $uri $riyadh_site_admin_file {",
    ...entries({ default: "0", [`~^${admin.slice(0, -1)}(?:/|$)`]: "1" }),
    "}",
    "map $request_uri $riyadh_site_admin {",
    `    default $riyadh_site_admin_file;`,
    ...entries({ [`~^${admin.slice(0, -1)}(?:[/?]|$)`]: "1" }),
    "}",
    ...Object.entries(adminHeaders).flatMap(([name, value]) => [
      `map $riyadh_site_admin ${adminVariable(name)} {`,
      ...entries({ default: /** @type {Record<string, string>} */ (securityHeaders)[name] ?? "", 1: value }),
      "}",
    ]),
    "# GET and HEAD only: deploy/nginx.conf answers anything else with 405, and Allow says so.",
    "map $request_method $riyadh_site_method_allowed {",
    ...entries({ default: "0", ...Object.fromEntries(allowedMethods.map((method) => [method, "1"])) }),
    "}",
    "map $status $riyadh_site_allow {",
    ...entries({ default: "", 405: allowedMethods.join(", ") }),
    "}",
  ];
  // add_header with "always" also covers 301, 304, 404 and 405 responses; an empty value sends nothing.
  const headers = [
    generated,
    "# server context: the security headers of every response.",
    "add_header Content-Security-Policy $riyadh_site_csp always;",
    "add_header Cache-Control $riyadh_site_cache_control always;",
    "add_header Allow $riyadh_site_allow always;",
    ...Object.keys(adminHeaders).map((name) => `add_header ${name} ${adminVariable(name)} always;`),
    ...Object.entries(securityHeaders)
      .filter(([name]) => !(name in adminHeaders))
      .map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
  ];
  // Replaces mime.types for this server, so every server sends the same types.
  /** @type {Map<string, string[]>} */
  const byType = new Map();
  for (const [extension, type] of Object.entries(contentTypes))
    byType.set(type, [...(byType.get(type) ?? []), extension]);
  const types = [
    generated,
    "# server context: Content-Type by extension, UTF-8 for text.",
    "types {",
    ...[...byType].map(([type, extensions]) => `    ${type} ${extensions.join(" ")};`),
    "}",
    "default_type application/octet-stream;",
    "charset utf-8;",
    // text/html always has its charset added, and naming it again is a warning.
    `charset_types ${[...textTypes].filter((type) => type !== "text/html").join(" ")};`,
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
  const adminPage = adminPrefix.slice(0, -1);
  const routesConf = [
    generated,
    "# server context: each page at its exact path; its other forms (slash, /index.html, any case) answer 301.",
    ...routeBlocks,
    "# The admin at its folder, with the slash.",
    `location = ${adminPrefix} {`,
    `    try_files ${pageFile(adminPage)} =404;`,
    "}",
    `location ~ ^${escapeRegExp(adminPage)}(?:/index\\.html)?$ {`,
    `    return 301 ${adminPrefix}$is_args$args;`,
    "}",
  ];
  return {
    "maps.conf": maps.join("\n") + "\n",
    "headers.conf": headers.join("\n") + "\n",
    "routes.conf": routesConf.join("\n") + "\n",
    "types.conf": types.join("\n") + "\n",
  };
}

/**
 * Brotli's best quality for what visitors download. The admin is 14 MB of
 * scripts that only the owner loads: at quality 11 it took 14 s of the build's
 * CPU, at 9 it takes 2 s and comes out 8 % larger.
 * @param {string} file
 */
const brotliQuality = (file) => (`/${file}`.startsWith(adminPrefix) ? 9 : constants.BROTLI_MAX_QUALITY);

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
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
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
  const origins = readCspOrigins(clientDir);
  // Written by the site's build (scripts/build/site-integration.ts): a draft is never indexed.
  const report = JSON.parse(await readFile(join(clientDir, "build-report.json"), "utf8").catch(() => "{}"));
  const nginxDir = join(dirname(clientDir), "nginx");
  await mkdir(nginxDir, { recursive: true });
  await Promise.all([
    writeFile(join(clientDir, "_headers"), headersFile(origins, { draft: report.mode === "draft" })),
    writeFile(join(clientDir, "_redirects"), redirectsFile(build.routes)),
    ...Object.entries(nginxFiles(build, origins)).map(([name, text]) => writeFile(join(nginxDir, name), text)),
  ]);
  await precompress(clientDir);
}
