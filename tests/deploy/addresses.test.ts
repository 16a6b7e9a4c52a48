import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { writeServingFiles } from "../../scripts/build/serving.js";
import { startSite } from "../../scripts/wrangler-dev.js";
import { rawRequest, type RawResponse } from "../support/http";

// One address for search engines, under Cloudflare's runtime: a public build whose
// settings say https://www.owner-site.sa (its pages' canonical links). The bare domain
// and the Worker's workers.dev address serve the site but ask not to be indexed; the
// site's own address is served as it is; the
// admin answers on every address, so that the owner is never locked out of it.
// (The shipped content builds a draft, which is noindex everywhere: a build folder of its own here.)

const canonical = "https://www.owner-site.sa";
const temp = mkdtempSync(join(tmpdir(), "riyadh-site-addresses-"));
const client = join(temp, "client");
let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  const page = (path: string) =>
    `<!doctype html><html lang="ar"><head><link rel="canonical" href="${canonical}${path}"><title>${path}</title></head><body><p>${path}</p></body></html>`;
  for (const [file, html] of [
    ["index.html", page("/")],
    ["fencing/index.html", page("/fencing")],
    ["404.html", page("/404")],
    ["admin/index.html", "<!doctype html><title>admin</title>"],
    ["admin/config.yml", "backend:\n  name: github\n  repo: owner/riyadh-site\n  branch: main\n"],
  ] as const) {
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), html);
  }
  writeFileSync(join(client, "build-report.json"), JSON.stringify({ mode: "public", commit: null, examples: [] }));
  await writeServingFiles(client);
  site = await startSite({ assetsDir: client, logFile: join(temp, "wrangler.log") });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  rmSync(temp, { recursive: true, force: true });
});

const at = (host: string, path: string): Promise<RawResponse> =>
  rawRequest(site.url, path, { headers: { Host: host } });

test("the settings' address serves the pages, indexable", async () => {
  const response = await at("www.owner-site.sa", "/fencing");
  expect(response.status).toBe(200);
  expect(response.headers["x-robots-tag"]).toBeUndefined();
});

test("the bare domain serves the site but asks not to be indexed (_redirects cannot match a host; _headers can)", async () => {
  const response = await at("owner-site.sa", "/fencing");
  expect(response.status).toBe(200);
  expect(response.headers["x-robots-tag"]).toBe("noindex");
});

test("workers.dev serves the site but asks not to be indexed, previews included", async () => {
  for (const host of ["riyadh-site.rukn.workers.dev", "3f2a9c1e-riyadh-site.rukn.workers.dev"]) {
    const response = await at(host, "/fencing");
    expect(response.status, host).toBe(200);
    expect(response.headers["x-robots-tag"], host).toBe("noindex");
  }
});

test("the admin and its sign-in answer on every address, none redirected away", async () => {
  for (const host of ["riyadh-site.rukn.workers.dev", "owner-site.sa", "www.owner-site.sa"]) {
    const admin = await at(host, "/admin/");
    expect(admin.status, host).toBe(200);
    const config = await at(host, "/admin/config.yml");
    expect(config.status, host).toBe(200);
    expect(config.body.toString("utf8"), host).toContain("backend:");
    // The sign-in endpoint is the Worker's, here without an OAuth app: its own Arabic refusal, not a redirect.
    const auth = await at(host, `/auth?provider=github&site_id=${host}`);
    expect(auth.status, host).toBe(503);
  }
  // Every rule the build wrote was read, none skipped (a host in _redirects would be).
  expect(readFileSync(join(temp, "wrangler.log"), "utf8")).not.toMatch(/Skipping|invalid (redirect|header) rule/i);
});
