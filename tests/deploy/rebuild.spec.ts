import { spawn } from "node:child_process";
import { readdirSync, readlinkSync, renameSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "../browser/fixtures";
import { routes } from "../browser/support";
import { ui } from "../support/content";
import { rawRequest } from "../support/http";

// `npm run build` while both servers run (nginx was started before, and is never
// reloaded). The "rebuild" project runs after every other browser test, since
// it changes the build they read; it puts the original build back at the end.

const root = resolve(import.meta.dirname, "../..");
const live = () => readlinkSync(join(root, "build/client"));
const liveNginx = () => readlinkSync(join(root, "build/nginx"));
const releases = () => readdirSync(join(root, "build/releases"));

/** A site URL that changes every page's content (canonical links, JSON-LD) in the rebuild. */
const rebuiltUrl = "https://rebuilt.example.sa";

/** Both servers we ship: nginx (this project's baseURL) and `npm start`. */
const servers = (nginxUrl: string) =>
  [
    ["nginx", nginxUrl],
    ["npm start", `http://127.0.0.1:${process.env.E2E_START_PORT}`],
  ] as const;

/** `npm run build` with extra environment; resolves with its exit code and output. */
function build(env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolvePromise) => {
    const child = spawn("npm", ["run", "--silent", "build"], { cwd: root, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => resolvePromise({ code, output }));
  });
}

/** Every page, its script and the 404 page, on both servers: what failed, as "server path status". */
async function everyPage(nginxUrl: string) {
  const failures: string[] = [];
  let requests = 0;
  for (const [name, base] of servers(nginxUrl)) {
    for (const path of routes) {
      const page = await rawRequest(base, path);
      const bootstrap = /<script type="module" src="([^"]+)"/.exec(page.body.toString())?.[1] ?? "(none)";
      const script = await rawRequest(base, bootstrap);
      requests += 2;
      if (page.status !== 200) failures.push(`${name} ${path} ${page.status}`);
      if (script.status !== 200) failures.push(`${name} ${bootstrap} ${script.status}`);
    }
    const missing = await rawRequest(base, "/no-such-page");
    requests += 1;
    if (missing.status !== 404 || !missing.body.toString().includes(ui.notFound.title)) {
      failures.push(`${name} /no-such-page ${missing.status}`);
    }
  }
  return { failures, requests };
}

test.describe.configure({ mode: "serial" });

const original = { client: live(), nginx: liveNginx() };

// Point build/ back at the original build, as a rollback would.
test.afterAll(() => {
  for (const [name, target] of Object.entries(original)) {
    symlinkSync(target, join(root, `build/${name}.restore`));
    renameSync(join(root, `build/${name}.restore`), join(root, `build/${name}`));
  }
});

test("a build that fails leaves the last good build served, untouched", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const before = { live: live(), releases: releases() };
  // An invalid site URL fails content validation inside Astro's build.
  const { code, output } = await build({ SITE_URL: "not a url" });
  expect(code, output).not.toBe(0);
  expect(output).toContain("build/client still holds the last good build");
  expect(live()).toBe(before.live);
  expect(releases()).toEqual(before.releases);
  expect(await everyPage(baseURL!)).toMatchObject({ failures: [] });
});

test("a build that succeeds is served at once and without a gap, with no reload", async ({ baseURL }) => {
  test.setTimeout(240_000);
  const before = live();
  const oldScripts = await Promise.all(
    routes.map(
      async (path) =>
        /<script type="module" src="([^"]+)"/.exec((await rawRequest(baseURL!, path)).body.toString())?.[1],
    ),
  );
  let building = true;
  const failures: string[] = [];
  let requests = 0;
  const traffic = (async () => {
    while (building) {
      const round = await everyPage(baseURL!);
      failures.push(...round.failures);
      requests += round.requests;
    }
  })();
  const { code, output } = await build({ SITE_URL: rebuiltUrl });
  building = false;
  await traffic;
  expect(code, output).toBe(0);
  expect(live()).not.toBe(before);
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(100);
  for (const [name, base] of servers(baseURL!)) {
    const home = (await rawRequest(base, "/")).body.toString();
    expect(home, name).toContain(`<link rel="canonical" href="${rebuiltUrl}/"`);
    // A page loaded just before the switch still finds its hashed scripts.
    for (const script of oldScripts)
      expect([name, script, (await rawRequest(base, script!)).status]).toEqual([name, script, 200]);
  }
});

// With per-page script hashes, nginx would still send the old build's hashes here and block every page.
for (const path of routes) {
  test(`after the rebuild, ${path} runs its script under the one CSP nginx sends, with no violation`, async ({
    page,
    observed,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${rebuiltUrl}`));
    await page.waitForLoadState("load");
    expect(observed.violations).toEqual([]);
    expect(observed.warnings).toEqual([]);
  });
}
