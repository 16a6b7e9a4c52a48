// @ts-check
// The serving rules, written once. scripts/build/serving.js turns them into
// build/client/_headers, build/client/_redirects and build/nginx/*.conf after
// pre-rendering, and scripts/serve.js (npm start) applies them directly, so
// nginx, static hosts and `npm start` cannot drift apart.

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

/** Sent with every response, whatever its status. The CSP is per page: see contentSecurityPolicy(). */
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
 * @typedef {object} InlineHashes
 * @property {string[]} scripts sha256 sources ('sha256-…') of the page's executable inline scripts
 * @property {string[]} styleAttributes sha256 sources of the page's distinct style="…" values
 */

/**
 * The policy for one pre-rendered page. Everything is same-origin and nothing
 * inline runs unless its hash is listed: no 'unsafe-inline', no 'unsafe-eval'.
 * The site has no forms, frames, workers or third-party requests; adding one
 * means adding its directive here.
 * @param {InlineHashes} hashes
 */
export function contentSecurityPolicy({ scripts, styleAttributes }) {
  const directives = [
    "default-src 'none'",
    ["script-src 'self'", ...scripts].join(" "),
    "style-src 'self'",
    // The pages carry no style="…" attribute today. Should a component render one,
    // 'unsafe-hashes' allows exactly those values, never inline styles wholesale.
    ...(styleAttributes.length ? [["style-src-attr 'unsafe-hashes'", ...styleAttributes].join(" ")] : []),
    "img-src 'self'",
    "font-src 'self'",
    // The client router fetches <route>.data on in-app navigation.
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** Cache-Control values. Hashed file names change with their content, so those are cached for a year. */
export const cacheControl = /** @type {const} */ ({
  immutable: "public, max-age=31536000, immutable",
  revalidate: "no-cache",
});

/** Folder of content-hashed build assets. Everything else (HTML, .data, favicons, sitemap…) is revalidated. */
export const immutablePrefix = "/assets/";

/**
 * Paths that exist in the build but are never served as themselves: dotfiles,
 * source maps, the static-host config files, and 404.html, which is only ever
 * the body of a 404.
 * @param {string} pathname decoded request path
 */
export function isHidden(pathname) {
  return (
    /(^|\/)\./.test(pathname) ||
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
  const bare = pathname.replace(/\/index\.html$/i, "").replace(/\/$/, "") || "/";
  const route = routes.find((candidate) => candidate.toLowerCase() === bare.toLowerCase());
  return route && route !== pathname ? route : null;
}

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
