// @ts-check
// Build-time serving files, written last (scripts/build.js): the rules of
// deploy/rules.js as build/client/_headers and build/client/_redirects, which
// Cloudflare's asset router reads (wrangler.jsonc), in production and under
// `npm start`. Cloudflare compresses at its edge, so no .br/.gz copies.
// It also fails the build when a page holds anything inline that the one CSP blocks.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import {
  adminCsp,
  adminHeaders,
  adminPrefix,
  cacheControl,
  cspOrigins,
  publicCsp,
  readCspOrigins,
  explicitRedirects,
  immutablePrefix,
  routesFromHtmlFiles,
  securityHeaders,
} from "../../deploy/rules.js";
import { attribute, childText, ParsedPage, readParsedPages } from "./parsed-pages.ts";
/** Script types a browser executes; JSON-LD and other data blocks never run, so CSP ignores them. */
const executableScriptTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * Cloudflare's limits for static assets: longer _headers lines and rules past the 100th are
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
 * @param {string | ParsedPage} page the page's HTML, or its parse (parsed-pages.ts)
 * @returns {string[]}
 */
export function inlineCode(page) {
  const parsed = typeof page === "string" ? new ParsedPage("page.html", page) : page;
  /** @param {import("./parsed-pages.ts").Range | null | undefined} range */
  const shown = (range) => parsed.text(range).slice(0, 120);
  // What a pass before replaced (the inline scripts moved into files) is no longer in the page.
  const elements = parsed.elements.filter((element) => !parsed.gone(element));
  const scripts = elements.filter((script) => {
    if (script.tagName !== "script") return false;
    const type = attribute(script, "type")?.trim().toLowerCase() ?? "";
    return attribute(script, "src") === undefined && executableScriptTypes.has(type) && childText(script).trim();
  });
  const styled = elements.filter((element) => element.sourceCodeLocation?.attrs?.style);
  return [
    ...scripts.map((script) => shown(script.sourceCodeLocation)),
    ...elements.filter((style) => style.tagName === "style").map((style) => shown(style.sourceCodeLocation)),
    // The element's start tag up to its style attribute.
    ...styled.map(({ sourceCodeLocation: at }) =>
      shown(at && { startOffset: at.startOffset, endOffset: at.attrs?.style?.endOffset ?? at.endOffset }),
    ),
  ];
}

/**
 * @typedef {object} BuildAnalysis
 * @property {string[]} routes canonical route paths, e.g. "/", "/LaserShutters"
 */

/**
 * The routes of the pre-rendered folders. Fails when a page holds anything
 * inline the one CSP of deploy/rules.js would block.
 * @param {string} clientDir
 * @param {readonly ParsedPage[]} [pages] the build's pages, parsed; read from clientDir when not given
 * @returns {Promise<BuildAnalysis>}
 */
