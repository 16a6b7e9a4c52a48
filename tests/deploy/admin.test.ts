import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { adminCsp, adminHeaders, cacheControl, contentSecurityPolicy, securityHeaders } from "../../deploy/rules.js";
import { clientDir, hostFileLines, rawRequest, siteUrl } from "./support";

// The built admin (Sveltia CMS, scripts/build/admin.js) under Cloudflare's
// runtime: /admin/ gets its own policy, the public pages keep theirs.

/** The security headers every response under /admin/ carries: the shared ones, with the admin's in their place. */
const adminResponseHeaders = { ...securityHeaders, ...adminHeaders };
const page = readFileSync(join(clientDir, "admin/index.html"), "utf8");
const script = /src="(\/admin\/[^"]+\.js)"/.exec(page)?.[1];
const base = siteUrl;

test("the admin's page loads a script of its own", () => expect(script).toMatch(/^\/admin\//));

describe("the admin under Cloudflare's runtime", () => {
  test("is served at /admin/ with its own CSP, noindex, no-store and a pop-up-friendly opener policy", async () => {
    const response = await rawRequest(base, "/admin/");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(page);
    expect(page).toMatch(/<html[^>]* lang="ar"/);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe(adminCsp());
    expect(response.headers["cache-control"]).toBe(cacheControl.never);
    for (const [name, value] of Object.entries(adminResponseHeaders))
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    // The Git host's sign-in pop-up posts the token back to its opener, which same-origin cuts off.
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  test.each(["/admin", "/admin/config.yml", "/admin/no-such-file", "/admin/index.html", "/admin/leads"])(
    "%s keeps the admin's opener policy and noindex, whatever its status",
    async (path) => {
      const response = await rawRequest(base, path);
      expect(response.headers["cross-origin-opener-policy"], path).toBe(adminHeaders["Cross-Origin-Opener-Policy"]);
      expect(response.headers["x-robots-tag"], path).toBe("noindex");
    },
  );

  test("its script is served with the admin's CSP, revalidated", async () => {
    const response = await rawRequest(base, script!);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe(adminCsp());
    expect(response.headers["cache-control"]).toBe(cacheControl.revalidate);
  });

  test("its config.yml names GitHub, from the Worker's settings, and is never cached", async () => {
    const response = await rawRequest(base, "/admin/config.yml");
    expect(response.status).toBe(200);
    expect(response.headers["content-security-policy"]).toBe(adminCsp());
    expect(response.headers["cache-control"]).toBe(cacheControl.never);
    const backend = /^backend:\n((?: {2}.*\n)+)/m.exec(response.body.toString())?.[1];
    // wrangler.jsonc's defaults: no repository yet, the main branch, and so no GitHub sign-in button.
    expect(backend).toBe("  name: github\n  repo: owner/riyadh-site\n  branch: main\n");
  });

  test("/admin answers 301 to /admin/, never indexed", async () => {
    const response = await rawRequest(base, "/admin");
    expect([response.status, response.headers.location]).toEqual([301, "/admin/"]);
    expect(response.headers["x-robots-tag"]).toBe("noindex");
  });

  test.each(["/", "/canopies", "/no-such-page", "/admin-like"])(
    "%s keeps the public policy and opener policy, and stays indexable",
    async (path) => {
      const response = await rawRequest(base, path);
      expect(response.headers["content-security-policy"]).toBe(contentSecurityPolicy);
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers["x-robots-tag"]).toBeUndefined();
    },
  );

  test("the lead log's page is served at /admin/leads with the admin's CSP, never indexed", async () => {
    const response = await rawRequest(base, "/admin/leads");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(readFileSync(join(clientDir, "admin/leads/index.html"), "utf8"));
    expect(response.headers["content-security-policy"]).toBe(adminCsp());
    expect(response.headers["x-robots-tag"]).toBe("noindex");
  });

  test("a dotfile under /admin/ stays hidden", async () => {
    expect((await rawRequest(base, "/admin/.env")).status).toBe(404);
  });
});

test("_headers gives the admin its CSP, noindex and opener policy, and its page no-store, replacing the inherited ones", () => {
  const lines = hostFileLines("_headers").map((line) => line.trim());
  const rule = (path: string) => {
    const start = lines.indexOf(path);
    expect(start, path).toBeGreaterThan(-1);
    const end = lines.findIndex((line, index) => index > start && line.startsWith("/"));
    return lines.slice(start + 1, end === -1 ? undefined : end);
  };
  const own = [`Content-Security-Policy: ${adminCsp()}`, ...Object.entries(adminHeaders).map(([n, v]) => `${n}: ${v}`)];
  expect(rule("/admin/*")).toEqual(["! Content-Security-Policy", "! Cross-Origin-Opener-Policy", ...own]);
  // The Worker serves /admin/ from the asset router's /admin (worker/index.ts).
  expect(rule("/admin")).toEqual([
    "! Content-Security-Policy",
    "! Cross-Origin-Opener-Policy",
    "! Cache-Control",
    ...own,
    `Cache-Control: ${cacheControl.never}`,
  ]);
  expect(rule("/*")).toContain(`Content-Security-Policy: ${contentSecurityPolicy}`);
  expect(rule("/*")).toContain("Cross-Origin-Opener-Policy: same-origin");
});
