// @ts-check
// Debian's Chromium and Firefox ESR, installed through apt when missing, and the
// helpers every browser check shares.
import { Launcher } from "chrome-launcher";
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
 * Chromium's headless shell (see ../chromium.js) for Lighthouse, launched by chrome-launcher, the launcher
 * Lighthouse's own command line uses: a fresh profile, a free DevTools port, and a close() that stops the
 * browser and removes the profile.
 */
export async function launchDebuggableChromium() {
  const chrome = new Launcher({ chromePath: testChromiumPath, chromeFlags: chromiumFlags, logLevel: "silent" });
  const close = async () => {
    openBrowsers.delete(close);
    chrome.kill();
  };
  // Known before it starts, so that an audit interrupted while the browser starts stops it too.
  openBrowsers.add(close);
  try {
    await chrome.launch();
  } catch (error) {
    await close();
    throw error;
  }
  return { port: /** @type {number} */ (chrome.port), close };
}
