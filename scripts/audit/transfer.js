// Bytes a phone (360 × 740 CSS px, 3× density, touch) transfers without
// scrolling, from the first byte through hydration until the network is idle:
// all JS (lazy chunks included) and the images of the first view (lazy images
// load only as far as the browser's own look-ahead reaches without a scroll).
// Console errors and hydration itself are the browser tests' to check.
import { isHydratedInPage, settleInPage } from "../../tests/browser/page-checks.js";
import { phone } from "./config.js";

export async function checkTransfer(browser, url) {
  const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
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
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForFunction(isHydratedInPage, null, { timeout: 15_000 });
    await page.evaluate(settleInPage);
    await page.waitForLoadState("networkidle");
    const transfers = (await Promise.all(sizes)).filter(Boolean);
    const sum = (type) => transfers.filter((t) => t.type === type).reduce((total, t) => total + t.bytes, 0);
    return {
      requests: transfers.length,
      jsTransferred: sum("script"),
      imageTransferred: sum("image"),
      images: transfers.filter((t) => t.type === "image").map((t) => ({ url: t.url, bytes: t.bytes })),
    };
  } finally {
    await context.close();
  }
}
