// A visit on a phone (360 × 740 CSS px, 3× density, touch) without scrolling:
// console errors and warnings from the first byte through hydration, whether
// hydration completes, and the bytes transferred until the network is idle:
// all JS (lazy chunks included) and the images of the first view (lazy images
// load only as far as the browser's own look-ahead reaches without a scroll).
import { phone } from "./config.js";
import { settle, waitForHydration } from "./browsers.js";

export async function checkLoad(browser, url, { notFound = false } = {}) {
  const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = [];
  const warnings = [];
  const where = (message) => {
    const location = message.location();
    return location.url ? ` (${location.url.replace(/^https?:\/\/[^/]+/, "")}:${location.lineNumber})` : "";
  };
  page.on("console", (message) => {
    const text = message.text() + where(message);
    if (message.type() === "error") errors.push(text);
    if (message.type() === "warning") warnings.push(text);
  });
  page.on("pageerror", (error) => errors.push(`Uncaught ${error.name}: ${error.message}`));
  const sizes = [];
  page.on("requestfinished", (request) => {
    sizes.push(
      request.sizes().then(
        (size) => ({
          url: request.url(),
          type: request.resourceType(),
          bytes: size.responseBodySize + size.responseHeadersSize,
        }),
        () => null,
      ),
    );
  });
  const failedRequests = [];
  page.on("requestfailed", (request) => failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`));
  try {
    const response = await page.goto(url, { waitUntil: "networkidle" });
    const hydration = await waitForHydration(page);
    await settle(page);
    await page.waitForLoadState("networkidle");
    if (hydration) errors.push(`Hydration: ${hydration}`);
    const transfers = (await Promise.all(sizes)).filter(Boolean);
    const sum = (type) => transfers.filter((t) => t.type === type).reduce((total, t) => total + t.bytes, 0);
    // The not-found page is meant to log twice: the browser reports the 404 document,
    // and the app logs the unknown path (product decision §2). Nothing else may appear.
    const expected = notFound
      ? [
          (text) => text.startsWith("Failed to load resource: the server responded with a status of 404"),
          (text) => text.includes(new URL(url).pathname) && !text.startsWith("Failed to load resource"),
        ]
      : [];
    const unexpectedErrors = errors.filter((text) => {
      const index = expected.findIndex((isExpected) => isExpected(text));
      if (index === -1) return true;
      expected.splice(index, 1);
      return false;
    });
    return {
      status: response?.status(),
      consoleErrors: unexpectedErrors,
      consoleWarnings: warnings,
      expectedConsoleErrors: errors.length - unexpectedErrors.length,
      failedRequests,
      requests: transfers.length,
      jsTransferred: sum("script"),
      imageTransferred: sum("image"),
      images: transfers.filter((t) => t.type === "image").map((t) => ({ url: t.url, bytes: t.bytes })),
    };
  } finally {
    await context.close();
  }
}
