import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { adminCsp, adminHeaders, cacheControl, contentSecurityPolicy, securityHeaders } from "../../deploy/rules.js";
import { clientDir, cloudflareDifferences, hostFileLines, hosts, rawRequest } from "./support";

// The built admin (Sveltia CMS, scripts/build/admin.js): every host gives
// /admin/ its own policy and leaves the public pages' policy as it is.

/** The security headers every response under /admin/ carries: the shared ones, with the admin's in their place. */
const adminResponseHeaders = { ...securityHeaders, ...adminHeaders };
const page = readFileSync(join(clientDir, "admin/index.html"), "utf8");
const script = /src="(\/admin\/[^"]+\.js)"/.exec(page)?.[1];

test("the admin's page loads a script of its own", () => expect(script).toMatch(/^\/admin\//));

describe.each(hosts)("%s", (name, base) => {
  test("serves the admin at /admin/ with its own CSP, noindex, no-store and a pop-up-friendly opener policy", async () => {
    const response = await rawRequest(base, "/admin/");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(page);
    expect(page).toMatch(/<html[^>]* lang="ar"/);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe(adminCsp());
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.headers["cache-control"]).toBe(cacheControl.never);
    for (const [name, value] of Object.entries(adminResponseHeaders))
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    // The Git host's sign-in pop-up posts the token back to its opener, which same-origin cuts off.
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  test.each(["/admin", "/admin/config.yml", "/admin/no-such-file"])(
    "%s keeps the admin's opener policy and noindex, whatever its status",
    async (path) => {
      const response = await rawRequest(base, path);
      expect(response.headers["cross-origin-opener-policy"], path).toBe(adminHeaders["Cross-Origin-Opener-Policy"]);
      expect(response.headers["x-robots-tag"], path).toBe("noindex");
    },
  );

  test.each([
    ["/admin/config.yml", "application/yaml; charset=utf-8"],
    [script!, "text/javascript; charset=utf-8"],
  ])("serves %s with the admin's CSP, revalidated", async (path, type) => {
    const response = await rawRequest(base, path);
    expect(response.status).toBe(200);
    const extension = /\.(\w+)$/.exec(path)?.[1] ?? "";
    const own = name === "Cloudflare Pages" ? cloudflareDifferences.contentTypes[extension] : undefined;
    expect(response.headers["content-type"]).toBe(own ?? type);
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
    "%s keeps the public policy and opener policy, and stays indexable",
    async (path) => {
      const response = await rawRequest(base, path);
      expect(response.headers["content-security-policy"]).toBe(contentSecurityPolicy);
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers["x-robots-tag"]).toBeUndefined();
    },
  );

  test("a dotfile under /admin/ stays hidden", async () => {
    expect((await rawRequest(base, "/admin/.env")).status).toBe(404);
  });
});

test("_headers gives /admin/ the admin's CSP, noindex, opener policy and no-store, replacing the inherited ones", () => {
  const lines = hostFileLines("_headers").map((line) => line.trim());
  const rule = (path: string) => {
    const start = lines.indexOf(path);
    expect(start, path).toBeGreaterThan(-1);
    const end = lines.findIndex((line, index) => index > start && line.startsWith("/"));
    return lines.slice(start + 1, end === -1 ? undefined : end);
  };
  expect(rule("/admin/*")).toEqual([
    "! Content-Security-Policy",
    "! Cross-Origin-Opener-Policy",
    `Content-Security-Policy: ${adminCsp()}`,
    ...Object.entries(adminHeaders).map(([name, value]) => `${name}: ${value}`),
  ]);
  expect(rule("/admin/")).toEqual(["! Cache-Control", `Cache-Control: ${cacheControl.never}`]);
  expect(rule("/*")).toContain(`Content-Security-Policy: ${contentSecurityPolicy}`);
  expect(rule("/*")).toContain("Cross-Origin-Opener-Policy: same-origin");
});
