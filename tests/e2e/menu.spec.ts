import { expect, test, type Page } from "../browser/fixtures";
import { answerWhatsApp } from "../browser/contact-tap";
import { chromiumPath, playwrightChromiumFlags } from "../../scripts/chromium.js";
import { projectsPath } from "../../src/model/contract/pages";
import { content, nav } from "../support/content";

// The phone's menu (src/components/layout/mobile-menu.tsx): a popover opened by
// its toggle, so it works without JavaScript; src/browser/menu.ts adds
// aria-expanded and the closing after a choice and after Back.

const isOpen = (page: Page) => page.locator("#mobile-menu").evaluate((menu) => menu.matches(":popover-open"));

/** Opens the closed menu with its toggle. */
async function open(page: Page) {
  await expect.poll(() => isOpen(page)).toBe(false);
  await page.locator("#menu-toggle").click();
  await expect.poll(() => isOpen(page)).toBe(true);
  return page.locator("#mobile-menu");
}

test("the menu opens and closes with its toggle, on Escape, on the chat button and after a link", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const toggle = page.locator("#menu-toggle");

  await test.step("the toggle opens it, and aria-expanded follows", async () => {
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    const menu = await open(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    // Which links it lists: src/components/layout/header.test.tsx.
    await toggle.click();
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  await test.step("it ends above the contact bar", async () => {
    const menu = await open(page);
    const box = (await menu.boundingBox())!;
    const bar = (await page.locator("[data-contact-controls]").boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
  });

  await test.step("Escape closes it and gives focus back to the toggle", async () => {
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  await test.step("choosing the chat button opens a new tab and closes it", async () => {
    const menu = await open(page);
    await answerWhatsApp(context);
    const popup = context.waitForEvent("page");
    await menu.locator('a[href^="https://wa.me/"]').click();
    await (await popup).close();
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  await test.step("choosing a link closes it and opens the page", async () => {
    const menu = await open(page);
    const link = nav.header.find((item) => item.path !== "/")!;
    await menu.getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}$`));
    await expect.poll(() => isOpen(page)).toBe(false);
  });
});

test("left open, the menu is closed when Back restores the page from the back/forward cache", async ({
  playwright,
  baseURL,
  viewport,
}) => {
  // Playwright turns the cache off, and the headless shell has none: this test
  // runs in the full Chromium with it on.
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    args: playwrightChromiumFlags,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  try {
    const page = await (await browser.newContext({ baseURL, viewport })).newPage();
    await page.goto("/");
    await open(page);
    // A mark on this document: only a page restored from the cache still has it.
    await page.evaluate(() => Object.assign(window, { __stored: true }));
    await page.goto(projectsPath);
    // A restored page fires pageshow, not load.
    await page.goBack({ waitUntil: "commit" });
    await page.waitForFunction(() => location.pathname === "/");
    expect(await page.evaluate(() => "__stored" in window), "restored from the back/forward cache").toBe(true);
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect(page.locator("#menu-toggle")).toHaveAttribute("aria-expanded", "false");
  } finally {
    await browser.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu still opens with its toggle, closes on Escape, and its links work", async ({ page }) => {
    await page.goto("/");
    const menu = await open(page);
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(page)).toBe(false);
    await open(page);
    const service = content.services.fencing.name;
    await menu.getByRole("link", { name: service, exact: true }).click();
    await expect(page).toHaveURL(/\/fencing$/);
  });
});
