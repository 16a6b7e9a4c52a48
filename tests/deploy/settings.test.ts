import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, test, vi } from "vitest";
import { startSite } from "../../scripts/wrangler-dev.js";
import { rawRequest, siteUrl } from "./support";

// The test servers get a fresh deploy's settings and nothing else: a developer's .dev.vars or .env
// beside wrangler.jsonc (for `npm start` with GitHub sign-in) and Cloudflare variables in the
// environment never change what npm test answers.

const stray = {
  GITHUB_REPO: "stray-owner/stray-repo",
  GITHUB_BRANCH: "stray-branch",
  GITHUB_CLIENT_ID: "stray-client",
  GITHUB_CLIENT_SECRET: "stray-secret",
};
const lines = Object.entries(stray)
  .map(([name, value]) => `${name}=${value}\n`)
  .join("");
const project = mkdtempSync(join(tmpdir(), "riyadh-site-stray-"));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(project, { recursive: true, force: true });
});

test("a stray .dev.vars, .env or environment leaves the admin's settings as a fresh deploy has them", async () => {
  // The project's configuration with a developer's files beside it, as wrangler would find them.
  const configFile = join(project, "wrangler.jsonc");
  copyFileSync(resolve(import.meta.dirname, "../../wrangler.jsonc"), configFile);
  writeFileSync(join(project, ".dev.vars"), lines);
  writeFileSync(join(project, ".env"), lines);
  vi.stubEnv("CLOUDFLARE_INCLUDE_PROCESS_ENV", "true");
  for (const [name, value] of Object.entries(stray)) vi.stubEnv(name, value);

  const site = await startSite({ configFile, logFile: join(project, "wrangler.log") });
  try {
    const served = (await rawRequest(site.url, "/admin/config.yml")).body.toString();
    const fresh = (await rawRequest(siteUrl, "/admin/config.yml")).body.toString();
    for (const value of Object.values(stray)) expect(served).not.toContain(value);
    expect(served).toBe(fresh);
  } finally {
    await site.stop();
  }
  // It starts a wrangler dev of its own: as long as the global setup's start (hookTimeout), not a request's.
}, 180_000);
