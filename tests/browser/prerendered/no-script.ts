import { expect, test } from "../fixtures";
import { builtPages } from "../support";
import type { Loaded } from "./loaded";
import { englishPaths } from "../../support/content";

const pages = new Set([...builtPages, ...englishPaths]);

/**
 * Without JavaScript the page still works: every link leads to a page, every price shows. The menu is
 * the layout's, the same on every page: menu.spec.ts opens it without JavaScript.
 */
export async function checkWithoutScript({ page }: Loaded) {
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
