// Debian's Chromium and Firefox ESR, installed through apt when missing, and the
// helpers every browser check shares.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright-core";
import { ensurePackage } from "../apt.js";
import { chromiumFlags, chromiumPath, ensureChromium, playwrightChromiumFlags } from "../chromium.js";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export { ensureChromium };
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
 * Chromium with a fresh profile and a DevTools port, for Lighthouse. Returns the
 * port and a close() that stops this process group and removes the profile.
 */
export async function launchDebuggableChromium() {
  const profile = mkdtempSync(join(tmpdir(), "audit-chromium-"));
  const child = spawn(
    chromiumPath,
    [...chromiumFlags, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { detached: true, stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const close = async () => {
    openBrowsers.delete(close);
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    const stopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
    if (!stopped) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
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

/**
 * Waits until React has hydrated the page: the landmarks and every button carry
 * React's props. Resolves to null when hydrated, otherwise to a description.
 */
export async function waitForHydration(page, timeout = 15_000) {
  const check = () => {
    const elements = [...document.querySelectorAll("header, main, footer, button")];
    const dry = elements.filter((el) => !Object.keys(el).some((key) => key.startsWith("__reactProps")));
    return elements.length > 0 && dry.length === 0;
  };
  try {
    await page.waitForFunction(check, null, { timeout });
    return null;
  } catch {
    const dry = await page.evaluate(() =>
      [...document.querySelectorAll("header, main, footer, button")]
        .filter((el) => !Object.keys(el).some((key) => key.startsWith("__reactProps")))
        .map((el) => el.tagName.toLowerCase() + (el.id ? `#${el.id}` : "")),
    );
    return `not hydrated after ${timeout / 1000} s (${dry.length} elements without React props: ${dry.slice(0, 5).join(", ")})`;
  }
}

/**
 * Lets fonts load and entry animations finish, then waits two frames. Only
 * animations due to end within 3 s are waited for: a long or endless decoration
 * (the chat button's pulse) is not an entry animation.
 */
export async function settle(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const remaining = (animation) =>
      (animation.effect?.getComputedTiming().endTime ?? Infinity) - Number(animation.currentTime ?? 0);
    const entry = document.getAnimations().filter((animation) => remaining(animation) <= 3000);
    await Promise.race([
      Promise.all(entry.map((animation) => animation.finished.catch(() => {}))),
      new Promise((resolve) => setTimeout(resolve, 3500)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
