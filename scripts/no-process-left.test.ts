// The last step of `npm test` (scripts/no-process-left.js) fails when the run left a process behind.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { expect, test } from "vitest";

const root = resolve(import.meta.dirname, "..");

test("names a process started during the run and still running, and fails", () => {
  // A shell stands in for `npm test`: it starts a process that outlives its work, then runs the check.
  const result = spawnSync(
    "sh",
    ["-c", "sleep 30 & left=$!; node scripts/no-process-left.js; code=$?; kill $left; exit $code"],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, npm_lifecycle_event: "test", INIT_CWD: root },
    },
  );
  expect(result.status, result.stderr).toBe(1);
  expect(result.stderr).toMatch(/npm test left \d+ process\(es\) running:[\s\S]*\n {2}\d+ sleep 30/);
});

test("leaves alone a process started meanwhile in this folder but not by the run (another terminal, a shell tool)", () => {
  // Both sleeps start in the project folder during the run; only the first inherits the run's npm environment.
  const result = spawnSync(
    "sh",
    [
      "-c",
      "sleep 30 & ours=$!; env -u INIT_CWD sleep 31 & other=$!; node scripts/no-process-left.js; code=$?; kill $ours $other; exit $code",
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, npm_lifecycle_event: "test", INIT_CWD: root },
    },
  );
  expect(result.stderr).toMatch(/\n {2}\d+ sleep 30/);
  expect(result.stderr).not.toMatch(/sleep 31/);
});
