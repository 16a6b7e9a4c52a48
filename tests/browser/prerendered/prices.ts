import { servicePages } from "../../../src/model/contract/pages";
import { formatTotal, priceKey } from "../../../src/lib/format";
import { pricedItems } from "../../../src/lib/prices";
import { shownPrice } from "../../../src/lib/vat";
import { expect, test } from "../fixtures";
import { content } from "../../support/content";
import type { Loaded } from "./loaded";

// The prices come from the content, as the owner last set them: every price in
// a page's content must show on that page with its unit, as a range with VAT
// that says so, and no page may show a price that is not in its content.
// Checked on the pre-rendered page, as a visitor whose JavaScript has not run
// yet (or a crawler) sees it. The VAT arithmetic itself: src/lib/vat.test.ts.

const serviceOf = (path: string) => servicePages.find((page) => page.path === path);
const pricesOf = (path: string) => {
  const page = serviceOf(path);
  return page ? pricedItems(content.services[page.slug].sections).map((item) => item.price) : [];
};
/** How many price tables the page's content has. */
export const tablesOf = (path: string) => {
  const page = serviceOf(path);
  return page
    ? content.services[page.slug].sections.filter((s) => s.kind === "prices" || s.kind === "cladding-sizes").length
    : 0;
};

const number = (text: string) => Number(text.replace(/,/g, ""));
const { prices: vat } = content.site;
const words = content.ui;

/** A price by its minimum alone, which the Ministry of Commerce forbids: «تبدأ من», «ابتداءً من», «بدءًا من». */
const minimumOnly = /(تبدأ|يبدأ|ابتداءً?|ابتداءا|بدءًا|بدءا)\s+(الأسعار\s+)?من/;

/** No page gives a price by its minimum alone: checked on every built page. */
export async function checkNoMinimumOnly({ text }: Pick<Loaded, "text">) {
  await test.step("no price by its minimum alone («تبدأ من»)", () => {
    expect(text).not.toMatch(minimumOnly);
  });
}

/** The page shows the prices of its content, and only those. */
export async function checkPrices({ page, path, text }: Loaded) {
  const expected = pricesOf(path);

  await test.step("every price of the page's content, each with its unit, and no other", async () => {
    const shown = await page.locator("[data-price]").evaluateAll((elements) =>
      elements.map((element) => ({
        key: (element as HTMLElement).dataset.price!,
        text: element.textContent ?? "",
      })),
    );
    expect(shown.map((p) => p.key).sort()).toEqual(expected.map(priceKey).sort());
    for (const price of expected) {
      const { text } = shown.find((p) => p.key === priceKey(price))!;
      const { withVat, beforeVat } = shownPrice(price, vat);
      // A range «من … إلى …» with VAT, saying so; the figure before VAT beside it when the words have one.
      expect(text).toContain(formatTotal(withVat, words.prices));
      expect(text).toContain(words.prices.withVat);
      if (words.prices.beforeVat) expect(text).toContain(formatTotal(beforeVat, words.prices));
      expect(text).toContain(words.prices.units[price.unit]);
    }
    // A riyal amount or a range outside the content would be an invented price.
    const allowed = new Set(
      expected.flatMap((p) => Object.values(shownPrice(p, vat)).flatMap((shown) => [shown.min, shown.max])),
    );
    // The payment terms' bound for smaller jobs is a riyal amount the page states, not a price.
    const smallJobs = content.site.company.payment?.smallJobs;
    if (smallJobs && expected.length) allowed.add(smallJobs.upTo);
    const amounts = [
      ...[...text.matchAll(/(\d[\d,]*)\s*(?:ريال|ر\.س)/g)].map((m) => number(m[1]!)),
      ...[...text.matchAll(/(\d[\d,]*) – (\d[\d,]*)/g)].flatMap((m) => [number(m[1]!), number(m[2]!)]),
      ...[...text.matchAll(/من (\d[\d,]*) إلى (\d[\d,]*)\s*(?:ريال|ر\.س)/g)].flatMap((m) => [
        number(m[1]!),
        number(m[2]!),
      ]),
    ];
    expect(amounts.filter((n) => !allowed.has(n))).toEqual([]);
  });

  await test.step("the hero leads to the prices with their range, with VAT, never a minimum alone", async () => {
    const summary = page.locator("[data-price-summary]");
    await expect(summary).toHaveCount(expected.length ? 1 : 0);
    if (!expected.length) return;
    const cheapest = expected.reduce((a, b) => (b.min < a.min ? b : a));
    const sameUnit = expected.filter((p) => p.unit === cheapest.unit);
    const range = { min: cheapest.min, max: Math.max(...sameUnit.map((p) => p.max)), unit: cheapest.unit };
    await expect(summary).toHaveAttribute("data-price-summary", priceKey(range));
    await expect(summary).toContainText(formatTotal(shownPrice(range, vat).withVat, words.prices));
    await expect(summary).toContainText(words.prices.withVat);
    await expect(page.locator("main").getByRole("link").filter({ has: summary })).toContainText(
      words.servicePage.pricesRange,
    );
  });

  await checkNoMinimumOnly({ text });

  await test.step("its price tables hold one price per row, always in the price column", async () => {
    const tables = page.locator("table");
    await expect(tables).toHaveCount(tablesOf(path));
    // Per table: its column headers, and per body row which cells hold a price.
    const layouts = await tables.evaluateAll((elements) =>
      (elements as HTMLTableElement[]).map((table) => ({
        columns: table.querySelectorAll('th[scope="col"]').length,
        rows: [...table.rows].slice(1).map((row) => [...row.cells].map((cell) => !!cell.querySelector("[data-price]"))),
      })),
    );
    for (const { columns, rows } of layouts) {
      expect(rows.length).toBeGreaterThan(0);
      expect(
        rows.map((cells) => cells.length),
        "cells per row",
      ).toEqual(rows.map(() => columns));
      const priceColumns = rows.map((cells) => cells.flatMap((hasPrice, column) => (hasPrice ? [column] : [])));
      expect(
        priceColumns.map((found) => found.length),
        "price cells per row",
      ).toEqual(rows.map(() => 1));
      expect(new Set(priceColumns.flat()).size, "columns holding a price").toBe(1);
    }
  });
}
