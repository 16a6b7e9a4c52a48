import { englishSite } from "../../src/model/english";
import { expect, test } from "../browser/fixtures";
import { notFoundVisit } from "../browser/support";
import { content, englishPaths } from "../support/content";

// An English page leads to English pages: its one link to an Arabic page is the header's language switch
// (src/components/layout/header.tsx). Every other link to a page of the site goes to an /en page.
const en = englishSite(content)!.content;

/**
 * Links to Arabic pages being replaced on other branches as this test is written: the English estimate, the
 * English warranty page and the English 404. The integrator empties this list once they are merged; the test
 * then holds every English page to the rule.
 */
const beingFixed = { paths: ["/estimate", "/warranty"], notFound: true };

/** The site's own pages an English page links to in Arabic, but for the language switch. */
async function arabicLinks(page: import("@playwright/test").Page, switchName: string) {
  return page.evaluate((name) => {
    const switchLink = [...document.querySelectorAll<HTMLAnchorElement>("header a")].find(
      (a) => a.textContent?.trim() === name,
    );
    return [
      ...new Set(
        [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
          .filter((a) => a !== switchLink && a.origin === location.origin)
          .map((a) => a.pathname)
          // Files, not pages: the photos, the built assets, the social images.
          .filter((path) => !/^\/(photos|assets|og)\//.test(path) && !/\.\w+$/.test(path))
          .filter((path) => path !== "/en" && !path.startsWith("/en/")),
      ),
    ];
  }, switchName);
}

test("the shipped content has English pages to check", () => {
  expect(englishPaths.length).toBeGreaterThan(1);
});

for (const path of englishPaths)
  test(`${path} links no Arabic page but through the language switch`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const found = await arabicLinks(page, en.ui.languageSwitch);
    const exceptions = found.filter((href) => beingFixed.paths.includes(href));
    if (exceptions.length)
      test.info().annotations.push({ type: "being fixed elsewhere", description: exceptions.join(", ") });
    expect(found.filter((href) => !exceptions.includes(href))).toEqual([]);
  });

test.describe("the 404 for an English address", () => {
  const missing = "/en/no-such-page";
  test.use(notFoundVisit(missing));

  test("links English pages once it is English; until then an exception being fixed elsewhere", async ({ page }) => {
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    const english = (await page.locator("html").getAttribute("lang")) === "en";
    if (!english && beingFixed.notFound) {
      test.info().annotations.push({ type: "being fixed elsewhere", description: `${missing}: an Arabic 404` });
      return;
    }
    expect(await arabicLinks(page, en.ui.languageSwitch)).toEqual([]);
  });
});
