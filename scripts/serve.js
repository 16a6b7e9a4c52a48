// @ts-check
// Serves the pre-rendered site as production does, with the rules of
// deploy/rules.js that nginx and the static-host files also follow: GET and
// HEAD only, one canonical form per route (301 for the other slash form,
// /index.html and wrong case), a real 404 status with 404.html, hidden dotfiles
// and source maps, the security headers and CSP, and the build's precompressed
// .br/.gz files. sirv serves the files; this layer only applies those rules.
// Nothing is cached between requests, so a rebuild (which switches the
// build/client symlink to a new release, see scripts/build.js) is served at
// once, without a restart.
import { readdirSync, realpathSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join, posix, resolve } from "node:path";
import sirv from "sirv";
import {
  adminHeaders,
  adminPrefix,
  allowedMethods,
  cacheControlFor,
  contentType,
  isHidden,
  pageFile,
  policyFor,
  readCspOrigins,
  redirectFor,
  securityHeaders,
} from "../deploy/rules.js";

export const buildDir = resolve(import.meta.dirname, "../build/client");

/** @type {Map<string, { files: import("sirv").RequestHandler, origins: import("../deploy/rules.js").CspOrigins }>} */
const releases = new Map();

/**
 * sirv for one release folder. A request is served from the release that
 * build/client named when it arrived: sirv reads a file's size and then opens it
 * by name, so through the symlink a switch in between would send the new file
 * under the old length. `dev` makes sirv look each file up when asked instead of
 * listing the folder once.
 * @param {string} release
 */
function releaseOf(release) {
  let served = releases.get(release);
  if (!served) {
    const files = sirv(release, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });
    // The analytics origins the release's CSP allows, as the build decided them.
    served = { files, origins: readCspOrigins(release) };
    releases.set(release, served);
    // The build keeps the last three releases.
    if (releases.size > 3) releases.delete(/** @type {string} */ (releases.keys().next().value));
  }
  return served;
}

/**
 * The request path decoded and normalised (like nginx: "//" merged, "." and ".." resolved,
 * never above the root), or null for a path that cannot name a file.
 * @param {string} url
 */
function parsePath(url) {
  const [rawPath = "/", ...query] = url.split("?");
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || !decoded.startsWith("/")) return null;
  const pathname = posix.normalize(decoded.replace(/\/{2,}/g, "/"));
  return { pathname, search: query.length ? `?${query.join("?")}` : "" };
}

/** Encodes each segment, so that a decoded "?" or "%" stays part of the path. */
const encodePath = (/** @type {string} */ pathname) => pathname.split("/").map(encodeURIComponent).join("/");

/** Whether a normalised path (so one inside the build) is a file; false for any name the OS refuses. */
function isFile(/** @type {string} */ root, /** @type {string} */ pathname) {
  try {
    return statSync(join(root, pathname)).isFile();
  } catch {
    return false;
  }
}

/** @param {string} root @param {string} dir */
function entries(root, dir) {
  try {
    return readdirSync(join(root, dir));
  } catch {
    return [];
  }
}

/**
 * The pre-rendered page a path names in any case, with or without its slash or
 * /index.html, read from the build on disk ("/lasershutters/" → "/LaserShutters").
 * @param {string} root
 * @param {string} pathname
 */
function pageRoute(root, pathname) {
  if (pathname.startsWith(adminPrefix)) return null;
  let route = "";
  for (const segment of pathname
    .replace(/\/index\.html$/i, "")
    .split("/")
    .filter(Boolean)) {
    const names = entries(root, route);
    const name = names.includes(segment) ? segment : names.find((n) => n.toLowerCase() === segment.toLowerCase());
    if (!name) return null;
    route += `/${name}`;
  }
  return isFile(root, pageFile(route || "/")) ? route || "/" : null;
}

/**
 * One line of JSON per entry, so a path with a newline or control character
 * stays inside its string instead of forging a log line.
 * @param {Record<string, unknown>} entry
 */
const log = (entry, write = console.log) => write(JSON.stringify(entry));

/** Requests are logged (as JSON lines) only when ACCESS_LOG is set; errors always are. */
const accessLog = Boolean(process.env.ACCESS_LOG);

/**
 * Sends 404.html with status 404 through sirv, which always writes 200 itself.
 * @param {ReturnType<typeof releaseOf>} release
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
function notFound({ files, origins }, request, response) {
  request.url = "/404.html";
  // The not-found page is never answered with 304 or a part of itself.
  delete request.headers["if-none-match"];
  delete request.headers.range;
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (/** @type {any} */ _status, /** @type {any[]} */ ...rest) => writeHead(404, ...rest);
  response.setHeader("Content-Type", contentType(request.url));
  response.setHeader("Content-Security-Policy", policyFor(request.url, origins));
  response.setHeader("Cache-Control", cacheControlFor(request.url));
  files(request, response, () => void response.end("Not found"));
}

export function createSiteServer() {
  if (!isFile(buildDir, "/index.html")) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`);
  }
  return createServer((request, response) => {
    const parsed = parsePath(request.url ?? "/");
    const pathname = parsed?.pathname ?? "/";
    let root;
    try {
      root = realpathSync.native(buildDir);
    } catch {
      // build/client was removed by hand; a build puts it back.
      response.writeHead(503).end();
      return;
    }
    const release = releaseOf(root);
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    response.setHeader("Content-Security-Policy", policyFor(pathname, release.origins));
    response.setHeader("Cache-Control", cacheControlFor(pathname));
    if (pathname.startsWith(adminPrefix) || pathname === adminPrefix.slice(0, -1)) {
      for (const [name, value] of Object.entries(adminHeaders)) response.setHeader(name, value);
    }
    // sirv streams files without an error handler: a file removed between its
    // lookup and its read would otherwise end the process.
    response.on("pipe", (source) =>
      source.once("error", (/** @type {NodeJS.ErrnoException} */ error) => {
        log({ error: error.code ?? error.message, path: pathname }, console.error);
        response.destroy();
      }),
    );
    if (accessLog)
      response.once("close", () => log({ method: request.method, path: pathname, status: response.statusCode }));

    if (!allowedMethods.includes(/** @type {any} */ (request.method))) {
      response.writeHead(405, { Allow: allowedMethods.join(", ") }).end();
      return;
    }
    if (!parsed || isHidden(pathname)) return notFound(release, request, response);
    const { search } = parsed;
    let file = pathname;
    if (pathname === adminPrefix) {
      file = pageFile(adminPrefix.slice(0, -1));
    } else if (pathname.endsWith("/") || /\/index\.html$/i.test(pathname) || !isFile(root, pathname)) {
      const route = pageRoute(root, pathname);
      const redirect = redirectFor(pathname, route ? [route] : []);
      if (redirect) {
        response.writeHead(301, { Location: encodePath(redirect) + search }).end();
        return;
      }
      if (!route) return notFound(release, request, response);
      file = pageFile(route);
    }
    response.setHeader("Cache-Control", cacheControlFor(file));
    response.setHeader("Content-Type", contentType(file));
    request.url = encodePath(file) + search;
    release.files(request, response, () => notFound(release, request, response));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  createSiteServer().listen(port, host, () => {
    console.log(`\n  Site ready at http://${host}:${port}/\n`);
  });
}
