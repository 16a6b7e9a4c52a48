import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { failureLines, label, marker, title } from "./publish-status.js";

// The deploy workflow's failure report, run as the workflow runs it (a child
// process with the Actions environment) against a stand-in of GitHub's REST API
// on 127.0.0.1: no request leaves the machine.

const script = fileURLToPath(new URL("./publish-status.js", import.meta.url));
const run = promisify(execFile);
const repository = "owner/site";
const token = "test-token";

/** What the build prints when it refuses example values (colours, a tool log line and Vite's stack trace included). */
const refusedBuild = [
  "\u001b[2m08:39:49\u001b[22m \u001b[34m[build]\u001b[39m Building static entrypoints...",
  "\u001b[2m08:39:49\u001b[22m \u001b[31m[ERROR]\u001b[39m \u001b[31m[vite]\u001b[39m ✗ Build failed in 52ms",
  "\u001b[31mThe production build refuses example values. Replace each of these (README → Going live):",
  "  - content/site.yml: phone",
  "  - content/projects/example-warehouse.yml: example: true\u001b[39m",
  "  Location:",
  "    /home/runner/work/site/site/node_modules/vite/dist/node/chunks/node.js:35046:13",
  "  Stack trace:",
  "    at PluginContextImpl.buildStart (/home/runner/work/site/site/scripts/build/content-plugin.ts:40:53)",
  "    at plugin (file:///home/runner/work/site/site/node_modules/rolldown/dist/shared/x.mjs:1665:17)",
  "",
  'Build failed at "pre-render the site": exited with 1',
  "build/client still holds the last good build.",
  "",
].join("\n");

/** Invalid content, as the content check reports it: file, line, record, field. */
const invalidContent = [
  "Invalid content:",
  '  - /home/runner/work/site/site/content/pages/fencing.yml:93: sections[6] ("أسعار").rows[1].price.min: min must not be greater than max',
  "  - /home/runner/work/site/site/content/site.yml:12: phnoe: unknown field (misspelt, or not allowed here)",
  "    at validate (/home/runner/work/site/site/src/model/validate.ts:145:11)",
  "",
  'Build failed at "pre-render the site": exited with 1',
].join("\n");

/** wrangler's answer when the Pages project named in CF_PAGES_PROJECT does not exist. */
const missingProject = [
  " ⛅️ wrangler 4.164.0",
  "───────────────────",
  '✘ [ERROR] The Pages project "riyadh-site" does not exist.',
  "",
  '🪵  Logs were written to "/home/runner/.config/.wrangler/logs/wrangler.log"',
].join("\n");

describe("failureLines", () => {
  test("quotes the build's refusal and its list, without colours, tool log lines or the stack trace", () => {
    expect(failureLines(refusedBuild)).toEqual([
      "The production build refuses example values. Replace each of these (README → Going live):",
      "  - content/site.yml: phone",
      "  - content/projects/example-warehouse.yml: example: true",
      'Build failed at "pre-render the site": exited with 1',
    ]);
  });

  test("keeps each invalid field's file, line and field, shown relative to the checkout", () => {
    const lines = failureLines(invalidContent, { cwd: "/home/runner/work/site/site" });
    expect(lines).toContain(
      '  - content/pages/fencing.yml:93: sections[6] ("أسعار").rows[1].price.min: min must not be greater than max',
    );
    expect(lines).toContain("  - content/site.yml:12: phnoe: unknown field (misspelt, or not allowed here)");
    expect(lines.join("\n")).not.toMatch(/validate\.ts|\bat validate/);
  });

  test("falls back to the last lines of an output it does not recognise", () => {
    expect(failureLines("one\n\ntwo\nthree\n")).toEqual(["one", "two", "three"]);
  });
});

type Issue = { number: number; title: string; body: string; state: string; state_reason?: string; labels: string[] };
type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

