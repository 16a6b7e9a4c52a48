// @ts-check
// The serving rules, written once. scripts/build/serving.js turns them into
// build/client/_headers and build/client/_redirects, which Cloudflare's asset
// router reads (wrangler.jsonc), in production and under `npm start` alike.
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
 * cspOriginsFile beside the client/ folder it is building, for serving.js.
 * @typedef {{ script: string[], connect: string[] }} CspOrigins
 */
export const cspOrigins = /** @type {{ none: CspOrigins }} */ ({ none: { script: [], connect: [] } });
export const cspOriginsFile = "csp-origins.json";

/** The build's CSP origins (cspOriginsFile beside its client/ folder), or none. @returns {CspOrigins} */
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
 * The other origins the admin talks to: GitHub's API, and the signed-in user's
 * picture. The Worker (worker/index.ts) swaps the API for the one it uses when
 * that is not GitHub's (a stand-in in the tests).
 */
export const adminOrigins = /** @type {const} */ ({
  connect: ["https://api.github.com"],
  img: ["https://avatars.githubusercontent.com"],
});

/**
 * The admin's policy. Sveltia needs inline styles, blob: and data: URLs for
 * previews and uploads, a worker, and WebAssembly for photos; still no 'unsafe-eval'
 * and nothing from another origin but GitHub's (adminOrigins).
 * @param {{ connect: readonly string[], img: readonly string[] }} origins
 */
export function adminCsp(origins = adminOrigins) {
  return [
    "default-src 'none'",
    // 'wasm-unsafe-eval' lets WebAssembly compile (and allows no JavaScript eval): Sveltia's bundled
    // WebP encoder, which every iPhone browser needs (Safari's canvas cannot encode WebP), and its HEIC
    // decoder, both served from /admin/assets/.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...origins.img].join(" "),
    "font-src 'self'",
    ["connect-src 'self' data: blob:", ...origins.connect].join(" "),
    "manifest-src 'self' blob:",
    "worker-src 'self' blob:",
    // The preview pane: Sveltia draws a custom preview template in a frame it loads from a blob: URL.
    "frame-src blob:",
    // Its frame sets <base href> to this origin, so that the page's links and images resolve here.
    "base-uri 'self'",
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

/** Cache-Control values. Hashed file names change with their content, so those are cached for a year. */
export const cacheControl = /** @type {const} */ ({
  immutable: "public, max-age=31536000, immutable",
  revalidate: "no-cache",
  // The admin's HTML: never kept, so a browser always loads the admin of the current deploy.
  never: "no-store",
});

/** Folder of content-hashed build assets. Everything else (HTML, favicons, sitemap…) is revalidated. */
export const immutablePrefix = "/assets/";

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
 * The other forms of each route that answer 301 to it, matched by exact path
 * and case (_redirects): the trailing slash, /index.html, and for a mixed-case
 * route its all-lowercase spelling (/LaserShutters is often typed in
 * lower case). The asset router would answer the first two itself, but with a
 * 307 (html_handling), which search engines treat as temporary.
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
