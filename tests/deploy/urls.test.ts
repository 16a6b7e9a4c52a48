import { readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { explicitRedirects, routesFromHtmlFiles } from "../../deploy/rules.js";
import { routes } from "../browser/support";
import { englishSite } from "../../src/model/languages/english";
import { content, ui } from "../support/content";
import { buildFile, clientDir, cloudflareDecisions, hostFileLines, rawRequest, siteUrl } from "./support";

/** Every page of the build, projects and guides included. */
const builtRoutes = routesFromHtmlFiles(
  readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => !file.startsWith("admin/")),
);

/** [path, status, Location]: the URL rules of deploy/rules.js and wrangler.jsonc. */
const cases: [string, number, string?][] = [
  ...routes.map((route): [string, number] => [route, 200]),
  // The slash form and /index.html of a page answer 301 to it, keeping the query.
  ...routes.filter((route) => route !== "/").map((route): [string, number, string] => [`${route}/`, 301, route]),
  ...routes.map((route): [string, number, string] => [`${route.replace(/\/$/, "")}/index.html`, 301, route]),
  // The mixed-case page's all-lowercase spelling, the one people type; any other case is not found.
  ["/lasershutters", 301, "/LaserShutters"],
  ["/lasershutters/", 301, "/LaserShutters"],
  ["/LASERSHUTTERS", 404],
  ["/Canopies", 404],
  ["/canopies/?ref=ad", 301, "/canopies?ref=ad"],
  ["/canopies?ref=ad", 200],
  // Unknown paths, and paths that are in the build but never served as themselves: 404.
  ["/no-such-page", 404],
  ["/no-such-page/", 404],
  ["/lasershutters/extra", 404],
  ["/.git/config", 404],
  ["/.env", 404],
  ["/assets", 404],
  ["/assets/", 404],
  ["/assets/missing.js", 404],
  ["/_headers", 404],
  ["/_redirects", 404],
  ["/.well-known/security.txt", 200],
  ["/.well-known/", 404],
  ["/.well-known/.git/config", 404],
  // The admin lives at its folder with a slash: the Worker answers /admin and /admin/ (worker/index.ts).
  ["/admin", 301, "/admin/"],
  ["/admin/", 200],
  ["/admin/index.html", 301, "/admin/"],
  ["/admin?x=1", 301, "/admin/?x=1"],
  ...cloudflareDecisions.notFoundPage,
];

describe("Cloudflare's runtime with wrangler.jsonc", () => {
  test.each(cases)("%s → %i %s", async (path, status, location) => {
    const response = await rawRequest(siteUrl, path);
    expect(response.status).toBe(status);
    expect(response.headers.location).toBe(location);
    if (status === 200 && !path.includes(".")) expect(response.headers["content-type"]).toMatch(/^text\/html/);
    // Every 404 is the not-found page itself, never the home page or a bare server error page.
    if (status === 404) expect(response.body.toString()).toContain(ui.notFound.titleEnglish);
  });

  // Cloudflare's asset router serves an unknown address the 404.html of its nearest folder: under /en, the English one.
  test.each(["/en/no-such-page", "/en/no-such-page/", "/en/fencing/extra"])(
    "%s → 404 with the English not-found page, while the site has English",
    async (path) => {
      const english = englishSite(content);
      expect(english).toBeDefined();
      const response = await rawRequest(siteUrl, path);
      expect(response.status).toBe(404);
      const html = response.body.toString();
      expect(html).toContain('<html lang="en" dir="ltr"');
      expect(html).toContain(english!.content.ui.notFound.title);
      expect(html).toBe(buildFile("/en/404.html").toString());
    },
  );

  test("serves security.txt (RFC 9116) from the build with a contact and a future expiry", async () => {
    const response = await rawRequest(siteUrl, "/.well-known/security.txt");
    const text = response.body.toString();
    expect(text).toBe(buildFile("/.well-known/security.txt").toString());
    expect(text).toMatch(/^Contact: tel:\+\d+$/m);
    expect(Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? "")).toBeGreaterThan(Date.now());
  });
});

describe("_redirects", () => {
  const rules = hostFileLines("_redirects").map((line) => line.trim().split(/\s+/));

  test("holds only 301s: each page's other forms and the admin's /index.html, no rewrite", () => {
    expect(rules.map(([from, to, status]) => ({ from, to, status }))).toEqual(
      [...explicitRedirects(builtRoutes), { from: "/admin/index.html", to: "/admin/" }].map((rule) => ({
        ...rule,
        status: "301",
      })),
    );
  });

  test("every rule answers its 301 under the runtime, never a loop back to itself", async () => {
    for (const [from = "", to] of rules) {
      const response = await rawRequest(siteUrl, from);
      expect([from, response.status, response.headers.location]).toEqual([from, 301, to]);
      expect([to, (await rawRequest(siteUrl, to!)).status]).toEqual([to, 200]);
    }
  });
});
