import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { cacheControl, securityHeaders } from "../../deploy/rules.js";
import { routes } from "../e2e/support";
import { buildFile, clientDir, hostFileLines, nginxUrl, rawRequest, servers } from "./support";

const assets = readdirSync(`${clientDir}/assets`);
const asset = (extension: string) => `/assets/${assets.find((name) => name.endsWith(extension))}`;
const pageFile = (route: string) => (route === "/" ? "/index.html" : `${route}/index.html`);

/** sha256 sources of the inline scripts a browser would run, read from the served HTML. */
function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

/** CSP directives by name. */
function directives(policy: string) {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe.each(servers)("%s", (_name, base) => {
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

  test.each([...routes, "/no-such-page"])("%s: a strict CSP that allows exactly its inline scripts", async (path) => {
    const response = await rawRequest(base, path);
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|https?:/);
    const csp = directives(policy);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    const scriptSources = csp.get("script-src") ?? [];
    const needed = inlineScriptHashes(response.body.toString());
    expect(needed.length).toBeGreaterThan(0);
    for (const hash of needed) expect(scriptSources).toContain(hash);
    // Style attributes (React's style="--index:3") are allowed by hash only, never wholesale.
    expect(csp.get("style-src-attr")?.[0] ?? "'unsafe-hashes'").toBe("'unsafe-hashes'");
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
    ["a missing asset", "/assets/missing.js", cacheControl.revalidate],
    ["route data", "/canopies.data", cacheControl.revalidate],
    ["hashed JS", asset(".js"), cacheControl.immutable],
    ["hashed CSS", asset(".css"), cacheControl.immutable],
    ["a hashed font", asset(".woff2"), cacheControl.immutable],
  ])("caches %s (%s) with %s", async (_kind, path, expected) => {
    expect((await rawRequest(base, path)).headers["cache-control"]).toBe(expected);
  });

  test.each([["/canopies"], [asset(".js")], [asset(".css")]])(
    "compresses %s for browsers that accept it",
    async (path) => {
      for (const encoding of ["br", "gzip"]) {
        const response = await rawRequest(base, path, { headers: { "Accept-Encoding": encoding } });
        expect(response.headers["content-encoding"], encoding).toBe(encoding);
        expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      }
      const plain = await rawRequest(base, path);
      expect(plain.headers["content-encoding"]).toBeUndefined();
    },
  );
});

describe("nginx", () => {
  test.each([pageFile("/"), pageFile("/canopies"), asset(".js"), asset(".css"), asset(".svg")])(
    "serves the build's precompressed %s, byte for byte",
    async (file) => {
      const path = file.replace(/\/index\.html$/, "") || "/";
      const original = buildFile(file);
      const br = await rawRequest(nginxUrl, path, { headers: { "Accept-Encoding": "br" } });
      expect(br.body.equals(buildFile(`${file}.br`))).toBe(true);
      expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
      const gz = await rawRequest(nginxUrl, path, { headers: { "Accept-Encoding": "gzip" } });
      expect(gunzipSync(gz.body).equals(original)).toBe(true);
    },
  );
});

describe("_headers and _redirects for static hosts", () => {
  /** _headers as rules: path → header → value. */
  function parseHeadersFile() {
    const rules = new Map<string, Map<string, string>>();
    let current = new Map<string, string>();
    for (const line of hostFileLines("_headers")) {
      if (line.startsWith("/")) rules.set(line.trim(), (current = new Map()));
      else {
        const [name = "", ...value] = line.trim().split(":");
        current.set(name.toLowerCase(), value.join(":").trim());
      }
    }
    return rules;
  }

  test("carry the headers nginx sends, per page", async () => {
    const rules = parseHeadersFile();
    const everything = rules.get("/*");
    for (const [name, value] of Object.entries(securityHeaders))
      expect(everything?.get(name.toLowerCase())).toBe(value);
    for (const route of routes) {
      const response = await rawRequest(nginxUrl, route);
      expect(rules.get(route)?.get("content-security-policy"), route).toBe(response.headers["content-security-policy"]);
      expect(rules.get(route)?.get("cache-control"), route).toBe(response.headers["cache-control"]);
    }
    const js = await rawRequest(nginxUrl, asset(".js"));
    expect(rules.get("/assets/*")?.get("cache-control")).toBe(js.headers["cache-control"]);
  });

  test("never set one header in two rules that can match the same path", () => {
    const rules = parseHeadersFile();
    const catchAll = [...(rules.get("/*")?.keys() ?? [])];
    for (const [path, headers] of rules) {
      if (path !== "/*")
        expect(
          catchAll.filter((name) => headers.has(name)),
          path,
        ).toEqual([]);
    }
  });

  test("stay within Cloudflare Pages' limits (100 rules, 2,000 characters a line)", () => {
    const lines = hostFileLines("_headers");
    expect(lines.filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(100);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(2000);
  });

  test("redirect exactly as nginx does", async () => {
    const redirects = hostFileLines("_redirects").map((line) => line.trim().split(/\s+/));
    const permanent = redirects.filter(([, , status]) => status === "301");
    expect(permanent.length).toBeGreaterThan(routes.length);
    for (const [from = "", to] of permanent) {
      const response = await rawRequest(nginxUrl, from);
      expect([from, response.status, response.headers.location]).toEqual([from, 301, to]);
    }
    // Each rewrite serves a page nginx serves at the same path.
    for (const [from = "", , status] of redirects.filter(([, , status]) => status?.startsWith("200"))) {
      expect([from, status, (await rawRequest(nginxUrl, from)).status]).toEqual([from, status, 200]);
    }
  });
});
