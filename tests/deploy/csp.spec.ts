import { desktop, expect, hydrated, test } from "../browser/fixtures";
import { ui } from "../support/content";

// Pages served by nginx with deploy/nginx.conf (the "nginx" project), so under the
// real CSP. Every test also fails on any CSP violation or console error
// (tests/browser/fixtures.ts), so loading and hydrating a page is the check.

// Every route loads and hydrates under nginx's CSP in rebuild.spec.ts, after a
// rebuild that changed every page (the stricter case), and under npm start's
// identical policy in tests/e2e/pages.spec.ts.

test.describe("the 404 page", () => {
  test.use({ allowPageErrors: true });

  test("hydrates; its only errors are the 404 itself and the app's log of the path", async ({ page, observed }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(observed.violations).toEqual([]);
    // The app logs the path once it has hydrated.
    const appErrors = () => observed.errors.filter((message) => !message.startsWith("Failed to load resource"));
    await expect.poll(appErrors).toHaveLength(1);
    expect(appErrors()[0]).toContain("/no-such-page");
  });
});

test.describe("on a desktop, with the main navigation", () => {
  test.use({ viewport: desktop });

  test("in-app navigation loads route data and modules without a violation", async ({ page, observed }) => {
    await page.goto("/");
    await hydrated(page);
    const data = page.waitForResponse((response) => response.url().endsWith("/canopies.data"));
    await page.getByRole("navigation", { name: ui.nav.mainLabel }).locator('a[href="/canopies"]').click();
    expect((await data).status()).toBe(200);
    await expect(page).toHaveURL(/\/canopies$/);
    await expect(page.locator('a[aria-current="page"][href="/canopies"]').first()).toBeVisible();
    expect(observed.failed).toEqual([]);
  });
});

test("the layout's icons draw from the same-origin sprite file", async ({ page }) => {
  const spritePath = /^\/assets\/icons-[\w-]+\.svg$/;
  const sprite = page.waitForResponse((response) => spritePath.test(new URL(response.url()).pathname));
  await page.goto("/");
  expect((await sprite).status()).toBe(200);
  await hydrated(page);
  // A <use> whose file was blocked or missing draws nothing: an empty box.
  const boxes = await page.locator("svg > use").evaluateAll((uses) =>
    uses
      .filter((use) => use.parentElement!.checkVisibility())
      .map((use) => {
        const box = (use as SVGGraphicsElement).getBBox();
        return `${use.getAttribute("href")} ${box.width > 0 && box.height > 0 ? "drawn" : "empty"}`;
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) expect(box).toMatch(/^\/assets\/icons-[\w-]+\.svg#[\w-]+ drawn$/);
});

test.describe("the CSP", () => {
  test.use({ allowPageErrors: true });

  test("is enforced: an injected inline script is refused and reported", async ({ page, observed }) => {
    await page.goto("/");
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => observed.violations).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    expect(observed.errors.some((message) => message.includes("Content Security Policy"))).toBe(true);
  });
});
