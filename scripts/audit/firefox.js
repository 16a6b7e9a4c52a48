// @ts-check
// Firefox ESR (Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi):
// every route loads with the expected status and without an uncaught exception
// (the page's one small script runs in Firefox too), the document is right to
// left, and nothing overflows at 360 px and 1280 px.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { firefoxWidths, phone } from "./config.js";
import { firefoxPath } from "./browsers.js";
import { measureOverflowInPage, settleInPage } from "../browser/page-checks.js";

export async function launchFirefox() {
  const profile = mkdtempSync(join(tmpdir(), "audit-firefox-"));
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    userDataDir: profile,
    // A call that does not return fails its route within a minute, not Puppeteer's 3 (the pages load in about 1 s).
    protocolTimeout: 60_000,
  });
  return {
    browser,
    version: await browser.version(),
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} url
 * @param {{ notFound?: boolean }} [options]
 */
export async function checkFirefox(browser, url, { notFound = false } = {}) {
  /** @type {string[]} */
  const failures = [];
  /** @type {Record<number, object>} */
  const results = {};
  // A fresh browser context: no cache, so the document is fetched (200/404, never 304). One load, at the phone's
  // width, then the desktop's: the pages are pre-rendered and no script reshapes them by width, so what differs
  // between the two is the CSS, which a resize applies (the browser tests' page checks do the same).
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  /** @type {string[]} */
  const exceptions = [];
  page.on("pageerror", (error) => exceptions.push(error instanceof Error ? error.message : String(error)));
  try {
    await page.setViewport(phone);
    const response = await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    const status = response?.status();
    if (status !== (notFound ? 404 : 200)) failures.push(`status ${status}, expected ${notFound ? 404 : 200}`);
    for (const viewport of firefoxWidths) {
      const at = `${viewport.width} px`;
      await page.setViewport(viewport);
      // Settled (fonts loaded, entry animations done), as the browser tests define it.
      await page.evaluate(settleInPage);
      const page_ = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dirAttribute: document.documentElement.getAttribute("dir"),
        htmlDirection: getComputedStyle(document.documentElement).direction,
        bodyDirection: getComputedStyle(document.body).direction,
        mainDirection: (() => {
          const main = document.querySelector("main");
          return main ? getComputedStyle(main).direction : null;
        })(),
        h1: document.querySelectorAll("h1").length,
      }));
      const overflow = await page.evaluate(measureOverflowInPage);
      results[viewport.width] = { status, ...page_, overflow: overflow.overflow };
      // Arabic pages read right to left, the English pages (lang="en") left to right.
      const direction = page_.lang === "ar" ? "rtl" : "ltr";
      if (page_.dirAttribute !== direction || page_.htmlDirection !== direction || page_.bodyDirection !== direction)
        failures.push(
          `${at}: lang="${page_.lang}" but not ${direction} (dir="${page_.dirAttribute}", html ${page_.htmlDirection}, body ${page_.bodyDirection})`,
        );
      if (page_.mainDirection !== direction) failures.push(`${at}: <main> is ${page_.mainDirection ?? "missing"}`);
      if (page_.h1 !== 1) failures.push(`${at}: ${page_.h1} h1 elements, expected 1`);
      if (overflow.overflow > 0)
        failures.push(`${at}: scrolls sideways by ${overflow.overflow} px: ${overflow.offenders.join("; ")}`);
    }
    for (const message of exceptions) failures.push(`uncaught exception: ${message.slice(0, 400)}`);
  } catch (error) {
    failures.push(`did not load: ${error instanceof Error ? error.message : error}`);
  } finally {
    await context.close();
  }
  return { failures, results };
}
