import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { pageFile, routesFromHtmlFiles } from "../../deploy/rules.js";
import { cloudflareLimits, isDynamicRedirect, writeServingFiles } from "../../scripts/build/serving.js";
import { startSite } from "../../scripts/wrangler-dev.js";
import { clientDir, hostFileLines, rawRequest, siteUrl } from "./support";
import { outboundConnections, watchedProcesses } from "./wrangler-log";

// Cloudflare's runtime (wrangler dev, started once in global-setup.ts) with
// wrangler.jsonc: that it read every rule the build wrote, offline; that
// `wrangler deploy --dry-run` accepts the build offline; and that the rule counts
// stay within Cloudflare's limits however many projects the owner adds.

const root = resolve(import.meta.dirname, "../..");

/** What Cloudflare skips with only a warning: a rule past its limits, or one it cannot read. */
const rejectedRule = /Maximum number of rules|Valid status codes|invalid (redirect|header) rules?|skipped/i;

const log = () => readFileSync(inject("wranglerLog"), "utf8");

/** The counts the runtime reports when it reads the files ("✨ Parsed 48 valid redirect rules."). */
function parsed(output: string) {
  const count = (kind: string) => Number(new RegExp(`Parsed (\\d+) valid ${kind} rules`).exec(output)?.[1] ?? -1);
  return { redirects: count("redirect"), headers: count("header") };
}

/** Rules in a _redirects file, static and dynamic as Cloudflare counts them. */
function redirectCounts(lines: string[]) {
  const dynamic = lines.filter((line) => isDynamicRedirect(line.split(/\s+/)[0]!)).length;
  return { static: lines.length - dynamic, dynamic };
}

describe("the build under Cloudflare's runtime", () => {
  test("reads every header and redirect rule of the build, and rejects none", () => {
    const output = log();
    expect(output).not.toMatch(rejectedRule);
    expect(parsed(output)).toEqual({
      redirects: hostFileLines("_redirects").length,
      headers: hostFileLines("_headers").filter((line) => line.startsWith("/")).length,
    });
  });

  test("makes no connection outside this machine: no telemetry, update check or Request.cf download", async () => {
    // Traffic first, so a connection made per request would show; the Worker's own paths too.
    expect((await rawRequest(siteUrl, "/canopies")).status).toBe(200);
    expect((await rawRequest(siteUrl, "/admin/config.yml")).status).toBe(200);
    const output = log();
    // wrangler at least ran under the watch, so its silence means something.
    expect(watchedProcesses(output).length).toBeGreaterThanOrEqual(1);
    expect(outboundConnections(output)).toEqual([]);
  });
});

test("`wrangler deploy --dry-run` accepts the build offline, uploading every file of it", () => {
  const outdir = mkdtempSync(join(tmpdir(), "riyadh-site-dry-run-"));
  try {
    const result = spawnSync(
      process.execPath,
      [join(root, "node_modules/wrangler/bin/wrangler.js"), "deploy", "--dry-run", "--outdir", outdir],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_API_TOKEN: "", NO_COLOR: "1" },
        timeout: 120_000,
      },
    );
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    expect(output).toContain("--dry-run: exiting now.");
    // At least every file of the build but the two the asset router reads as rules (its count takes in folders too).
    const files = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const read = Number(/Read (\d+) files from the assets directory/.exec(output)?.[1]);
    expect(read).toBeGreaterThanOrEqual(files.length - 2);
    // The Worker's bindings as the Deploy to Cloudflare button will create them.
    expect(output).toMatch(/env\.ASSETS\s/);
    // A deploy replaces the Worker's plain variables with these: none may be empty, and none may be a
    // value the button's form asks the owner for (those are secrets, which no deploy touches).
    const variables = [...output.matchAll(/^env\.(\w+) \((.*)\)\s+Environment Variable\s*$/gm)].map(
      ([, name, value]) => ({ name: name!, value: value! }),
    );
    const asked = Object.keys(parseEnv(readFileSync(join(root, ".dev.vars.example"), "utf8")));
    expect(asked).toEqual(expect.arrayContaining(["GITHUB_REPO", "GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"]));
    for (const { name, value } of variables) {
      expect(value, name).not.toBe('""');
      expect(asked, name).not.toContain(name);
    }
    // And a variable set on the dashboard is kept (keep_vars), since a deploy would otherwise delete it.
    expect(readFileSync(join(root, "wrangler.jsonc"), "utf8")).toMatch(/^\s*"keep_vars": true,/m);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}, 120_000);

describe("150 projects", () => {
  const projects = Array.from({ length: 150 }, (_, index) => `/projects/fixture-${String(index + 1).padStart(3, "0")}`);
  const temp = mkdtempSync(join(tmpdir(), "riyadh-site-150-"));
  const client = join(temp, "client");
  let wranglerOutput = "";

  // A build folder shaped like the real one: its pages, 150 more projects and the admin.
  beforeAll(async () => {
    const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).map((file) =>
      file.split("\\").join("/"),
    );
    const routes = [...routesFromHtmlFiles(files.filter((file) => !file.startsWith("admin/"))), ...projects];
    for (const file of [...routes.map(pageFile), "/404.html", "/admin/index.html"]) {
      mkdirSync(dirname(join(client, file)), { recursive: true });
      writeFileSync(join(client, file), `<!doctype html><title>${file}</title>`);
    }
    await writeServingFiles(client);
    const logFile = join(temp, "wrangler.log");
    const site = await startSite({ assetsDir: client, logFile });
    try {
      const response = await rawRequest(site.url, projects.at(-1)!);
      const slash = await rawRequest(site.url, `${projects.at(-1)}/`);
      wranglerOutput = `${response.status} ${slash.status} ${slash.headers.location}\n${readFileSync(logFile, "utf8")}`;
    } finally {
      await site.stop();
    }
    // It starts a wrangler dev of its own: as long as the global setup's start (hookTimeout), not a request's.
  });
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  const file = (name: string) =>
    readFileSync(join(client, name), "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"));

  test("_headers keeps the same few pattern rules as the real build, far below Cloudflare's 100", () => {
    const patterns = file("_headers").filter((line) => line.startsWith("/"));
    expect(patterns).toEqual(hostFileLines("_headers").filter((line) => line.startsWith("/")));
    expect(patterns.length).toBeLessThanOrEqual(cloudflareLimits.headerRules);
  });

  test("_redirects stays within 2,000 static and 100 dynamic rules, with each project's other forms in it", () => {
    const lines = file("_redirects");
    const counts = redirectCounts(lines);
    expect(counts.static).toBeLessThanOrEqual(cloudflareLimits.staticRedirects);
    expect(counts.dynamic).toBeLessThanOrEqual(cloudflareLimits.dynamicRedirects);
    for (const project of projects) {
      expect(lines).toContain(`${project}/ ${project} 301`);
      expect(lines).toContain(`${project}/index.html ${project} 301`);
    }
  });

  test("Cloudflare's runtime reads every rule, rejects none, and serves the last project", () => {
    const [statuses = "", ...output] = wranglerOutput.split("\n");
    expect(statuses).toBe(`200 301 ${projects.at(-1)}`);
    expect(output.join("\n")).not.toMatch(rejectedRule);
    expect(parsed(output.join("\n"))).toEqual({
      redirects: file("_redirects").length,
      headers: file("_headers").filter((line) => line.startsWith("/")).length,
    });
  });
});
