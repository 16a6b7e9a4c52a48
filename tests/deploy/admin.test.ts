import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { adminCsp, cacheControl, contentSecurityPolicy, securityHeaders } from "../../deploy/rules.js";
import { clientDir, hostFileLines, rawRequest, servers } from "./support";

// The built admin (Sveltia CMS, scripts/build/admin.js): every server gives
// /admin/ its own policy and leaves the public pages' policy as it is.
const page = readFileSync(join(clientDir, "admin/index.html"), "utf8");
const script = /src="(\/admin\/[^"]+\.js)"/.exec(page)?.[1];

test("the admin's page loads a script of its own", () => expect(script).toMatch(/^\/admin\//));

describe.each(servers)("%s", (_name, base) => {
  test("serves the admin at /admin/ with its own CSP, noindex and no-store", async () => {
    const response = await rawRequest(base, "/admin/");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(page);
    expect(page).toMatch(/<html[^>]* lang="ar"/);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe(adminCsp());
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.headers["cache-control"]).toBe(cacheControl.never);
    for (const [name, value] of Object.entries(securityHeaders))
      expect(response.headers[name.toLowerCase()]).toBe(value);
  });

  test.each([
    ["/admin/config.yml", "application/yaml; charset=utf-8"],
    [script!, "text/javascript; charset=utf-8"],
  ])("serves %s with the admin's CSP, revalidated", async (path, type) => {
    const response = await rawRequest(base, path);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
    expect(response.headers["content-security-policy"]).toBe(adminCsp());
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.headers["cache-control"]).toBe(cacheControl.revalidate);
  });

  test("/admin answers 301 to /admin/, never indexed", async () => {
    const response = await rawRequest(base, "/admin");
    expect([response.status, response.headers.location]).toEqual([301, "/admin/"]);
    expect(response.headers["x-robots-tag"]).toBe("noindex");
  });

  test.each(["/", "/canopies", "/no-such-page", "/admin-like"])(
    "%s keeps the public policy and stays indexable",
    async (path) => {
      const response = await rawRequest(base, path);
      expect(response.headers["content-security-policy"]).toBe(contentSecurityPolicy);
      expect(response.headers["x-robots-tag"]).toBeUndefined();
    },
  );

  test("a dotfile under /admin/ stays hidden", async () => {
    expect((await rawRequest(base, "/admin/.env")).status).toBe(404);
  });
});

test("_headers gives /admin/ the admin's CSP, noindex and no-store, and the pages the public CSP", () => {
  const lines = hostFileLines("_headers").map((line) => line.trim());
  const rule = (path: string) => {
    const start = lines.indexOf(path);
    expect(start, path).toBeGreaterThan(-1);
    const end = lines.findIndex((line, index) => index > start && line.startsWith("/"));
    return lines.slice(start + 1, end === -1 ? undefined : end);
  };
  expect(rule("/admin/*")).toEqual([`Content-Security-Policy: ${adminCsp()}`, "X-Robots-Tag: noindex"]);
  expect(rule("/admin/")).toEqual([`Cache-Control: ${cacheControl.never}`]);
  expect(rule("/canopies")).toContain(`Content-Security-Policy: ${contentSecurityPolicy}`);
});
