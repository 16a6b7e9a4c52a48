import { describe, expect, test } from "vitest";
import { content, nav, ui } from "../support/content";
import { desktop, hydrated, open, setupBrowser } from "./support";

const { newContext } = setupBrowser();

async function openMenu() {
  const context = await newContext();
  const { page } = await open(context, "/");
  await hydrated(page);
  const toggle = page.locator("#menu-toggle");
  const menu = page.locator("#mobile-menu");
  expect(await toggle.getAttribute("aria-controls")).toBe("mobile-menu");
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  expect(await menu.isVisible()).toBe(false);
  await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  expect(await menu.isVisible()).toBe(true);
  return { context, page, toggle, menu };
}

describe("mobile menu", () => {
  test("lists home, the 7 service links, the projects and a chat button", async () => {
    const { context, menu } = await openMenu();
    const hrefs = await menu.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.slice(0, 9)).toEqual(nav.header.map((link) => link.path));
    expect(hrefs.slice(1, 8)).toEqual(nav.services.slice(0, 7).map((link) => link.path));
    expect(hrefs[9]).toMatch(/^https:\/\/wa\.me\//);
    expect(hrefs).toHaveLength(10);
    await context.close();
  });

  test("closes when a link is chosen, and the page changes", async () => {
    const { context, page, toggle, menu } = await openMenu();
    await menu.getByRole("link", { name: content.services.fencing.name }).click();
    await page.waitForURL(/\/fencing$/);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    // Navigation starts at the top of the new page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  test("closes when the chat button is chosen", async () => {
    const { context, toggle, menu } = await openMenu();
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      menu.locator('a[href^="https://wa.me/"]').click(),
    ]);
    await popup.close();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });

  test("closes on Escape and gives focus back to the toggle", async () => {
    const { context, page, toggle, menu } = await openMenu();
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("menu-toggle");
    await context.close();
  });
});

describe("desktop navigation", () => {
  test("shows home and the 7 service links and marks the current page", async () => {
    const context = await newContext({ viewport: desktop });
    const { page } = await open(context, "/canopies");
    const main = page.getByRole("navigation", { name: ui.nav.mainLabel });
    expect(await main.isVisible()).toBe(true);
    const hrefs = await main.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(nav.header.map((link) => link.path));
    expect(await main.locator('a[aria-current="page"]').getAttribute("href")).toBe("/canopies");
    expect(await page.locator("#menu-toggle").isVisible()).toBe(false);
    await context.close();
  });

  test("has a skip link that moves focus to the content", async () => {
    const context = await newContext({ viewport: desktop });
    const { page } = await open(context, "/fencing");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: ui.skipLink });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => location.hash)).toBe("#main");
    await context.close();
  });
});
