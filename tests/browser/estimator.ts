import { pricedItems } from "../../src/lib/prices";
import { estimatePath, serviceSlugs, type ServiceSlug } from "../../src/model/contract/pages";
import type { PriceUnit } from "../../src/model/contract/schema";
import { content, ui } from "../support/content";
import { expect, type Page } from "./fixtures";

// The price estimator (src/components/islands/estimator.tsx) as the browser tests reach it: what it does is
// tests/e2e/estimator.spec.ts's, how its states look and pass axe tests/pages/estimator-states.spec.ts's.

export const words = ui.estimator;

/** The first priced item of a service's page, in the order the buyer reads them (and the estimator lists them). */
export function firstRow(slug: ServiceSlug) {
  const [item] = pricedItems(content.services[slug].sections);
  return item && { name: item.name, price: item.price };
}

/**
 * A service whose estimator asks one quantity per type, its first price per m²: no price model (one that asks the
 * spec, as the canopies' cars, is tests/e2e/spec-estimator.spec.ts's).
 */
export const plainSlug = serviceSlugs.find(
  (slug) => !content.services[slug].estimate && firstRow(slug)?.price.unit === "sqm",
)!;

/** The estimator's words for a price unit: its label and limits. */
export const unitOf = (unit: PriceUnit) => words.units[unit];

/** On a service page, opens the estimator's disclosure under the prices. */
export async function openPanel(page: Page) {
  const panel = page.locator("details:has(#estimator)");
  if (await panel.count()) await panel.locator("summary").click();
}

/** Opens the estimator, scrolls it into view (client:visible) and waits until React runs it. */
export async function openEstimator(page: Page, path: string) {
  await page.goto(path);
  await openPanel(page);
  const form = page.getByRole("group", { name: path === estimatePath ? words.page.title : words.title });
  await form.scrollIntoViewIfNeeded();
  // The fields stay disabled until React runs.
  await expect(form.locator("select").first()).toBeEnabled();
  return form;
}
