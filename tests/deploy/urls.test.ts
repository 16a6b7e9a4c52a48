import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { routes } from "../browser/support";
import { ui } from "../support/content";
import { buildFile, clientDir, cloudflareDifferences, hosts, rawRequest, servers } from "./support";

/** [path, status, Location]: the URL rules of deploy/rules.js, which every host must follow. */
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
  ["/assets/site.js.map", 404],
  ["/_headers", 404],
  ["/_redirects", 404],
  ["//evil.example/", 404],
  // RFC 8615's folder is the one dotfile path served; security.txt is written by every build.
  ["/.well-known/security.txt", 200],
  ["/.well-known/", 404],
  ["/.well-known/.git/config", 404],
  ["/.well-known/acme-challenge/missing-token", 404],
  ["/.env.local", 404],
  ["/assets/.git/HEAD", 404],
  // The admin lives at its folder with a slash (tests/deploy/admin.test.ts serves a stand-in).
  ["/admin", 301, "/admin/"],
  ["/admin/index.html", 301, "/admin/"],
  ["/admin?x=1", 301, "/admin/?x=1"],
];

/** The table as one host must answer it: Cloudflare's own decisions replace the rows they concern. */
function casesFor(host: string) {
  if (host !== "Cloudflare Pages") return cases;
  const own = new Map(cloudflareDifferences.urls.map((row) => [row[0], row]));
  return cases.map((row) => own.get(row[0]) ?? row);
}

describe.each(hosts)("%s", (name, base) => {
  test.each(casesFor(name))("%s → %i %s", async (path, status, location) => {
    const response = await rawRequest(base, path);
    expect(response.status).toBe(status);
    expect(response.headers.location).toBe(location);
    if (status === 200 && !path.includes(".")) expect(response.headers["content-type"]).toMatch(/^text\/html/);
    // Every 404 is the not-found page itself, never the home page or a bare server error page.
    if (status === 404) expect(response.body.toString()).toContain(ui.notFound.titleEnglish);
  });

  test("never serves the static-host files themselves", async () => {
    for (const path of ["/_headers", "/_redirects"]) {
      const response = await rawRequest(base, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.body.toString(), path).not.toContain("Content-Security-Policy");
    }
  });
});

// Files a test places in the build: the emulator reads the folder when it starts, as Pages does at upload.
describe.each(servers)("%s", (_name, base) => {
  test("serves an ACME challenge file placed in the build, as it is", async () => {
    const token = `test-token-${process.pid}_-A9`;
    const dir = join(clientDir, ".well-known/acme-challenge");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, token), `${token}.key-authorization`);
    try {
      const response = await rawRequest(base, `/.well-known/acme-challenge/${token}`);
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe(`${token}.key-authorization`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("serves security.txt (RFC 9116) from the build with a contact and a future expiry", async () => {
    const response = await rawRequest(base, "/.well-known/security.txt");
    const text = response.body.toString();
    expect(text).toBe(buildFile("/.well-known/security.txt").toString());
    expect(text).toMatch(/^Contact: tel:\+\d+$/m);
    expect(Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? "")).toBeGreaterThan(Date.now());
  });
});
