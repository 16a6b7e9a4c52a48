import { desktop, expect, test } from "../browser/fixtures";
import { ui } from "../support/content";

// The pages under the CSP that Cloudflare's runtime serves (wrangler dev, like every browser test). Every
// test also fails on any CSP violation or console error (tests/browser/fixtures.ts), so loading a page and
// running its script is the check; these load the pages whose scripts the policy could break, and try it.
// Every route loads under the same server in tests/pages/pages.spec.ts.

test.describe("the 404 page", () => {
  test.use({ allowPageErrors: true });

  test("runs its script; its only errors are the 404 itself and the page's log of the path", async ({
    page,
    observed,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await page.waitForLoadState("load");
    expect(observed.violations).toEqual([]);
    // src/browser/not-found.ts logs the path, from a file the CSP allows.
    const appErrors = () => observed.errors.filter((message) => !message.startsWith("Failed to load resource"));
    await expect.poll(appErrors).toHaveLength(1);
    expect(appErrors()[0]).toContain("/no-such-page");
  });
});

test.describe("on a desktop, with the main navigation", () => {
  test.use({ viewport: desktop });

  test("a link of the main navigation loads its page, with its files, without a violation", async ({
    page,
    observed,
  }) => {
    await page.goto("/");
    const next = page.waitForResponse((response) => new URL(response.url()).pathname === "/canopies");
    await page.getByRole("navigation", { name: ui.nav.mainLabel }).locator('a[href="/canopies"]').click();
    expect((await next).status()).toBe(200);
    await expect(page).toHaveURL(/\/canopies$/);
    await page.waitForLoadState("load");
    await expect(page.locator('a[aria-current="page"][href="/canopies"]').first()).toBeVisible();
    expect(observed.failed).toEqual([]);
  });
});

test("the layout's icons draw from the same-origin sprite file", async ({ page }) => {
  const spritePath = /^\/assets\/icons\.[\w-]+\.svg$/;
  const sprite = page.waitForResponse((response) => spritePath.test(new URL(response.url()).pathname));
  await page.goto("/");
  expect((await sprite).status()).toBe(200);
  await page.waitForLoadState("load");
  // A <use> whose file was blocked or missing draws nothing: an empty box.
  const boxes = await page.locator("svg > use").evaluateAll((uses) =>
    uses
      // Not the icons of sections the browser has not drawn yet (content-visibility: auto).
      .filter((use) => use.parentElement!.checkVisibility({ contentVisibilityAuto: true }))
      .map((use) => {
        const box = (use as SVGGraphicsElement).getBBox();
        return `${use.getAttribute("href")} ${box.width > 0 && box.height > 0 ? "drawn" : "empty"}`;
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) expect(box).toMatch(/^\/assets\/icons\.[\w-]+\.svg#[\w-]+ drawn$/);
});

test.describe("the CSP", () => {
  test.use({ allowPageErrors: true });

  test("is enforced: an injected inline script is refused and reported", async ({ page, observed }) => {
    await page.goto("/");
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
