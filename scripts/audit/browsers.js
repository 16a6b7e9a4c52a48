// @ts-check
// Debian's Chromium and Firefox ESR, installed through apt when missing, and the
// helpers every browser check shares.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright-core";
import { ensurePackage } from "../apt.js";
import {
  chromiumFlags,
  chromiumPath,
  ensureChromium,
  ensureTestChromium,
  playwrightChromiumFlags,
  testChromiumPath,
} from "../chromium.js";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export { ensureChromium, ensureTestChromium };
export const ensureFirefox = () => ensurePackage(firefoxPath, "firefox-esr");

/** Chromium through Playwright for the page checks (Playwright gives each launch a fresh profile). */
export function launchPlaywrightChromium() {
  return chromium.launch({
    headless: true,
    executablePath: chromiumPath,
    args: playwrightChromiumFlags,
  });
}

/** Browsers this process started and has not closed yet, so that an interrupted audit can stop them. */
export const openBrowsers = new Set();

/**
 * Chromium's headless shell (see ../chromium.js) with a fresh profile and a
 * DevTools port, for Lighthouse. Returns the port and a close() that stops this
 * process group and removes the profile.
 */
export async function launchDebuggableChromium() {
  const profile = mkdtempSync(join(tmpdir(), "audit-chromium-"));
  const child = spawn(
    testChromiumPath,
    [...chromiumFlags, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { detached: true, stdio: "ignore" },
  );
  const pid = /** @type {number} */ (child.pid);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const close = async () => {
    openBrowsers.delete(close);
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      // already gone
    }
    const stopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
    if (!stopped) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
      await exited;
    }
    // The browser may still be writing its profile as it exits (ENOTEMPTY).
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  openBrowsers.add(close);
  const portFile = join(profile, "DevToolsActivePort");
  for (let waited = 0; waited < 20_000; waited += 100) {
    if (child.exitCode !== null) break;
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
      if (port > 0) return { port, close };
    }
    await sleep(100);
  }
  await close();
  throw new Error("Chromium did not open its DevTools port within 20 s");
}
