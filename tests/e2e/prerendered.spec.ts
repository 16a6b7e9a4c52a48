import { projectsPath } from "../../app/content/routes";
import { expect, test } from "../browser/fixtures";
import { notFoundPath, routes } from "../browser/support";
import { content } from "../support/content";
import { checkFontPreloads } from "./prerendered/fonts";
import { checkImages, images, lcpLoading, loadingOf } from "./prerendered/images";
import { load } from "./prerendered/loaded";
import { checkPrices, tablesOf } from "./prerendered/prices";
import { checkSeo } from "./prerendered/seo";
import { checkStructure } from "./prerendered/structure";

// Each page as the server sends it, with JavaScript off: what a crawler, a
// link preview or a phone whose scripts have not run yet gets. One load per
// page serves every check in tests/e2e/prerendered/.
test.use({ javaScriptEnabled: false });

test("some pages have price tables", () => {
  expect(routes.filter((path) => tablesOf(path) > 0).length).toBeGreaterThan(0);
});

for (const path of routes) {
  test(`${path}: complete and right to left, its prices, images, font preloads, head tags and structured data`, async ({
    page,
    request,
  }) => {
    const loaded = await load(page, request, path);
    await checkStructure(loaded);
    await checkPrices(loaded);
    await checkImages(loaded);
    await checkFontPreloads(loaded);
    await checkSeo(loaded);
  });
}

test(`${notFoundPath}: no images, noindex, no canonical and no structured data`, async ({ page, request }) => {
  const loaded = await load(page, request, notFoundPath);
  await checkImages(loaded);
  await checkSeo(loaded);
});

// The projects list opens with a photo only once there is a project.
if (content.projects.length) {
  test(`${projectsPath} puts its first image first and eager, with high priority`, async ({ page }) => {
    await page.goto(projectsPath);
    expect(loadingOf((await images(page))[0])).toEqual(lcpLoading);
  });
}
