import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { contentSecurityPolicy, cspOriginsFile, policyFor, publicCsp, readCspOrigins } from "../../deploy/rules.js";
import { analyticsOrigins } from "../../src/lib/analytics";
import { writeServingFiles } from "./serving.js";

// The public CSP widens for the analytics service the owner switched on, and
// only for it: the build records its origins beside the release's client/, and
// its _headers carries that policy, for production and `npm start` alike.
let release: string;
afterEach(() => rmSync(release, { recursive: true, force: true }));

function fakeRelease(origins?: object) {
  release = mkdtempSync(join(tmpdir(), "release-"));
  const client = join(release, "client");
  mkdirSync(client);
  for (const page of ["index.html", "404.html"]) writeFileSync(join(client, page), "<!doctype html><title>x</title>");
  if (origins) writeFileSync(join(release, cspOriginsFile), JSON.stringify(origins));
  return client;
}

describe("the public CSP and analytics", () => {
  test("without analytics _headers carries the site-only policy", async () => {
    const client = fakeRelease();
    expect(readCspOrigins(client)).toEqual({ script: [], connect: [] });
    await writeServingFiles(client);
    expect(readFileSync(join(client, "_headers"), "utf8")).toContain(
      `Content-Security-Policy: ${contentSecurityPolicy}`,
    );
    expect(policyFor("/fencing")).toBe(contentSecurityPolicy);
  });

  test.each([
    ["plausible", { service: "plausible" as const }],
    ["cloudflare", { service: "cloudflare" as const, cloudflareToken: "0123456789abcdef0123456789abcdef" }],
  ])("with %s, its origins and no others are added to _headers", async (_, settings) => {
    const origins = analyticsOrigins(settings);
    const client = fakeRelease(origins);
    const policy = publicCsp(origins);
    await writeServingFiles(client);
    expect(readFileSync(join(client, "_headers"), "utf8")).toContain(`Content-Security-Policy: ${policy}`);
    expect(policyFor("/fencing", readCspOrigins(client))).toBe(policy);
    const directives = Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives["script-src"]).toEqual(["'self'", ...origins.script]);
    expect(directives["connect-src"]).toEqual(["'self'", ...origins.connect]);
    // Everything else stays as strict as without analytics.
    for (const directive of contentSecurityPolicy.split("; ").filter((d) => !/^(script|connect)-src/.test(d)))
      expect(policy).toContain(directive);
    // The admin keeps its own policy.
    expect(policyFor("/admin/", readCspOrigins(client))).not.toContain(origins.script[0]);
  });
});
