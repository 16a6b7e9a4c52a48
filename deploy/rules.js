// @ts-check
// The serving rules, written once. scripts/build/serving.js turns them into
// build/client/_headers, build/client/_redirects and build/nginx/*.conf after
// pre-rendering, and scripts/serve.js (npm start) applies them directly, so
// nginx, static hosts and `npm start` cannot drift apart.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Features the site never uses; an embedded third-party frame cannot use them either.
 * Only names Chromium knows: an unknown name is logged as a console error.
 */
const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "sync-xhr",
  "usb",
  "xr-spatial-tracking",
];

/** Sent with every response, whatever its status, besides the CSP of policyFor(). */
export const securityHeaders = /** @type {const} */ ({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  // For browsers that predate CSP frame-ancestors.
  "X-Frame-Options": "DENY",
  // Browsers ignore HSTS over plain HTTP; it takes effect once the site is served over TLS.
  // includeSubDomains covers subdomains of the host that sends it (www.example.sa → *.www.example.sa).
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
});

/**
 * The one policy of every public page and file of a build: the build
 * moves every inline script out of the pages (scripts/build/inline-scripts.ts) and
 * refuses a page with inline code left: a script, a <style> or a style attribute (serving.js). Nothing
 * inline runs: no 'unsafe-inline', no 'unsafe-eval', no hashes. The site has no
 * forms, frames, workers or third-party requests, except the analytics service
 * the owner may switch on, whose origins alone widen it.
 */
export function publicCsp({ script = [], connect = [] } = cspOrigins.none) {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...script].join(" "),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(" "),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * What the build allows beyond the site's own origin: only the analytics
 * service the owner switched on (src/lib/analytics.ts). The build writes it as
 * cspOriginsFile beside each release's client/ folder, so every server of that
 * release sends the same policy.
 * @typedef {{ script: string[], connect: string[] }} CspOrigins
 */
export const cspOrigins = /** @type {{ none: CspOrigins }} */ ({ none: { script: [], connect: [] } });
export const cspOriginsFile = "csp-origins.json";

/** The release's CSP origins (cspOriginsFile beside its client/ folder), or none. @returns {CspOrigins} */
export function readCspOrigins(/** @type {string} */ clientDir) {
  try {
    return JSON.parse(readFileSync(join(dirname(clientDir), cspOriginsFile), "utf8"));
  } catch {
    return cspOrigins.none;
  }
}

/** The policy of a build without analytics. */
export const contentSecurityPolicy = publicCsp();

/** The admin (Sveltia CMS) lives under this prefix with its own policy, so the public one never loosens. */
export const adminPrefix = "/admin/";

/**
 * The other origins a live admin talks to, from the build's environment (the
 * CMS_* variables of README → "Editing on the live site"): its Git host's API,
 * and for GitHub the signed-in user's picture. None in local mode.
 * @param {Record<string, string | undefined>} env
 */
export function adminOrigins(env = process.env) {
  if (!env.CMS_REPO) return { connect: [], img: [] };
  const origin = (/** @type {string} */ url) => new URL(url).origin;
  const backend = env.CMS_BACKEND || "github";
  if (env.CMS_API_ROOT) return { connect: [origin(env.CMS_API_ROOT)], img: [] };
  if (backend === "github")
    return { connect: ["https://api.github.com"], img: ["https://avatars.githubusercontent.com"] };
  return { connect: [origin(env.CMS_BASE_URL || "https://gitlab.com")], img: [] };
}

/**
 * The admin's policy. Sveltia needs inline styles, blob: and data: URLs for
 * previews and uploads, and a worker; still no 'unsafe-eval' and nothing from
 * another origin unless listed: a live admin adds its Git host (adminOrigins).
 * @param {{ connect: readonly string[], img: readonly string[] }} origins
 */
export function adminCsp(origins = adminOrigins()) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...origins.img].join(" "),
    "font-src 'self'",
    ["connect-src 'self' data: blob:", ...origins.connect].join(" "),
    "manifest-src 'self' blob:",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Sent with every response under adminPrefix, redirects and 404s included, in
 * place of the securityHeaders of the same name. The CMS signs in through a
 * pop-up on the Git host that posts the token back to window.opener, a link
 * that same-origin cuts ("Authentication aborted"); the public pages keep it.
 */
export const adminHeaders = /** @type {const} */ ({
  "X-Robots-Tag": "noindex",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
});

/** The CSP for a path: the admin's under adminPrefix, the public one (with the release's origins) everywhere else. */
export const policyFor = (/** @type {string} */ pathname, /** @type {CspOrigins} */ origins = cspOrigins.none) =>
  pathname.startsWith(adminPrefix) ? adminCsp() : publicCsp(origins);

/** The only methods a static site answers; anything else gets 405 with this list in Allow. */
export const allowedMethods = /** @type {const} */ (["GET", "HEAD"]);

