// The browser tests that `npm test` runs on one page of each kind, run on every
// other page (the tests tagged @every-page, tests/browser/support.ts perPage):
// axe at both widths, no sideways scroll from 320 to 1920 px, the contact bar,
// each page without JavaScript, and the per-page journeys. Playwright serves the
// build with wrangler dev itself (playwright.config.ts).
// docs/decisions/0024-the-test-loop-and-the-audit.md
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { outDir, root } from "./config.js";

const projects = ["every-page-phone", "every-page-desktop"];

/** The titles of a Playwright JSON report's tests, each as "[project] file › title", by outcome. */
export function outcomes(report) {
  const found = { passed: [], failed: [] };
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const title = `[${test.projectName}] ${spec.file} › ${spec.title}`;
        // "flaky" passed on its retry (CI retries once): the run passes, as in npm test.
        (test.status === "unexpected" ? found.failed : found.passed).push(title);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return found;
}

/** Runs them, Playwright's dots on stderr; resolves to the titles that passed and failed. */
export async function runEveryPageTests() {
  const reportFile = join(outDir, "every-page.json");
  mkdirSync(outDir, { recursive: true });
  rmSync(reportFile, { force: true });
  const child = spawn(
    process.execPath,
    [
      join(root, "node_modules/@playwright/test/cli.js"),
      "test",
      ...projects.map((project) => `--project=${project}`),
      // Dots for progress, JSON for the report.
      "--reporter=dot,json",
    ],
    {
      cwd: root,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
      stdio: ["ignore", 2, 2],
    },
  );
  const code = await new Promise((resolve) => child.on("exit", resolve));
  const found = existsSync(reportFile)
    ? outcomes(JSON.parse(readFileSync(reportFile, "utf8")))
    : { passed: [], failed: [] };
  if (code !== 0 && !found.failed.length) found.failed.push(`Playwright exited with ${code}: see its output above`);
  return found;
}
