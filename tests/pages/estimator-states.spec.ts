import { formatNumber } from "../../src/lib/format";
import { estimatePath, pathOfService } from "../../src/model/contract/pages";
import { firstRow, openEstimator, plainSlug, unitOf, words } from "../browser/estimator";
import { expect, test } from "../browser/fixtures";
import { measureOverflowInPage } from "../../scripts/browser/page-checks.js";
import { axeViolations } from "../browser/support";
import { content } from "../support/content";

// The estimator's states as they look: axe and the narrowest phone, with an estimate shown and with a mistake.
// What it does: tests/e2e/estimator.spec.ts.

const plainRow = firstRow(plainSlug)!;

for (const path of [pathOfService(plainSlug), estimatePath]) {
  // The island is the same component on both pages: the desktop's CSS is checked on one of them.
  const widths = path === estimatePath ? " @both" : "";

  test(`${path}: axe finds nothing with an estimate shown and with a mistake${widths}`, async ({ newPage }) => {
    const { page } = await newPage();
    const form = await openEstimator(page, path);
    if (path === estimatePath)
      await form.getByLabel(words.service).selectOption({ label: content.services[plainSlug].name });
    const quantity = form.getByLabel(unitOf(plainRow.price.unit).label);
    for (const typed of ["٣٠", "0"]) {
      await quantity.fill(typed);
      // The island's states; the rest of the page, as loaded, is pages.spec.ts's.
      expect(await axeViolations(page, "astro-island"), typed).toEqual([]);
    }
  });

  test(`${path}: nothing scrolls sideways at 320 px`, async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 320, height: 640 } });
    const form = await openEstimator(page, path);
    if (path === estimatePath)
      await form.getByLabel(words.service).selectOption({ label: content.services[plainSlug].name });
    await form.getByLabel(unitOf(plainRow.price.unit).label).fill(formatNumber(unitOf(plainRow.price.unit).max));
    expect(await page.evaluate(measureOverflowInPage)).toEqual({ overflow: 0, offenders: [] });
  });
}
