// Serves the pre-rendered site as production does: clean URLs, one canonical
// form per route (301 for the other slash form and for wrong case), and a
// real 404 status with 404.html. serve-handler does the file serving; the
// wrapper only adds the case redirect, which serve-handler cannot express.
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import handler from "serve-handler";

export const buildDir = resolve(import.meta.dirname, "../build/client");

/** serve-handler options shared by `npm start` and the tests. */
export const serveConfig = {
  public: buildDir,
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  etag: true,
};

/** "lasershutters" → "LaserShutters", for every pre-rendered route folder. */
function routeFolders() {
  const folders = readdirSync(buildDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(buildDir, entry.name, "index.html")))
    .map((entry) => entry.name);
  return new Map(folders.map((name) => [name.toLowerCase(), name]));
}

export function createSiteServer() {
  if (!existsSync(join(buildDir, "index.html"))) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`);
  }
  const folders = routeFolders();
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const [, first = "", ...rest] = url.pathname.split("/");
    const canonical = folders.get(first.toLowerCase());
    if (canonical && canonical !== first) {
      const location = ["", canonical, ...rest].join("/").replace(/\/$/, "") + url.search;
      response.writeHead(301, { Location: location }).end();
      return;
    }
    handler(request, response, serveConfig).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  createSiteServer().listen(port, host, () => {
    console.log(`\n  Site ready at http://${host}:${port}/\n`);
  });
}
