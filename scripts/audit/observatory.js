// @ts-check
// MDN's HTTP Observatory (the scanner behind developer.mozilla.org/observatory) on the served site: every
// test that plain HTTP allows must pass. Installed on first use into .cache/observatory, outside the
// project's dependencies: its install script downloads certificates, and only the preload bonus reads them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const version = "1.4.8";
const prefix = resolve(import.meta.dirname, "../../.cache/observatory");
const scanner = join(prefix, "node_modules/@mdn/mdn-http-observatory");

/** The two tests plain HTTP cannot pass, and what each reports over it; behind Cloudflare's TLS both pass. */
export const needTls = new Map([
  ["redirection", "redirection-missing"],
  ["strict-transport-security", "hsts-not-implemented-no-https"],
]);

/** The CSP result of a policy with `default-src 'none'` and nothing unsafe (deploy/rules.js). */
const strictCsp = "csp-implemented-with-no-unsafe-default-src-none";

/** @param {(...args: unknown[]) => void} log */
export function ensureObservatory(log) {
  if (!existsSync(join(scanner, "src/scan.js"))) {
    // npm install --prefix needs the folder to exist.
    mkdirSync(prefix, { recursive: true });
    log(`  installing @mdn/mdn-http-observatory@${version} into .cache/observatory`);
    const args = ["install", "--prefix", prefix, "--ignore-scripts", "--no-save", "--no-audit", "--no-fund"];
    execFileSync("npm", [...args, "--loglevel=error", `@mdn/mdn-http-observatory@${version}`], { stdio: "inherit" });
  }
  // Written by the skipped install script; only the preload bonus reads it.
  const preload = join(scanner, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}

/**
 * @typedef {{ pass: boolean, result: string, scoreModifier: number }} ObservatoryTest
 * @typedef {{ scan: { score: number, grade: string }, tests: Record<string, ObservatoryTest> }} Scan
 */

/**
 * What a scan over plain HTTP says: its score, what the same headers score behind TLS, and each test that
 * failed though plain HTTP allows it to pass.
 * @param {Scan} scan
 */
export function judgeScan({ scan, tests }) {
  const failures = Object.entries(tests)
    .filter(([name, test]) => (needTls.has(name) ? test.result !== needTls.get(name) : !test.pass))
    .map(([name, test]) => `${name}: ${test.result} (${test.scoreModifier})`);
  const csp = tests["content-security-policy"]?.result;
  if (csp !== strictCsp) failures.push(`content-security-policy: ${csp ?? "missing"}, not ${strictCsp}`);
  // Below 90 no bonus counts, so over HTTP the score is 100 less the two TLS tests' 20 points each.
  const expected = 100 + [...needTls.keys()].reduce((sum, name) => sum + (tests[name]?.scoreModifier ?? 0), 0);
  if (scan.score !== expected) failures.push(`score ${scan.score}, not the ${expected} plain HTTP allows`);
  const withTls = 100 + Object.values(tests).reduce((sum, test) => sum + Math.max(0, test.scoreModifier), 0);
  return { score: scan.score, grade: scan.grade, withTls, failures };
}

/** Scans the site at `host` (host:port). */
export function scanObservatory(/** @type {string} */ host) {
  const output = execFileSync(process.execPath, [join(scanner, "src/scan.js"), host], { encoding: "utf8" });
  return judgeScan(JSON.parse(output));
}

// Run directly (npm run audit:install), it only installs the scanner: CI does so beside the browser tests.
if (import.meta.url === `file://${process.argv[1]}`) ensureObservatory(console.log);
