import { fontsSettledInPage } from "../../scripts/browser/page-checks.js";
import { pricedItems } from "../../src/lib/prices";
import { servicePages } from "../../src/model/contract/pages";
import { expect, test } from "../browser/fixtures";
import { content, ui } from "../support/content";

// Where the buyer looks for the estimator: the hero's price link opens it and
// scrolls to it, right under the prices; and on a phone the fixed contact bar
// never hides part of the hero's price line or links.

const priced = servicePages.filter(({ slug }) => pricedItems(content.services[slug].sections).length);

for (const { path } of priced) {
  test(`${path}: the hero's price link opens the estimator under the prices and scrolls to it`, async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 360, height: 740 }, reducedMotion: "reduce" });
    await page.goto(path);
    const panel = page.locator("details:has(#estimator)");
    await expect(panel).not.toHaveAttribute("open");
    const link = page.locator("main > section:first-of-type a[href='#estimator']");
    await expect(link).toContainText(ui.servicePage.pricesRange);
    await expect(link).toContainText(ui.prices.withVat);
    await link.click();
    await expect(panel).toHaveAttribute("open");
    await expect(page.getByRole("heading", { name: ui.estimator.title })).toBeInViewport();
    // Right under the prices: within the two blocks before the panel (the list and its note) is a price.
    const before = await panel.evaluate((el) => {
      const one = el.previousElementSibling;
      const two = one?.previousElementSibling;
      return [one, two].some((block) => block?.querySelector("[data-price]"));
    });
    expect(before, "the estimator follows a block that shows prices").toBe(true);
  });
}

// Phone screens from 320 to 430 px wide, each at 740 px (the design's phone screen) and at its own height.
const phoneScreens = [
  [320, 740],
  [360, 740],
  [390, 740],
  [390, 844],
  [414, 896],
  [430, 740],
  [430, 932],
] as const;

// On a phone the bar is the hero's call and chat, so a hero shows neither; every link it does show
// (the price line on a priced service page) ends above the bar, or starts below the first screen.
const heroPaths = ["/", ...priced.map((page) => page.path)];
for (const path of heroPaths) {
  test(`${path}: on a phone the fixed contact bar covers no part of the hero's price line or links at 320–430 px`, async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 360, height: 740 }, reducedMotion: "reduce" });
    await page.goto(path);
    await page.evaluate(fontsSettledInPage);
    const hero = page.locator("main > section:first-of-type");
    for (const [width, height] of phoneScreens) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(hero.locator("a[href^='tel:'], a[href^='https://wa.me/']").filter({ visible: true })).toHaveCount(0);
      if (path !== "/") await expect(hero.locator("a[href='#estimator']")).toBeVisible();
      const bar = (await page.locator("[data-contact-controls]").boundingBox())!;
      const shown = hero.locator("a:visible");
      expect(await shown.count()).toBeGreaterThan(0);
      for (const target of await shown.all()) {
        const box = (await target.boundingBox())!;
        if (box.y >= bar.y + bar.height) continue; // below the first screen: scrolled to, not covered
        expect(
          box.y + box.height,
          `${path} at ${width}×${height}: "${await target.textContent()}" ends above the bar at ${bar.y}`,
        ).toBeLessThanOrEqual(bar.y);
      }
    }
  });
}
