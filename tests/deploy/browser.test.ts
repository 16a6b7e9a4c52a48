import type { BrowserContext } from "playwright-core";
import { describe, expect, test } from "vitest";
import { desktop, hydrated, open, routes, setupBrowser } from "../e2e/support";

// Pages served by nginx with deploy/nginx.conf (baseUrl is nginx in this suite), so under the real CSP.
const { newContext } = setupBrowser();

/** A context that records every CSP violation, from the first byte of each document. */
async function recordingContext(options: Parameters<typeof newContext>[0] = {}) {
  const context: BrowserContext = await newContext(options);
  await context.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return context;
}

const violations = (page: Awaited<ReturnType<typeof open>>["page"]) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

describe("under the CSP nginx sends", () => {
  test.each(routes)("%s hydrates with no console error and no CSP violation", async (path) => {
    const context = await recordingContext();
    const { page, status, console } = await open(context, path);
    expect(status).toBe(200);
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    expect(console.errors).toEqual([]);
    await context.close();
  });

  test("the 404 page hydrates; its only errors are the 404 itself and the app's log of the path", async () => {
    const context = await recordingContext();
    const { page, status, console } = await open(context, "/no-such-page");
    expect(status).toBe(404);
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    const appErrors = console.errors.filter((message) => !message.startsWith("Failed to load resource"));
    expect(appErrors).toHaveLength(1);
    expect(appErrors[0]).toContain("/no-such-page");
    await context.close();
  });

  test("in-app navigation loads route data and modules without a violation", async () => {
    const context = await recordingContext({ viewport: desktop });
    const { page, console } = await open(context, "/");
    await hydrated(page);
    const data = page.waitForResponse((response) => response.url().endsWith("/canopies.data"));
    await page.getByRole("navigation", { name: "التنقل الرئيسي" }).locator('a[href="/canopies"]').click();
    expect((await data).status()).toBe(200);
    await page.waitForURL("**/canopies");
    await expect.poll(() => page.locator('a[aria-current="page"][href="/canopies"]').count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    expect(console.errors).toEqual([]);
    await context.close();
  });

  test("the layout's icons draw from the same-origin sprite file", async () => {
    const context = await recordingContext();
    const spritePath = /^\/assets\/icons-[\w-]+\.svg$/;
    const sprite = context.waitForEvent("response", (response) => spritePath.test(new URL(response.url()).pathname));
    const { page: live, console } = await open(context, "/");
    expect((await sprite).status()).toBe(200);
    await hydrated(live);
    // A <use> whose file was blocked or missing draws nothing: an empty box.
    const boxes = await live.locator("svg > use").evaluateAll((uses) =>
      uses
        .filter((use) => use.parentElement!.checkVisibility())
        .map((use) => {
          const box = (use as SVGGraphicsElement).getBBox();
          return `${use.getAttribute("href")} ${box.width > 0 && box.height > 0 ? "drawn" : "empty"}`;
        }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toMatch(/^\/assets\/icons-[\w-]+\.svg#[\w-]+ drawn$/);
    expect(await violations(live)).toEqual([]);
    expect(console.errors).toEqual([]);
    await context.close();
  });

  test("is enforced: an injected inline script is refused and reported", async () => {
    const context = await recordingContext();
    const { page, console } = await open(context, "/");
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    expect(console.errors.some((message) => message.includes("Content Security Policy"))).toBe(true);
    await context.close();
  });
});
