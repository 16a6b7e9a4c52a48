import { expect, test } from "../../browser/fixtures";
import { builtPages } from "../../browser/support";
import { nav } from "../../support/content";
import type { Loaded } from "./loaded";

const pages = new Set(builtPages);

/** Without JavaScript the page still works: the menu opens, every link leads to a page, every price shows. */
export async function checkWithoutScript({ page }: Loaded) {
  await test.step("the menu opens with its toggle and lists the header's links", async () => {
    const menu = page.locator("#mobile-menu");
    await page.locator("#menu-toggle").click();
    await expect.poll(() => menu.evaluate((element) => element.matches(":popover-open"))).toBe(true);
    await expect(menu.getByRole("link").first()).toBeVisible();
    const hrefs = await menu.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(nav.header.map((link) => link.path)));
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  await test.step("every link is a plain link, and each one inside the site leads to a built page", async () => {
    const hrefs = await page.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.filter((href) => !href || href.startsWith("javascript:"))).toEqual([]);
    const internal = hrefs.filter((href) => href.startsWith("/")).map((href) => href.replace(/#.*$/, ""));
    expect(internal.filter((path) => !pages.has(path))).toEqual([]);
  });

  await test.step("every price shows", async () => {
    const hidden = await page
      .locator("[data-price]")
      .evaluateAll((prices) => prices.filter((price) => !price.checkVisibility()).map((price) => price.textContent));
    expect(hidden).toEqual([]);
  });
}
