// `npm run build` builds beside build/client and swaps the new build in only when every step has
// passed (scripts/build.js): a failed build leaves the last good one where `npm start` and
// `wrangler deploy` read it, and leaves nothing behind.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "..");
const buildRoot = mkdtempSync(join(tmpdir(), "build-swap-"));
afterAll(() => rmSync(buildRoot, { recursive: true, force: true }));

function build(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn("npm", ["run", "--silent", "build"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildRoot, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => done({ code, output }));
  });
}

const lastGood = "<!doctype html><title>the last good build</title>";
const home = () => readFileSync(join(buildRoot, "client/index.html"), "utf8");

describe("the build's swap", { timeout: 240_000 }, () => {
  test("a refused build leaves the last good build in place, and no half-built folder", async () => {
    mkdirSync(join(buildRoot, "client"), { recursive: true });
    writeFileSync(join(buildRoot, "client/index.html"), lastGood);
    // The shipped content with a YAML mistake in its settings.
    const content = join(buildRoot, "../", `${basename(buildRoot)}-content`);
    cpSync(join(root, "content"), content, { recursive: true });
    writeFileSync(join(content, "site.yml"), `${readFileSync(join(content, "site.yml"), "utf8")}\nphone: [unclosed\n`);
    try {
      const { code, output } = await build({ CONTENT_DIR: content });
      expect(code, output).not.toBe(0);
      expect(output).toContain("build/client still holds the last good build");
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
    expect(home()).toBe(lastGood);
    expect(readdirSync(buildRoot)).toEqual(["client"]);
  });

  test("a build that succeeds takes build/client's place, and the old one is gone", async () => {
    const { code, output } = await build({});
    expect(code, output).toBe(0);
    expect(home()).not.toBe(lastGood);
    expect(home()).toMatch(/^<!DOCTYPE html>/i);
    expect(readdirSync(join(buildRoot, "client"))).toEqual(
      expect.arrayContaining(["_headers", "_redirects", "404.html"]),
    );
    expect(readdirSync(buildRoot)).toEqual(["client"]);
  });
});
