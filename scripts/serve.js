// @ts-check
// Serves the pre-rendered site as production does, with the rules of
// deploy/rules.js that nginx and the static-host files also follow: one
// canonical form per route (301 for the other slash form, /index.html and wrong
// case), a real 404 status with 404.html, hidden dotfiles and source maps, the
// security headers with each page's CSP, and compressed responses.
// serve-handler serves the files; this wrapper only applies those rules.
import { existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join, posix, resolve } from "node:path";
import compression from "compression";
import handler from "serve-handler";
import { cacheControl, immutablePrefix, isHidden, pageFile, redirectFor, securityHeaders } from "../deploy/rules.js";
import { analyzeBuild } from "./build/serving.js";

export const buildDir = resolve(import.meta.dirname, "../build/client");

/** serve-handler options shared by `npm start` and the tests. Routes are mapped to their files below. */
export const serveConfig = {
  public: buildDir,
  cleanUrls: false,
  directoryListing: false,
  etag: true,
};

/** A file can never exist below 404.html, so serve-handler answers 404 with 404.html for it. */
const notFoundUrl = "/404.html/not-found";

/** Longest decoded path accepted; nginx refuses request lines over 8 KB. */
const maxPathLength = 4096;

const compress = compression();

/**
 * The request path decoded and normalised (like nginx: "//" merged, "." and ".." resolved,
 * never above the root), or the status for a path that cannot be a file name.
 * @param {string} url
 * @returns {{ pathname: string, search: string } | { status: number }}
 */
function parsePath(url) {
  const [rawPath = "/", ...query] = url.split("?");
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes("\0") || !decoded.startsWith("/")) return { status: 400 };
  if (decoded.length > maxPathLength) return { status: 414 };
  const pathname = posix.normalize(decoded.replace(/\/{2,}/g, "/"));
  return { pathname, search: query.length ? `?${query.join("?")}` : "" };
}

/** Encodes each segment, so that a decoded "?" or "%" stays part of the path. */
const encodePath = (/** @type {string} */ pathname) => pathname.split("/").map(encodeURIComponent).join("/");

/** @param {string} pathname a normalised path, so it stays inside the build */
function isFile(pathname) {
  try {
    return statSync(join(buildDir, pathname)).isFile();
  } catch {
    return false;
  }
}

/** @type {{ stamp: number, analysis: ReturnType<typeof analyzeBuild> } | null} */
let cached = null;

/**
 * Routes and CSPs of the build on disk. A rebuild while the server runs changes
 * every hash, so the analysis is redone when _headers, written once the pages are final, changes.
 */
function currentBuild() {
  let stamp = -1;
  try {
    stamp = statSync(join(buildDir, "_headers")).mtimeMs;
  } catch {
    // Mid-build, or a build from before _headers existed: analyse what is there.
  }
  if (cached?.stamp !== stamp) {
    const analysis = analyzeBuild(buildDir);
    const entry = { stamp, analysis };
    cached = entry;
    // A failed analysis (files missing mid-build) is retried by the next request.
    analysis.catch(() => cached === entry && (cached = null));
  }
  return cached.analysis;
}

export function createSiteServer() {
  if (!existsSync(join(buildDir, "index.html"))) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`);
  }
  return createServer((request, response) => {
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    currentBuild()
      .then(({ routes, pagePolicies, defaultPolicy }) => {
        const parsed = parsePath(request.url ?? "/");
        response.setHeader("Cache-Control", cacheControl.revalidate);
        response.setHeader("Content-Security-Policy", defaultPolicy);
        if ("status" in parsed) {
          response.writeHead(parsed.status).end();
          return;
        }
        const { pathname, search } = parsed;
        const redirect = redirectFor(pathname, routes);
        if (redirect) {
          response.writeHead(301, { Location: encodePath(redirect) + search }).end();
          return;
        }
        if (routes.includes(pathname)) {
          // Set here, not per served file: a 304 must repeat the page's policy, or
          // the browser would store the other one with its cached copy.
          response.setHeader("Content-Security-Policy", pagePolicies.get(pageFile(pathname)) ?? defaultPolicy);
          request.url = encodePath(pageFile(pathname)) + search;
        } else if (isHidden(pathname)) {
          request.url = notFoundUrl;
        } else {
          if (pathname.startsWith(immutablePrefix) && isFile(pathname)) {
            response.setHeader("Cache-Control", cacheControl.immutable);
          }
          request.url = encodePath(pathname) + search;
        }
        // compression's types expect Express; it only uses the Node request and response.
        compress(/** @type {any} */ (request), /** @type {any} */ (response), () => {
          handler(request, response, serveConfig).catch(fail);
        });
      })
      .catch(fail);

    /** @param {unknown} error */
    function fail(error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  createSiteServer().listen(port, host, () => {
    console.log(`\n  Site ready at http://${host}:${port}/\n`);
  });
}
