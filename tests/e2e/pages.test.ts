import { describe, expect, test } from "vitest";
import { nav, site, ui } from "../support/content";
import { servicePaths } from "../../app/content/routes";
import { hydrated, open, routes, setupBrowser, mainImages } from "./support";

const { newContext } = setupBrowser();
/** Phones, tablets, the laptop widths where a two-row navigation used to clip, and desktops. */
const widths = [320, 360, 768, 1024, 1100, 1280, 1440];

describe.each(routes)("%s", (path) => {
  test("is pre-rendered, complete without JavaScript, in Arabic and right to left", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page, status } = await open(context, path);
    expect(status).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.title()).toMatch(new RegExp(`${site.name}$`));
    for (const role of ["banner", "main", "contentinfo"] as const) {
      expect(await page.getByRole(role).count(), role).toBe(1);
    }
    // The contact controls are plain links, in place and visible before any JavaScript runs.
    expect(await page.locator(`a[href="tel:${site.phone}"]`).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: ui.contact.callNow }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: ui.contact.chat }).last().isVisible()).toBe(true);
    expect(await page.getByRole("banner").getByRole("link", { name: ui.contact.instagram }).isVisible()).toBe(true);
    await context.close();
  });

  test("hydrates without a console error or warning and without changing the text", async () => {
    const context = await newContext();
    const noJs = await newContext({ javaScriptEnabled: false });
    const { page: staticPage } = await open(noJs, path);
    const staticText = await staticPage.locator("main").innerText();
    const { page, console } = await open(context, path);
    await hydrated(page);
    expect(console.errors).toEqual([]);
    expect(console.warnings).toEqual([]);
    expect(await page.locator("main").innerText()).toBe(staticText);
    await context.close();
    await noJs.close();
  });

  test("never scrolls sideways, cuts off content or hides a navigation link, from 320 px to 1440 px", async () => {
    const context = await newContext();
    const { page } = await open(context, path);
    await page.evaluate(() => document.fonts.ready);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      // Every header link is either fully inside the viewport and on top, or in the menu behind the toggle.
      const main = page.getByRole("navigation", { name: ui.nav.mainLabel });
      if (await main.isVisible()) {
        const hidden = await main.locator("a").evaluateAll((links) =>
          links
            .filter((link) => {
              const box = link.getBoundingClientRect();
              const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
              return box.left < 0 || box.right > innerWidth || !(top && link.contains(top));
            })
            .map((link) => link.textContent),
        );
        expect(hidden, `${width}px`).toEqual([]);
        expect(await main.locator("a").count()).toBe(nav.header.length);
      } else {
        expect(await page.locator("#menu-toggle").isVisible(), `${width}px: no navigation and no menu`).toBe(true);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width}px`).toBe(0);
      // A box with overflow hidden hides what is wider than it instead of
      // scrolling the page (a rounded card around a table). Visually hidden
      // labels (1 px boxes) clip on purpose.
      const clipped = await page.evaluate(() =>
        [...document.body.querySelectorAll("*")]
          .filter((element) => ["hidden", "clip"].includes(getComputedStyle(element).overflowX))
          .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
          .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`),
      );
      expect(clipped, `${width}px`).toEqual([]);
    }
    await context.close();
  });

  test("shows the visitor's current year in the footer, not the build's", async () => {
    // The browser's clock is set years past the build, so only the hydrated
    // footer reading the clock can show this year.
    const later = new Date().getFullYear() + 3;
    const context = await newContext();
    await context.clock.setFixedTime(new Date(Date.UTC(later, 5, 1)));
    const { page } = await open(context, path);
    await hydrated(page);
    await expect.poll(() => page.getByTestId("copyright-year").textContent()).toBe(String(later));
    await context.close();
  });
});

describe.each(servicePaths)("service page %s", (path) => {
  test("ends with a call link, a chat link naming the service, and links to the other services", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page } = await open(context, path);
    const closing = page.locator("#closing");
    expect(await closing.locator(`a[href="tel:${site.phone}"]`).count()).toBe(1);
    const chat = closing.locator('a[href^="https://wa.me/"]');
    expect(await chat.getAttribute("target")).toBe("_blank");
    const message = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
    expect(message).toBeTruthy();
    expect(message).not.toBe(site.whatsappGreeting);

    const others = await page
      .locator("#other-services a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(others.sort()).toEqual(servicePaths.filter((p) => p !== path).sort());
    await context.close();
  });

  test("has a hero image loaded eagerly and every other image lazily, all with size and alt", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page } = await open(context, path);
    const images = await mainImages(page);
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect(images.filter((img) => img.loading === "eager")).toHaveLength(1);
    for (const img of images) {
      expect(img.alt?.trim()).toBeTruthy();
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBeGreaterThan(0);
    }
    await context.close();
  });
});
