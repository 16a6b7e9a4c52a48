import { describe, expect, test } from "vitest";
import { routes } from "../e2e/support";
import { rawRequest, servers } from "./support";

/** [path, status, Location]: the URL rules of deploy/rules.js, which nginx and npm start must both follow. */
const cases: [string, number, string?][] = [
  ...routes.map((route): [string, number] => [route, 200]),
  // The other slash form, /index.html and any other case of a page answer 301 to it, keeping the query.
  ...routes.filter((route) => route !== "/").map((route): [string, number, string] => [`${route}/`, 301, route]),
  ...routes.map((route): [string, number, string] => [`${route.replace(/\/$/, "")}/index.html`, 301, route]),
  ["/lasershutters", 301, "/LaserShutters"],
  ["/lasershutters/", 301, "/LaserShutters"],
  ["/LASERSHUTTERS", 301, "/LaserShutters"],
  ["/Canopies", 301, "/canopies"],
  ["/canopies/?ref=ad", 301, "/canopies?ref=ad"],
  ["/canopies?ref=ad", 200],
  // Route data the client router fetches on in-app navigation.
  ["/canopies.data", 200],
  ["/_root.data", 200],
  // Unknown paths, and paths that are in the build but never served as themselves: 404.
  ["/no-such-page", 404],
  ["/no-such-page/", 404],
  ["/lasershutters/extra", 404],
  ["/404", 404],
  ["/404.html", 404],
  ["/index", 404],
  ["/.git/config", 404],
  ["/.env", 404],
  ["/assets", 404],
  ["/assets/", 404],
  ["/assets/missing.js", 404],
  ["/assets/entry.client.js.map", 404],
  ["/_headers", 404],
  ["/_redirects", 404],
  ["//evil.example/", 404],
];

describe.each(servers)("%s", (_name, base) => {
  test.each(cases)("%s → %i %s", async (path, status, location) => {
    const response = await rawRequest(base, path);
    expect(response.status).toBe(status);
    expect(response.headers.location).toBe(location);
    if (status === 200 && !path.includes(".")) expect(response.headers["content-type"]).toMatch(/^text\/html/);
    // Every 404 is the not-found page itself, never the home page or a bare server error page.
    if (status === 404) expect(response.body.toString()).toContain("Oops! Page not found");
  });
});