/** A stand-in for the few GitHub REST endpoints the script uses, keeping issues, comments and labels in memory. */
function fakeGitHub() {
  const issues: Issue[] = [];
  const comments: { issue: number; body: string }[] = [];
  const labels = new Set<string>();
  const calls: Call[] = [];
  const prefix = `/repos/${repository}`;

  async function readBody(request: IncomingMessage) {
    let text = "";
    for await (const chunk of request) text += chunk;
    return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const body = await readBody(request);
    calls.push({ method: request.method ?? "", path: url.pathname + url.search, body });
    const send = (status: number, data: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(data));
    };
    if (request.headers.authorization !== `Bearer ${token}`) return send(401, { message: "Bad credentials" });
    if (!url.pathname.startsWith(prefix)) return send(404, { message: "Not Found" });
    const path = url.pathname.slice(prefix.length);
    let match: RegExpMatchArray | null;

    if (request.method === "GET" && path === "/issues") {
      const state = url.searchParams.get("state");
      const wanted = url.searchParams.get("labels");
      return send(
        200,
        issues.filter((issue) => issue.state === state && (!wanted || issue.labels.includes(wanted))),
      );
    }
    if (request.method === "GET" && (match = path.match(/^\/labels\/([^/]+)$/))) {
      const name = decodeURIComponent(match[1]!);
      return labels.has(name) ? send(200, { name }) : send(404, { message: "Not Found" });
    }
    if (request.method === "POST" && path === "/labels") {
      labels.add(String(body?.name));
      return send(201, { name: body?.name });
    }
    if (request.method === "POST" && path === "/issues") {
      const issue: Issue = {
        number: issues.length + 1,
        title: String(body?.title),
        body: String(body?.body),
        state: "open",
        labels: (body?.labels as string[]) ?? [],
      };
      issues.push(issue);
      return send(201, issue);
    }
    if (request.method === "PATCH" && (match = path.match(/^\/issues\/(\d+)$/))) {
      const issue = issues.find((candidate) => candidate.number === Number(match![1]));
      if (!issue) return send(404, { message: "Not Found" });
      Object.assign(issue, body);
      return send(200, issue);
    }
    if (request.method === "POST" && (match = path.match(/^\/issues\/(\d+)\/comments$/))) {
      comments.push({ issue: Number(match[1]), body: String(body?.body) });
      return send(201, { id: comments.length });
    }
    return send(404, { message: "Not Found" });
  });

  return { server, issues, comments, labels, calls };
}

