import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminHeaders, cacheControl, contentSecurityPolicy, securityHeaders } from "../../deploy/rules.js";
import { inlineCode } from "../../scripts/build/serving.js";
import { routes } from "../browser/support";
import { buildFile, clientDir, cloudflareDifferences, hostFileLines, hosts, nginxUrl, rawRequest } from "./support";

const assets = readdirSync(`${clientDir}/assets`);
/** The largest hashed file of a kind: big enough that its .br and .gz are smaller, so the build wrote them. */
const asset = (extension: string) =>
  `/assets/${
    assets
      .filter((name) => name.endsWith(extension))
      .sort((a, b) => statSync(join(clientDir, "assets", b)).size - statSync(join(clientDir, "assets", a)).size)[0]
  }`;
const pageFile = (route: string) => (route === "/" ? "/index.html" : `${route}/index.html`);

/** CSP directives by name. */
function directives(policy: string) {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe.each(hosts)("%s", (name, base) => {
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

  // Pages decides a 404's caching itself.
  const notFound = name === "Cloudflare Pages" ? cloudflareDifferences.notFoundCacheControl : cacheControl.revalidate;
  test.each([
    ["HTML", "/", cacheControl.revalidate],
    ["a 404", "/no-such-page", notFound],
    ["a missing asset", "/assets/missing.js", notFound],
    ["hashed JS", asset(".js"), cacheControl.immutable],
    ["hashed CSS", asset(".css"), cacheControl.immutable],
    ["a hashed font", asset(".woff2"), cacheControl.immutable],
  ])("caches %s (%s) with %s", async (_kind, path, expected) => {
    expect((await rawRequest(base, path)).headers["cache-control"]).toBe(expected);
  });
});

/** Cloudflare compresses at its edge, which the emulator does not (cloudflareDifferences). */
const compressing = hosts.filter(([name]) => name !== "Cloudflare Pages" || cloudflareDifferences.compresses);

describe.each(compressing)("%s", (_name, base) => {
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

/** A file of each type the site serves, with the Content-Type every server must send. */
const typed: [string, string][] = [
  ["/", "text/html; charset=utf-8"],
  [asset(".js"), "text/javascript; charset=utf-8"],
  [asset(".css"), "text/css; charset=utf-8"],
  [asset(".svg"), "image/svg+xml; charset=utf-8"],
  [asset(".woff2"), "font/woff2"],
  ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
  ["/sitemap.xml", "application/xml; charset=utf-8"],
  ["/robots.txt", "text/plain; charset=utf-8"],
  ["/.well-known/security.txt", "text/plain; charset=utf-8"],
  ["/favicon.ico", "image/x-icon"],
  ["/icon-192.png", "image/png"],
  // Not in today's build: written by the test below (owner photos, the admin's config).
  ["/types-test/photo.avif", "image/avif"],
  ["/types-test/photo.webp", "image/webp"],
  ["/types-test/photo.jpg", "image/jpeg"],
  ["/types-test/config.yml", "application/yaml; charset=utf-8"],
  ["/types-test/data.json", "application/json; charset=utf-8"],
  ["/types-test/no-extension", "application/octet-stream"],
];

describe.each(hosts)("%s sends the right Content-Type", (name, base) => {
  const written = join(clientDir, "types-test");
  beforeAll(() => {
    for (const [path] of typed.filter(([path]) => path.startsWith("/types-test/"))) {
      mkdirSync(dirname(join(clientDir, path)), { recursive: true });
      writeFileSync(join(clientDir, path), "x");
    }
  });
  afterAll(() => rmSync(written, { recursive: true, force: true }));

  // Files written into the build after it started are not the emulator's: Pages reads the folder at upload.
  // Pages types some files by its own table (cloudflareDifferences.contentTypes).
  const rows: [string, string][] =
    name === "Cloudflare Pages"
      ? typed
          .filter(([path]) => !path.startsWith("/types-test/"))
          .map(([path, type]) => [path, cloudflareDifferences.contentTypes[/\.(\w+)$/.exec(path)?.[1] ?? ""] ?? type])
      : typed;
  test.each(rows)("%s: %s", async (path, type) => {
    for (const encoding of ["", "br", "gzip"]) {
      const response = await rawRequest(base, path, { headers: { "Accept-Encoding": encoding } });
      expect(response.status, `${path} ${encoding}`).toBe(200);
      expect(response.headers["content-type"], `${path} ${encoding}`).toBe(type);
    }
  });
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

  test("redirect exactly as nginx does, and rewrite only to pages nginx serves", async () => {
    const redirects = hostFileLines("_redirects").map((line) => line.trim().split(/\s+/));
    const permanent = redirects.filter(([, , status]) => status === "301");
    expect(permanent.length).toBeGreaterThan(routes.length);
    for (const [from = "", to] of permanent) {
      const response = await rawRequest(nginxUrl, from);
      expect([from, response.status, response.headers.location]).toEqual([from, 301, to]);
    }
    // Cloudflare rejects "200!"; each plain rewrite serves a page nginx serves at the same path.
    expect(redirects.map(([, , status]) => status).filter((status) => status !== "301")).toEqual(
      redirects.filter(([, , status]) => status !== "301").map(() => "200"),
    );
    for (const [from = ""] of redirects.filter(([, , status]) => status === "200")) {
      expect([from, (await rawRequest(nginxUrl, from)).status]).toEqual([from, 200]);
    }
  });
});