/**
 * Content-Type by file extension, for every kind of file the build holds (and
 * the admin's config.yml); files with another extension (an ACME token has none)
 * are application/octet-stream. Text types are sent with charset=utf-8.
 */
export const contentTypes = /** @type {const} */ ({
  html: "text/html",
  css: "text/css",
  js: "text/javascript",
  mjs: "text/javascript",
  json: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  txt: "text/plain",
  yml: "application/yaml",
  yaml: "application/yaml",
  svg: "image/svg+xml",
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
});

/** Types whose bytes are text, all written as UTF-8. */
export const textTypes = new Set([
  "text/html",
  "text/css",
  "text/javascript",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "text/plain",
  "application/yaml",
  "image/svg+xml",
]);

/** The Content-Type header for a file path. */
export function contentType(/** @type {string} */ path) {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
  const type = /** @type {Record<string, string>} */ (contentTypes)[extension] ?? "application/octet-stream";
  return textTypes.has(type) ? `${type}; charset=utf-8` : type;
}

/** Cache-Control values. Hashed file names change with their content, so those are cached for a year. */
export const cacheControl = /** @type {const} */ ({
  immutable: "public, max-age=31536000, immutable",
  revalidate: "no-cache",
  // The admin's HTML: never kept, so a browser always loads the admin of the current deploy.
  never: "no-store",
});

/** Folder of content-hashed build assets. Everything else (HTML, favicons, sitemap…) is revalidated. */
export const immutablePrefix = "/assets/";

/** The admin's HTML: its page (adminPrefix) and any .html file below it. */
export const isAdminHtml = (/** @type {string} */ path) =>
  path.startsWith(adminPrefix) && (path.endsWith("/") || path.endsWith(".html"));

/**
 * Cache-Control for the file served (its path, not the URL asked for: a missing
 * asset is answered with 404.html and revalidated).
 * @param {string} file
 */
export function cacheControlFor(file) {
  if (file.startsWith(immutablePrefix)) return cacheControl.immutable;
  return isAdminHtml(file) ? cacheControl.never : cacheControl.revalidate;
}

/**
 * Dotfiles and dot-folders, except the first segment /.well-known/ (RFC 8615:
 * ACME challenges, security.txt). deploy/nginx.conf carries the same pattern.
 */
export const hiddenDotPath = /^\/(?!\.well-known\/)\.|^\/.+\/\./;

/**
 * Paths that exist in the build but are never served as themselves: dotfiles,
 * source maps, the static-host config files, and 404.html, which is only ever
 * the body of a 404.
 * @param {string} pathname decoded request path
 */
export function isHidden(pathname) {
  return (
    hiddenDotPath.test(pathname) ||
    /\.map$/i.test(pathname) ||
    ["/_headers", "/_redirects", "/404.html"].includes(pathname)
  );
}

/**
 * Canonical route paths ("/", "/canopies", "/LaserShutters") of the pre-rendered
 * folders, from the build's HTML files ("index.html", "canopies/index.html").
 * @param {string[]} htmlFiles paths relative to the client build folder, with "/" separators
 */
export function routesFromHtmlFiles(htmlFiles) {
  return htmlFiles
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => "/" + file.slice(0, -"index.html".length).replace(/\/$/, ""))
    .sort();
}

/** The file that holds a route's page. */
export function pageFile(/** @type {string} */ route) {
  return route === "/" ? "/index.html" : `${route}/index.html`;
}

/**
 * The other forms of a route that answer 301 to it: the trailing slash, /index.html,
 * and any other letter case (the spec's mixed-case /LaserShutters is often typed in
 * lower case). Returns the canonical path, or null when no redirect applies.
 * @param {string} pathname decoded request path
 * @param {readonly string[]} routes canonical route paths
 */
export function redirectFor(pathname, routes) {
  if (adminRedirects.includes(pathname)) return adminPrefix;
  const bare = pathname.replace(/\/index\.html$/i, "").replace(/\/$/, "") || "/";
  const route = routes.find((candidate) => candidate.toLowerCase() === bare.toLowerCase());
  return route && route !== pathname ? route : null;
}

/** The admin is served at adminPrefix, with its slash: relative URLs in its page resolve below it. */
export const adminRedirects = [adminPrefix.slice(0, -1), `${adminPrefix}index.html`];

/**
 * Exact-path redirects for hosts that match rules by exact path and case
 * (_redirects): the forms of each route that redirectFor() sends to it, with the
 * all-lowercase spelling standing in for "any case".
 * @param {readonly string[]} routes
 * @returns {{ from: string, to: string }[]}
 */
export function explicitRedirects(routes) {
  return routes.flatMap((route) => {
    const base = route === "/" ? "" : route;
    const lower = base.toLowerCase();
    const forms = [`${base}/index.html`, ...(route === "/" ? [] : [`${base}/`])];
    if (lower !== base) forms.push(lower, `${lower}/`, `${lower}/index.html`);
    return forms.map((from) => ({ from, to: route }));
  });
}