describe("publish-status against a stand-in GitHub API", () => {
  let github: ReturnType<typeof fakeGitHub>;
  let folder: string;
  let apiUrl: string;

  beforeEach(async () => {
    github = fakeGitHub();
    await new Promise<void>((resolve) => github.server.listen(0, "127.0.0.1", resolve));
    apiUrl = `http://127.0.0.1:${(github.server.address() as AddressInfo).port}`;
    folder = mkdtempSync(join(tmpdir(), "publish-status-"));
  });

  afterEach(async () => {
    await new Promise((resolve) => github.server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  /** Runs the script as the workflow does, in a folder holding the steps' logs. */
  async function report(outcome: "failure" | "success", env: Record<string, string> = {}, runId = "1001") {
    const summary = join(folder, `summary-${runId}.md`);
    writeFileSync(summary, "");
    await run(process.execPath, [script, outcome], {
      cwd: folder,
      env: {
        PATH: process.env.PATH,
        GITHUB_API_URL: apiUrl,
        GITHUB_SERVER_URL: "https://github.example",
        GITHUB_REPOSITORY: repository,
        GITHUB_RUN_ID: runId,
        GITHUB_SHA: "0123456789abcdef",
        GITHUB_TOKEN: token,
        GITHUB_STEP_SUMMARY: summary,
        ...env,
      },
    });
    return readFileSync(summary, "utf8");
  }

  const runLink = (runId: string) => `https://github.example/${repository}/actions/runs/${runId}`;

  test("a failed build opens one Arabic issue; a second failure updates it instead of opening another", async () => {
    writeFileSync(join(folder, "build.log"), refusedBuild);
    const summary = await report("failure", {
      INSTALL_OUTCOME: "success",
      BUILD_OUTCOME: "failure",
      PUBLISH_OUTCOME: "skipped",
      COMMIT_MESSAGE: "Update site.yml",
    });

    expect(github.issues).toHaveLength(1);
    const [issue] = github.issues;
    expect(issue!.title).toBe(title);
    expect(issue!.title).toBe("تعذّر نشر آخر تعديل على الموقع");
    expect(issue!.labels).toEqual([label]);
    expect(github.labels.has(label)).toBe(true);
    for (const text of [issue!.body, summary]) {
      expect(text).toContain("- content/site.yml: phone");
      expect(text).toContain("- content/projects/example-warehouse.yml: example: true");
      expect(text).toContain("The production build refuses example values");
      expect(text).toContain(runLink("1001"));
      expect(text).toContain("قيم تجريبية");
      expect(text).toContain("ما العمل");
      expect(text).not.toMatch(/Stack trace|PluginContextImpl/);
      expect(text).not.toContain("\u001b[");
    }
    expect(issue!.body).toContain("0123456 «Update site.yml»");

    writeFileSync(join(folder, "build.log"), invalidContent);
    await report("failure", { INSTALL_OUTCOME: "success", BUILD_OUTCOME: "failure" }, "1002");
    expect(github.issues).toHaveLength(1);
    expect(github.calls.filter((call) => call.method === "POST" && call.path.endsWith("/issues"))).toHaveLength(1);
    expect(github.labels.size).toBe(1);
    expect(github.issues[0]!.state).toBe("open");
    expect(github.issues[0]!.body).toContain("content/site.yml:12: phnoe: unknown field");
    expect(github.issues[0]!.body).toContain(runLink("1002"));
    expect(github.issues[0]!.body).toContain("قيمة لا تقبلها قواعد الموقع");
    // The comment is what makes GitHub e-mail the owner about the second failure.
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.issue).toBe(1);
    expect(github.comments[0]!.body).toContain("فشل النشر مرة أخرى");
    expect(github.comments[0]!.body).toContain(runLink("1002"));
  });

  test("the next good deploy comments on the open issue and closes it", async () => {
    writeFileSync(join(folder, "publish.log"), missingProject);
    const failed = await report("failure", {
      INSTALL_OUTCOME: "success",
      BUILD_OUTCOME: "success",
      PUBLISH_OUTCOME: "failure",
    });
    expect(failed).toContain('✘ [ERROR] The Pages project "riyadh-site" does not exist.');
    expect(failed).toContain("CF_PAGES_PROJECT");
    expect(github.issues).toHaveLength(1);

    const summary = await report("success", {}, "1003");
    expect(summary).toContain("نُشر الموقع بنجاح");
    expect(github.issues[0]!.state).toBe("closed");
    expect(github.issues[0]!.state_reason).toBe("completed");
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.body).toContain("نُشر الموقع بنجاح");
    expect(github.comments[0]!.body).toContain(runLink("1003"));
  });

  test("a good deploy with no open report creates, comments on and closes nothing, not even an issue someone else labelled", async () => {
    github.issues.push({ number: 7, title: "Other", body: "written by hand", state: "open", labels: [label] });
    await report("success");
    expect(github.calls.length).toBeGreaterThan(0);
    expect(github.calls.filter((call) => call.method !== "GET")).toEqual([]);
    expect(github.issues[0]!.state).toBe("open");
    expect(github.comments).toEqual([]);
  });

  test("the issue carries the marker that tells the script its own reports apart", async () => {
    writeFileSync(join(folder, "build.log"), refusedBuild);
    await report("failure", { BUILD_OUTCOME: "failure" });
    expect(github.issues[0]!.body.startsWith(marker)).toBe(true);
  });
});
