import { projectsPath } from "../../src/model/contract/pages";
import { expect, test } from "../browser/fixtures";
import { builtPages, notFoundPath, notFoundResponse, routes } from "../browser/support";
import { content } from "../support/content";
import { checkFontPreloads } from "../browser/prerendered/fonts";
import { checkImages, images, lcpLoading, loadingOf } from "../browser/prerendered/images";
import { load } from "../browser/prerendered/loaded";
import { checkWithoutScript } from "../browser/prerendered/no-script";
import { checkNoMinimumOnly, checkPrices } from "../browser/prerendered/prices";
import { checkServiceProof } from "../browser/prerendered/proof";
import { checkSeo } from "../browser/prerendered/seo";
import { checkStructure } from "../browser/prerendered/structure";

// Each page as the server sends it, with JavaScript off: what a crawler, a
// link preview or a visitor without scripts gets. One load per page serves
// every check in tests/browser/prerendered/. (With JavaScript: pages.spec.ts.)
test.use({ javaScriptEnabled: false });

for (const path of routes) {
  test(`${path}: works without JavaScript; its prices, images, proof, font preloads, head tags and structured data`, async ({
    page,
    request,
  }) => {
    const loaded = await load(page, request, path);
    await checkStructure(loaded);
    await checkPrices(loaded);
    await checkImages(loaded);
    await checkServiceProof(loaded);
    await checkFontPreloads(loaded);
    await checkSeo(loaded);
    await checkWithoutScript(loaded);
  });
}

// The projects pages' content: proof.spec.ts.
const others = builtPages.filter((path) => !routes.includes(path));
for (const path of others) {
  test(`${path}: works without JavaScript`, async ({ page, request }) => {
    const loaded = await load(page, request, path);
    expect(loaded.status).toBe(200);
    await checkWithoutScript(loaded);
    await checkNoMinimumOnly(loaded);
    // The projects list opens with a photo (its LCP image) once there is a project.
    if (path === projectsPath && content.projects.length) {
      expect(loadingOf((await images(page))[0])).toEqual(lcpLoading);
    }
  });
}

test.describe(() => {
  // Its document answers 404; without JavaScript it logs nothing.
  test.use({ expectedFailedRequests: [notFoundResponse(notFoundPath)] });

  test(`${notFoundPath}: works without JavaScript; no images, noindex, no canonical and no structured data`, async ({
    page,
    request,
  }) => {
    const loaded = await load(page, request, notFoundPath);
    await checkImages(loaded);
    await checkSeo(loaded);
    await checkWithoutScript(loaded);
  });
});