export async function analyzeBuild(clientDir, pages) {
  const files = await listFiles(clientDir);
  const blocked = (pages ?? (await readParsedPages(clientDir))).flatMap((page) =>
    inlineCode(page).map((code) => `${page.file}: ${code}`),
  );
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
 * One address for search engines (docs/decisions/0033-nothing-the-owner-types-is-lost.md): the
 * site's own, its pages' canonical URL (the address in the owner's settings). The other addresses
 * the Worker answers on ask not to be indexed: the same host with or without www, and the
 * Worker's *.workers.dev addresses, which stay open so that the owner never loses his admin
 * before his domain is live. Not a 301: Cloudflare's _redirects matches paths only; _headers
 * matches hosts too.
 * @param {string | null} canonical the public build's origin, e.g. https://www.example.sa; null for a draft
 */
export function otherAddresses(canonical) {
  if (!canonical) return { sibling: null, workersDev: null };
  const { host } = new URL(canonical);
  const onWorkersDev = host.endsWith(".workers.dev");
  return {
    sibling: onWorkersDev ? null : host.startsWith("www.") ? host.slice(4) : `www.${host}`,
    // Cloudflare's host placeholders match one label each: <worker>.<account>.workers.dev, previews included.
    workersDev: onWorkersDev ? null : "https://:worker.:account.workers.dev/*",
  };
}

/**
 * The public build's origin, from its home page's canonical link; null for a draft, whose address is an example.
 * @param {string} clientDir
 * @param {{ mode?: string }} report the build's /build-report.json
 * @param {readonly ParsedPage[]} [pages] the build's pages, parsed; the home page is read from clientDir when not given
 */
export async function canonicalOrigin(clientDir, report, pages) {
  if (report.mode !== "public") return null;
  const home =
    pages?.find((page) => page.file === "index.html") ??
    new ParsedPage("index.html", await readFile(join(clientDir, "index.html"), "utf8"));
  const canonical = home.all("link").find((link) => attribute(link, "rel") === "canonical");
  const href = canonical && attribute(canonical, "href");
  return href ? new URL(href).origin : null;
}

/**
 * @param {import("../../deploy/rules.js").CspOrigins} [origins] the build's analytics origins
 * @param {{ draft?: boolean, canonical?: string | null }} [options] draft: a production build with example values
 *   left; no response may be indexed. canonical: the public build's origin (otherAddresses)
 */
export function headersFile(origins = cspOrigins.none, { draft = false, canonical = null } = {}) {
  const { sibling, workersDev } = otherAddresses(canonical);
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
    // The admin's page: the Worker answers /admin/ with the asset router's /admin (worker/index.ts),
    // which "/admin/*" does not match.
    [
      adminPrefix.slice(0, -1),
      { "Content-Security-Policy": adminCsp(), ...adminHeaders, "Cache-Control": cacheControl.never },
    ],
    // Matched by host as well as path: these addresses are for the owner, not for search engines.
    ...(draft ? [] : [sibling ? `https://${sibling}/*` : null, workersDev])
      .filter((host) => host !== null)
      .map((host) => /** @type {[string, Record<string, string>]} */ ([host, { "X-Robots-Tag": "noindex" }])),
  ];
  /** @type {Set<string>} */
  const inherited = new Set();
  const lines = [
    "# Generated by scripts/build/serving.js from deploy/rules.js. Do not edit.",
    "# Cloudflare's asset router matches these by the requested path, 404s included.",
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
      `_headers: a line is ${tooLong.length} characters, over Cloudflare's limit of ${cloudflareLimits.headersLineLength}:\n  ${tooLong.slice(0, 120)}…`,
    );
  }
  if (rules.length > cloudflareLimits.headerRules) {
    throw new Error(`_headers: ${rules.length} rules, over Cloudflare's limit of ${cloudflareLimits.headerRules}.`);
  }
  return lines.join("\n") + "\n";
}

/** A _redirects source with a placeholder or splat, which Cloudflare counts against its dynamic limit. */
export const isDynamicRedirect = (/** @type {string} */ from) => /[:*]/.test(from);

/**
 * _redirects: the 301s of explicitRedirects (deploy/rules.js), and the admin's
 * /index.html. The asset router serves each page at its bare path itself
 * (html_handling: drop-trailing-slash in wrangler.jsonc), so there is no rewrite
 * rule: one to the folder would answer /page with a 307 to itself.
 * @param {string[]} routes
 * @returns {string}
 */
export function redirectsFile(routes) {
  const rules = [...explicitRedirects(routes), { from: `${adminPrefix}index.html`, to: adminPrefix }].map(
    (redirect) => ({ ...redirect, status: 301 }),
  );
  const dynamic = rules.filter(({ from }) => isDynamicRedirect(from)).length;
  if (rules.length - dynamic > cloudflareLimits.staticRedirects || dynamic > cloudflareLimits.dynamicRedirects) {
    throw new Error(
      `_redirects: ${rules.length - dynamic} static and ${dynamic} dynamic rules, over Cloudflare's limits of ` +
        `${cloudflareLimits.staticRedirects} and ${cloudflareLimits.dynamicRedirects}.`,
    );
  }
  return (
    [
      "# Generated by scripts/build/serving.js from deploy/rules.js. Do not edit.",
      "# The other forms of each page (trailing slash, /index.html, all-lowercase) and of the admin's page.",
      ...rules.map(({ from, to, status }) => `${from} ${to} ${status}`),
    ].join("\n") + "\n"
  );
}

/**
 * _headers and _redirects for the build in clientDir. Call it last, once every page is written.
 * @param {string} clientDir build/client
 * @param {readonly ParsedPage[]} [pages] its pages, parsed; read from clientDir when not given
 */
export async function writeServingFiles(clientDir, pages) {
  if (!(await stat(join(clientDir, "index.html")).catch(() => null))) {
    throw new Error(`writeServingFiles: no index.html in ${clientDir}`);
  }
  const build = await analyzeBuild(clientDir, pages);
  // Written by the site's build (scripts/build/site-integration.ts): a draft is never indexed.
  const report = JSON.parse(await readFile(join(clientDir, "build-report.json"), "utf8").catch(() => "{}"));
  const canonical = await canonicalOrigin(clientDir, report, pages);
  await Promise.all([
    writeFile(
      join(clientDir, "_headers"),
      headersFile(readCspOrigins(clientDir), { draft: report.mode === "draft", canonical }),
    ),
    writeFile(join(clientDir, "_redirects"), redirectsFile(build.routes)),
  ]);
}
