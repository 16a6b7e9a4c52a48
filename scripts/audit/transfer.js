// @ts-check
// What a phone (360 × 740 CSS px, 3× density, touch) transfers, in Chromium:
//   - images of the first view: from the first byte until the network is idle,
//     without scrolling (lazy images load only as far as the browser's own
//     look-ahead reaches);
//   - every script, after a scroll to the bottom of the page and back, so that
//     islands (client:visible, client:afterpaint) load their component and renderer.
// It also measures the page's length in screens of the phone, and the bytes of
// the first view and of the whole page after the scroll: every response's body
// as transferred, and the document's headers once. (wrangler dev speaks HTTP/1.1,
// where each response repeats the same kilobyte of security headers; over
// Cloudflare's HTTP/2 and HTTP/3, HPACK and QPACK send a repeated header as an
// index of a byte or two.)
// The scripts' URLs are checked against the static JS count (bytes.js): a
// script the browser fetched that the count misses fails the jsUncounted budget.
// Console errors and the islands' behaviour are the browser tests' to check.
import { screensInPage, settleInPage } from "../browser/page-checks.js";
import { phone } from "./config.js";

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @param {number} [deviceScaleFactor] the phone's density: 3, or 2 to measure as a 2× phone
 */
export async function checkTransfer(browser, url, deviceScaleFactor = 3) {
  const context = await browser.newContext({ viewport: phone, deviceScaleFactor, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  /** @type {Promise<{ url: string, type: string, bytes: number, body: number, headers: number } | null>[]} */
  const sizes = [];
  page.on("requestfinished", (request) => {
    sizes.push(
      request.sizes().then(
        (size) => ({
          url: request.url(),
          type: request.resourceType(),
          bytes: size.responseBodySize + size.responseHeadersSize,
          body: size.responseBodySize,
          headers: size.responseHeadersSize,
        }),
        () => null,
      ),
    );
  });
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    await page.evaluate(settleInPage);
    await page.waitForLoadState("networkidle");
    const firstView = (await Promise.all(sizes)).filter((t) => t !== null);
    // The page's length in phone screens: reported; its budget is the owner's (src/model/owner/page-budgets.ts).
    const screens = await page.evaluate(screensInPage);
    const images = firstView.filter((t) => t.type === "image");
    // Scroll through the page, a screen at a time, so that every island becomes visible.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const transfers = (await Promise.all(sizes)).filter((t) => t !== null);
    const scripts = transfers.filter((t) => t.type === "script");
    /** @param {{ type: string, body: number, headers: number }[]} loaded */
    const wire = (loaded) =>
      loaded.reduce((total, t) => total + t.body, 0) + (loaded.find((t) => t.type === "document")?.headers ?? 0);
    /** @param {{ url: string, body: number }[]} loaded */
    const largest = (loaded) => [...loaded].sort((a, b) => b.body - a.body).map((t) => ({ url: t.url, bytes: t.body }));
    return {
      firstViewBytes: wire(firstView),
      pageBytes: wire(transfers),
      firstViewFiles: largest(firstView),
      pageFiles: largest(transfers),
      screens,
      requests: transfers.length,
      jsTransferred: scripts.reduce((total, t) => total + t.bytes, 0),
      scripts: [...new Set(scripts.map((t) => t.url))],
      imageTransferred: images.reduce((total, t) => total + t.bytes, 0),
      images: images.map((t) => ({ url: t.url, bytes: t.bytes })),
    };
  } finally {
    await context.close();
  }
}
