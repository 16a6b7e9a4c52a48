// @ts-check
// The tests and the audit use Debian's own binaries (never a browser downloaded
// by a test tool) and install them through apt when missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const sudo = process.getuid?.() === 0 ? "" : "sudo ";
// Waits for another apt run (the suites install in parallel) instead of failing on its lock.
const aptGet = `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600`;
let listsUpdated = false;

/**
 * Installs `debianPackage` with apt-get unless `binary` (any file the package
 * installs) exists. apt's output goes to stderr, so that a report on stdout stays clean.
 * @param {string} binary
 * @param {string} debianPackage
 */
export function ensurePackage(binary, debianPackage) {
  if (existsSync(binary)) return;
  console.error(`${binary} not found: installing it with apt-get (Debian package '${debianPackage}')…`);
  /** @type {import("node:child_process").StdioOptions} */
  const stdio = ["ignore", 2, 2];
  if (!listsUpdated) execSync(`${aptGet} update -qq`, { stdio });
  listsUpdated = true;
  execSync(`${aptGet} install -y -qq ${debianPackage}`, { stdio });
  if (!existsSync(binary)) throw new Error(`apt-get installed ${debianPackage}, but ${binary} is still missing`);
}
