import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { pagePaths, site, ui } from "../support/content";
import { desktop, hydrated, open, setupBrowser } from "./support";

const { newContext } = setupBrowser();

describe("floating contact widget", () => {
  test.each(["/", "/fencing", "/no-such-page"])(
    "is on %s with a chat link in a new tab and a call link in the same window",
    async (path) => {
      const context = await newContext();
      const { page } = await open(context, path);
      const chat = page.getByRole("link", { name: ui.contact.chat }).last();
      const href = new URL((await chat.getAttribute("href"))!);
      expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsapp.slice(1)}`);
      expect(href.searchParams.get("text")).toBe(site.whatsappGreeting);
      expect(await chat.getAttribute("target")).toBe("_blank");
      expect(await chat.getAttribute("rel")).toContain("noopener");

      const call = page.getByRole("link", { name: ui.contact.callNow });
      expect(await call.getAttribute("href")).toBe(`tel:${site.phone}`);
      expect(await call.getAttribute("target")).toBeNull();

      // Fixed at the bottom-left corner of the viewport.
      const box = (await call.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x).toBeLessThan(viewport.width / 2);
      expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
      await context.close();
    },
  );
});

describe("tooltips", () => {
  test("open on hover after about 700 ms and close on Escape", async () => {
    const context = await newContext({ viewport: desktop });
    const { page } = await open(context, "/");
    await hydrated(page);
    const call = page.getByRole("link", { name: ui.contact.callNow });
    await call.hover();
    const tooltip = page.getByRole("tooltip");
    await page.waitForTimeout(400);
    expect(await tooltip.count()).toBe(0);
    await tooltip.waitFor({ state: "visible", timeout: 1500 });
    expect(await tooltip.innerText()).toBe(ui.contact.callNow);
    await page.keyboard.press("Escape");
    await tooltip.waitFor({ state: "detached", timeout: 1500 });
    await context.close();
  });

  test("open on keyboard focus, inside the viewport", async () => {
    const context = await newContext({ viewport: desktop });
    const { page } = await open(context, "/");
    await hydrated(page);
    await page.getByRole("link", { name: ui.contact.chat }).last().focus();
    const tooltip = page.getByRole("tooltip");
    await tooltip.waitFor({ state: "visible", timeout: 1500 });
    const box = (await page.locator("[data-radix-popper-content-wrapper]").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(desktop.width);
    await context.close();
  });
});

/**
 * The text and links of the page (not the controls themselves) whose boxes
 * meet the fixed contact controls, and how much of each one's width they cover.
 */
async function underControls(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelector<HTMLElement>("[data-contact-controls]")!;
    const boxes = [...controls.querySelectorAll("a")].map((a) => a.getBoundingClientRect());
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: { text: string; covered: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || controls.contains(parent) || !parent.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        for (const box of boxes) {
          const overlapX = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
          const overlapY = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
          if (overlapX > 1 && overlapY > 1) {
            // The union of the controls' boxes across this line of text.
            const covered = boxes
              .filter((b) => Math.min(rect.bottom, b.bottom) - Math.max(rect.top, b.top) > 1)
              .reduce((sum, b) => sum + Math.max(0, Math.min(rect.right, b.right) - Math.max(rect.left, b.left)), 0);
            found.push({ text: node.textContent.trim().slice(0, 30), covered: covered / rect.width });
          }
        }
      }
    }
    return found;
  });
}

describe.each(pagePaths)("contact controls on %s at 360 px", (path) => {
  test("never sit on a part of a line: a full-width bar, and nothing under it at the end of the page", async () => {
    const context = await newContext({ reducedMotion: "reduce" });
    const { page } = await open(context, path);
    await hydrated(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    // While scrolling, the bar is the viewport's bottom edge: a line is either
    // fully behind it or clear of it, never cut at its end (card arrows, the
    // ends of right-to-left lines).
    for (const share of [0.25, 0.5, 0.75]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * share));
      for (const { text, covered } of await underControls(page)) expect(covered, text).toBeGreaterThan(0.99);
    }
    // At the end of the page, the reserved space keeps the last lines clear.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await underControls(page)).toEqual([]);
    await context.close();
  });
});

test("the open menu ends above the contact bar", async () => {
  const context = await newContext();
  const { page } = await open(context, "/");
  await hydrated(page);
  await page.locator("#menu-toggle").click();
  const menu = (await page.locator("#mobile-menu").boundingBox())!;
  const bar = (await page.locator("[data-contact-controls]").boundingBox())!;
  expect(menu.y + menu.height).toBeLessThanOrEqual(bar.y + 1);
  await context.close();
});
