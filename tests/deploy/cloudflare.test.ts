import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { pageFile, routesFromHtmlFiles } from "../../deploy/rules.js";
import { cloudflareLimits, isDynamicRedirect, writeServingFiles } from "../../scripts/build/serving.js";
import { freePort, startWrangler, stopGroup } from "./processes";
import { clientDir, cloudflareUrl, hostFileLines, rawRequest } from "./support";
import { outboundConnections, watchedProcesses } from "./wrangler-log";

// Cloudflare Pages, the production host, through its own local runtime
// (`wrangler pages dev`, started once in global-setup.ts). The rules it must
// follow are in urls, headers, admin and bad-input tests with the other hosts;
// here: that it read every rule the build wrote, offline, and that the rule
// counts stay within its limits however many projects the owner adds.

/** What Pages skips with only a warning: a rule past its limits, or one it cannot read. */
const rejectedRule = /Maximum number of rules|Valid status codes|invalid (redirect|header) rules?|skipped/i;

const log = () => readFileSync(inject("cloudflareLog"), "utf8");

/** The counts Pages reports when it reads the files ("✨ Parsed 48 valid redirect rules."). */
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
    // Traffic first, so a connection made per request would show.
    expect((await rawRequest(cloudflareUrl, "/canopies")).status).toBe(200);
    const output = log();
    // npm and wrangler at least ran under the watch, so its silence means something.
    expect(watchedProcesses(output).length).toBeGreaterThanOrEqual(2);
    expect(outboundConnections(output)).toEqual([]);
  });
});

describe("150 projects", () => {
  const projects = Array.from({ length: 150 }, (_, index) => `/projects/fixture-${String(index + 1).padStart(3, "0")}`);
  const root = mkdtempSync(join(tmpdir(), "riyadh-site-150-"));
  const client = join(root, "client");
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
    const port = await freePort();
    const logFile = join(root, "wrangler.log");
    const wrangler = await startWrangler(port, client, logFile);
    try {
      const response = await rawRequest(`http://127.0.0.1:${port}`, projects.at(-1)!);
      const slash = await rawRequest(`http://127.0.0.1:${port}`, `${projects.at(-1)}/`);
      wranglerOutput = `${response.status} ${slash.status} ${slash.headers.location}\n${readFileSync(logFile, "utf8")}`;
    } finally {
      await stopGroup(wrangler);
    }
  }, 90_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const file = (name: string) =>
    readFileSync(join(client, name), "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"));

  test("_headers keeps the same few pattern rules as the real build, far below Cloudflare's 100", () => {
    const patterns = file("_headers").filter((line) => line.startsWith("/"));
    expect(patterns).toEqual(hostFileLines("_headers").filter((line) => line.startsWith("/")));
    expect(patterns.length).toBeLessThanOrEqual(cloudflareLimits.headerRules);
  });

  test("_redirects stays within 2,000 static and 100 dynamic rules, with no 200! and each project in it", () => {
    const lines = file("_redirects");
    const counts = redirectCounts(lines);
    expect(counts.static).toBeLessThanOrEqual(cloudflareLimits.staticRedirects);
    expect(counts.dynamic).toBeLessThanOrEqual(cloudflareLimits.dynamicRedirects);
    expect(lines.filter((line) => line.includes("200!"))).toEqual([]);
    for (const project of projects) {
      expect(lines).toContain(`${project} ${project}/ 200`);
      expect(lines).toContain(`${project}/ ${project} 301`);
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
