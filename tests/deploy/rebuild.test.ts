import { spawn } from "node:child_process";
import { readdirSync, readlinkSync, renameSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import { hydrated, open, routes, setupBrowser } from "../e2e/support";
import { rawRequest, servers } from "./support";

// `npm run build` while both servers run (nginx was started before, and is never reloaded).
const root = resolve(import.meta.dirname, "../..");
const live = () => readlinkSync(join(root, "build/client"));
const liveNginx = () => readlinkSync(join(root, "build/nginx"));

/** A site URL that changes every page's content (canonical links, JSON-LD, route data) in the rebuild. */
const rebuiltUrl = "https://rebuilt.example.sa";
const releases = () => readdirSync(join(root, "build/releases"));

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

/** Every page, its hydration bootstrap and the 404 page, on both servers: what failed, as "server path status". */
async function everyPage() {
  const failures: string[] = [];
  let requests = 0;
  for (const [name, base] of servers) {
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
    if (missing.status !== 404 || !missing.body.toString().includes("Oops! Page not found")) {
      failures.push(`${name} /no-such-page ${missing.status}`);
    }
  }
  return { failures, requests };
}

describe.sequential("a build", () => {
  test("that fails leaves the last good build served, untouched", { timeout: 180_000 }, async () => {
    const before = { live: live(), releases: releases() };
    // An invalid site URL fails content validation inside React Router's build.
    const { code, output } = await build({ SITE_URL: "not a url" });
    expect(code, output).not.toBe(0);
    expect(output).toContain("build/client still holds the last good build");
    expect(live()).toBe(before.live);
    expect(releases()).toEqual(before.releases);
    expect(await everyPage()).toMatchObject({ failures: [] });
  });

  const original = { client: live(), nginx: liveNginx() };
  // The suite's other files expect the default build: point build/ back at it, as a rollback would.
  afterAll(() => {
    for (const [name, target] of Object.entries(original)) {
      symlinkSync(target, join(root, `build/${name}.restore`));
      renameSync(join(root, `build/${name}.restore`), join(root, `build/${name}`));
    }
  });

  test("that succeeds is served at once and without a gap, with no reload", { timeout: 240_000 }, async () => {
    const before = live();
    const [, nginxBase] = servers[0];
    const oldScripts = await Promise.all(
      routes.map(
        async (path) =>
          /<script type="module" src="([^"]+)"/.exec((await rawRequest(nginxBase, path)).body.toString())?.[1],
      ),
    );
    let building = true;
    const failures: string[] = [];
    let requests = 0;
    const traffic = (async () => {
      while (building) {
        const round = await everyPage();
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
    for (const [name, base] of servers) {
      const home = (await rawRequest(base, "/")).body.toString();
      expect(home, name).toContain(`<link rel="canonical" href="${rebuiltUrl}/"`);
      // A page loaded just before the switch still finds its hashed scripts.
      expect(home).not.toContain(oldScripts[0]);
      for (const script of oldScripts)
        expect([name, script, (await rawRequest(base, script!)).status]).toEqual([name, script, 200]);
    }
  });
});

// With per-page script hashes, nginx would still send the old build's hashes here and block every page.
describe("after a rebuild that changed every page, under the one CSP nginx sends", () => {
  const { newContext } = setupBrowser();

  test.each(routes)("%s hydrates with no console error and no CSP violation", async (path) => {
    const context: BrowserContext = await newContext();
    const violations: string[] = [];
    await context.exposeFunction("__reportViolation", (text: string) => violations.push(text));
    await context.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    const { page, status, console } = await open(context, path);
    expect(status).toBe(200);
    await hydrated(page);
    expect(violations).toEqual([]);
    expect(console.errors).toEqual([]);
    expect(console.warnings).toEqual([]);
    await context.close();
  });
});
