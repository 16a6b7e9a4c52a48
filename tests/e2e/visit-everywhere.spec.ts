import { englishSite, pathIn } from "../../src/model/languages/english";
import { guidePath, pathOfService, projectPath, servicePaths } from "../../src/model/contract/pages";
import { expect, test, type Page } from "../browser/fixtures";
import { everyPage, notFoundPath, notFoundVisit } from "../browser/support";
import { content, englishPaths, pagePaths, site, ui } from "../support/content";

// The free site visit is one tap away on every page: on a phone the contact
// bar's «معاينة مجانية» opens the step (its own, or the nearest page's: the
// service page of a guide or a project, the home page from anywhere else); from
// tablet width the header's order button writes the visit message.

const words = ui.siteVisit;

/** The page whose step a page's visit link opens: its own, its service's, or the home page's. */
function stepPage(path: string) {
  if (path === "/" || (servicePaths as string[]).includes(path)) return path;
  const service =
    content.guides.find((guide) => guidePath(guide.slug) === path)?.service ??
    content.projects.find((project) => projectPath(project.slug) === path)?.service ??
    /\/service\/([^/]+)$/.exec(path)?.[1];
  return service ? pathOfService(service as (typeof content.guides)[number]["service"]) : "/";
}

/** An English page's step: its Arabic pair's, in English (every page with a step has an English pair or leads home). */
function englishStepPage(path: string) {
  const arabic = stepPage(path.slice("/en".length) || "/");
  return englishSite(content)?.paths.has(arabic) ? pathIn("en", arabic) : arabic;
}

/** `npm test` checks a page with the step, one leading to its service's and one leading home; the others are every-page's. */
const loopPages = new Set(["/canopies", guidePath(content.guides[0]!.slug), "/privacy", "/en/privacy", notFoundPath]);
const tier = (path: string) => (loopPages.has(path) ? {} : { tag: everyPage });

async function tapVisit(page: Page, label = ui.contact.visit) {
  await page.locator("[data-contact-controls]").getByRole("link", { name: label }).click();
}

/** The English pages' layout words. */
const englishUi = englishSite(content)?.content.ui;

for (const path of [...pagePaths, ...englishPaths, notFoundPath]) {
  const english = englishPaths.includes(path);

  test.describe(path, () => {
    if (path === notFoundPath) test.use(notFoundVisit(notFoundPath));

    test(`${path}: one tap on the contact bar opens the free site visit`, tier(path), async ({ page }) => {
      const visitWords = english ? englishUi!.siteVisit : ui.siteVisit;
      await page.goto(path);
      await tapVisit(page, english ? englishUi!.contact.visit : ui.contact.visit);
      const target = english ? englishStepPage(path) : stepPage(path);
      await expect(page).toHaveURL((url) => url.pathname === target && url.hash === "#visit");
      const step = page.locator("[data-visit]");
      await expect(step).toBeVisible();
      await expect(page.getByRole("heading", { name: visitWords.title })).toBeInViewport();
      await expect(step.getByLabel(visitWords.district)).toBeEnabled();
    });
  });
}

test("without JavaScript the link still opens the step @both", async ({ newPage }) => {
  const { page } = await newPage({ javaScriptEnabled: false });
  await page.goto("/privacy");
  const header = page.locator("header").getByRole("link", { name: ui.contact.order });
  // From tablet width the header's order button; on a phone the contact bar's visit link.
  if (await header.isVisible()) {
    expect(new URL((await header.getAttribute("href"))!).searchParams.get("text")).toBe(words.message.greeting);
    await page.goto("/#visit");
  } else await tapVisit(page);
  await expect(page.locator("[data-visit]")).toBeVisible();
});

test("the hero's free-visit line opens the page's own step", async ({ page }) => {
  await page.goto("/fencing");
  const line = page.locator('[data-trust="freeSurvey"]').getByRole("link", { name: ui.trust.freeSurvey });
  // The line is there only while the company offers the visit free (src/model/views/trust.ts).
  if (!site.company.freeSurvey) return expect(line).toHaveCount(0);
  await line.click();
  await expect(page).toHaveURL(/\/fencing#visit$/);
  await expect(page.locator("[data-visit]")).toBeVisible();
});

test("from tablet width the header's order button writes the visit message on every kind of page @desktop", async ({
  page,
}) => {
  for (const path of ["/", "/privacy", guidePath(content.guides[0]!.slug)]) {
    await page.goto(path);
    const order = page.locator("header").getByRole("link", { name: ui.contact.order });
    await expect(order).toBeVisible();
    expect(new URL((await order.getAttribute("href"))!).searchParams.get("text")).toBe(words.message.greeting);
  }
});
