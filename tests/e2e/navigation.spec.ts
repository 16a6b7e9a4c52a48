import { expect, hydrated, test, type Page } from "../browser/fixtures";
import { content, nav, ui } from "../support/content";

/** Opens the closed mobile menu with its toggle, checking both states on the way. */
async function expectMenuOpens(page: Page) {
  const toggle = page.locator("#menu-toggle");
  const menu = page.locator("#mobile-menu");
  await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  return { toggle, menu };
}

test("mobile menu: its links, and it closes on Escape, on the chat button and on a link", async ({ page, context }) => {
  // The chat opens wa.me in a new tab: answer it here rather than from the internet.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "" }));
  await page.goto("/");
  await hydrated(page);

  await test.step("lists home, the 7 service links, the projects and a chat button", async () => {
    const { menu } = await expectMenuOpens(page);
    const hrefs = await menu.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.slice(0, 9)).toEqual(nav.header.map((link) => link.path));
    expect(hrefs.slice(1, 8)).toEqual(nav.services.slice(0, 7).map((link) => link.path));
    expect(hrefs[9]).toMatch(/^https:\/\/wa\.me\//);
    expect(hrefs).toHaveLength(10);
  });

  await test.step("closes on Escape and gives focus back to the toggle", async () => {
    // Still open from the step before.
    const toggle = page.locator("#menu-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  await test.step("closes when the chat button is chosen", async () => {
    const { toggle, menu } = await expectMenuOpens(page);
    const popup = context.waitForEvent("page");
    await menu.locator('a[href^="https://wa.me/"]').click();
    await (await popup).close();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  await test.step("closes when a link is chosen, and the page changes", async () => {
    const { toggle, menu } = await expectMenuOpens(page);
    await menu.getByRole("link", { name: content.services.fencing.name }).click();
    await expect(page).toHaveURL(/\/fencing$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // Navigation starts at the top of the new page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("desktop navigation", () => {
  test("shows home and the 7 service links and marks the current page @desktop", async ({ page }) => {
    await page.goto("/canopies");
    const main = page.getByRole("navigation", { name: ui.nav.mainLabel });
    await expect(main).toBeVisible();
    const hrefs = await main.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(nav.header.map((link) => link.path));
    await expect(main.locator('a[aria-current="page"]')).toHaveAttribute("href", "/canopies");
    await expect(page.locator("#menu-toggle")).toBeHidden();
  });

  test("has a skip link that moves focus to the content @desktop", async ({ page }) => {
    await page.goto("/fencing");
    await hydrated(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: ui.skipLink })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});
