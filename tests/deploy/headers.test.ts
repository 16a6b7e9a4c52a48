import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { adminHeaders, cacheControl, contentSecurityPolicy, securityHeaders } from "../../deploy/rules.js";
import { inlineCode } from "../../scripts/build/serving.js";
import { routes } from "../browser/support";
import { buildFile, clientDir, hostFileLines, rawRequest, siteUrl } from "./support";

const assets = readdirSync(`${clientDir}/assets`);
/** The largest hashed file of a kind: big enough to be worth compressing. */
const asset = (extension: string) =>
  `/assets/${
    assets
      .filter((name) => name.endsWith(extension))
      .sort((a, b) => statSync(join(clientDir, "assets", b)).size - statSync(join(clientDir, "assets", a)).size)[0]
  }`;

/** CSP directives by name. */
function directives(policy: string) {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const base = siteUrl;

describe("Cloudflare's runtime with the build's _headers", () => {
  test.each([
    ["a page", "/canopies", 200],
    ["an asset", asset(".js"), 200],
    ["a redirect", "/canopies/", 301],
    ["an unknown path", "/no-such-page", 404],
    ["a dotfile", "/.git/config", 404],
  ])("sends every security header with %s (%s)", async (_kind, path, status) => {
    const response = await rawRequest(base, path);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });

  test.each([...routes, "/no-such-page"])("%s: one strict CSP, and nothing inline for it to allow", async (path) => {
    const response = await rawRequest(base, path);
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toBe(contentSecurityPolicy);
    expect(policy).not.toMatch(/unsafe-|sha256-|\*|data:|https?:/);
    const csp = directives(policy);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    const html = response.body.toString();
    expect(inlineCode(html)).toEqual([]);
    // The code lives in hashed files instead: the page's script is one of them.
    expect(html).toMatch(/<script type="module" src="\/assets\/[\w.-]+\.js"><\/script>/);
  });

  test("a 304 repeats the page's CSP, which the browser stores with its cached copy", async () => {
    const first = await rawRequest(base, "/canopies");
    const etag = String(first.headers.etag);
    const again = await rawRequest(base, "/canopies", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(again.headers["cache-control"]).toBe(cacheControl.revalidate);
  });

  test.each([
    ["HTML", "/", cacheControl.revalidate],
    ["a 404", "/no-such-page", cacheControl.revalidate],
    // _headers matches the path asked for: a missing hashed name is cached like the file it would be.
    // Hashed names change with their content, so that name never comes into being later.
    ["a missing asset", "/assets/missing.js", cacheControl.immutable],
    ["hashed JS", asset(".js"), cacheControl.immutable],
    ["hashed CSS", asset(".css"), cacheControl.immutable],
    ["a hashed font", asset(".woff2"), cacheControl.immutable],
  ])("caches %s (%s) with %s", async (_kind, path, expected) => {
    expect((await rawRequest(base, path)).headers["cache-control"]).toBe(expected);
  });
});

describe("compression", () => {
  test.each([["/canopies"], [asset(".js")], [asset(".css")]])(
    "%s is compressed for browsers that accept it, and sent as built to others",
    async (path) => {
      const file = path === "/canopies" ? "/canopies/index.html" : path;
      const gzip = await rawRequest(base, path, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.body).equals(buildFile(file))).toBe(true);
      const plain = await rawRequest(base, path);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(buildFile(file))).toBe(true);
    },
  );

  test("the build holds no precompressed copies: Cloudflare compresses at its edge", () => {
    const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});

/** A file of each type the site serves, with the Content-Type Cloudflare sends (its own table, not ours). */
const typed: [string, string][] = [
  ["/", "text/html; charset=utf-8"],
  [asset(".js"), "text/javascript; charset=utf-8"],
  [asset(".css"), "text/css; charset=utf-8"],
  [asset(".svg"), "image/svg+xml"],
  [asset(".woff2"), "font/woff2"],
  ["/manifest.webmanifest", "application/manifest+json"],
  ["/sitemap.xml", "application/xml"],
  ["/robots.txt", "text/plain; charset=utf-8"],
  ["/.well-known/security.txt", "text/plain; charset=utf-8"],
  ["/favicon.ico", "image/vnd.microsoft.icon"],
  ["/icon-192.png", "image/png"],
];

test.each(typed)("%s is sent as %s", async (path, type) => {
  expect((await rawRequest(base, path)).headers["content-type"]).toBe(type);
});

describe("_headers", () => {
  /** _headers as rules: path → lines (headers set, and "! Name" removals). */
  function parseHeadersFile() {
    const rules = new Map<string, string[]>();
    let current: string[] = [];
    for (const line of hostFileLines("_headers")) {
      if (line.startsWith("/")) rules.set(line.trim(), (current = []));
      else current.push(line.trim());
    }
    return rules;
  }
  const setNames = (lines: string[]) =>
    lines.filter((line) => !line.startsWith("!")).map((line) => line.split(":")[0]!.toLowerCase());

  test("give every path the security headers and the public CSP, and the admin its own headers", () => {
    const rules = parseHeadersFile();
    const everything = rules.get("/*") ?? [];
    for (const [name, value] of Object.entries(securityHeaders)) expect(everything).toContain(`${name}: ${value}`);
    expect(everything).toContain(`Content-Security-Policy: ${contentSecurityPolicy}`);
    for (const [name, value] of Object.entries(adminHeaders))
      expect(rules.get("/admin/*")).toContain(`${name}: ${value}`);
  });

  test("a rule that changes a header /* sets removes the inherited one first, so values never combine", () => {
    const rules = [...parseHeadersFile()];
    const inherited = new Set(setNames(rules[0]![1]));
    expect(rules[0]![0]).toBe("/*");
    for (const [pattern, lines] of rules.slice(1)) {
      const removed = lines.filter((line) => line.startsWith("! ")).map((line) => line.slice(2).toLowerCase());
      expect(removed, pattern).toEqual(setNames(lines).filter((name) => inherited.has(name)));
    }
  });

  test("hold rules per path pattern, never one per page, within Cloudflare's 2,000 characters a line", () => {
    const lines = hostFileLines("_headers");
    const patterns = lines.filter((line) => line.startsWith("/"));
    expect(patterns.filter((pattern) => routes.includes(pattern) || pattern.startsWith("/projects"))).toEqual([]);
    expect(patterns.length).toBeLessThanOrEqual(100);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(2000);
  });
});
