import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { siteUrl } from "./support";

// MDN's HTTP Observatory scanner, installed on demand outside the project's
// dependencies: a plain install runs a script that downloads certificates.
const version = "1.4.8";
const prefix = resolve(import.meta.dirname, "../../.cache/observatory");
const observatory = join(prefix, "node_modules/@mdn/mdn-http-observatory");

/** Over plain HTTP these two cannot pass: they need TLS. */
const needTls = new Map([
  ["redirection", "redirection-missing"],
  ["strict-transport-security", "hsts-not-implemented-no-https"],
]);

type TestResult = { pass: boolean; result: string; scoreModifier: number };
type Scan = {
  scan: { score: number; grade: string; testsPassed: number; testsQuantity: number };
  tests: Record<string, TestResult>;
};

beforeAll(() => {
  if (!existsSync(join(observatory, "src/scan.js"))) {
    // npm install --prefix needs the folder to exist.
    mkdirSync(prefix, { recursive: true });
    console.log(`Installing @mdn/mdn-http-observatory@${version} into .cache/observatory…`);
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        prefix,
        "--ignore-scripts",
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        `@mdn/mdn-http-observatory@${version}`,
      ],
      { stdio: "inherit" },
    );
  }
  // Normally downloaded by the skipped install script; only the preload bonus reads it.
  const preload = join(observatory, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}, 180_000);

test("the HTTP Observatory passes every test that plain HTTP allows", () => {
  const host = new URL(siteUrl).host;
  const output = execFileSync(process.execPath, [join(observatory, "src/scan.js"), host], { encoding: "utf8" });
  const { scan, tests } = JSON.parse(output) as Scan;
  const withTls = 100 + Object.values(tests).reduce((sum, test) => sum + Math.max(0, test.scoreModifier), 0);
  console.log(
    `\nHTTP Observatory on ${host}: score ${scan.score} (${scan.grade}), ${scan.testsPassed}/${scan.testsQuantity} tests passed.\n` +
      `Behind TLS, with the redirect to https and HSTS passing, the same headers score ${withTls}.\n` +
      Object.entries(tests)
        .map(
          ([name, test]) =>
            `  ${test.pass ? "pass" : "FAIL"}  ${name.padEnd(30)} ${test.result} (${test.scoreModifier})`,
        )
        .join("\n"),
  );
  for (const [name, test] of Object.entries(tests)) {
    if (needTls.has(name)) expect(test.result, name).toBe(needTls.get(name));
    else expect(test.pass, `${name}: ${test.result}`).toBe(true);
  }
  expect(tests["content-security-policy"]?.result).toBe("csp-implemented-with-no-unsafe-default-src-none");
  // The two TLS tests cost 20 points each, and below 90 no bonus counts: 60 is the ceiling over HTTP.
  expect(scan.score).toBe(100 + [...needTls.keys()].reduce((sum, name) => sum + (tests[name]?.scoreModifier ?? 0), 0));
});
