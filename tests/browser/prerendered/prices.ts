import { servicePages } from "../../../src/model/pages";
import { currency, formatRange, priceKey, unitLabel } from "../../../src/lib/format";
import { pricedItems } from "../../../src/lib/prices";
import { expect, test } from "../fixtures";
import { content } from "../../support/content";
import type { Loaded } from "./loaded";

// The prices come from the content, as the owner last set them: every price in
// a page's content must show on that page with its unit, and no page may show
// a price that is not in its content. Checked on the pre-rendered page, as a
// visitor whose JavaScript has not run yet (or a crawler) sees it.

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
      for (const figure of formatRange(price).split(" – ")) expect(text).toContain(figure);
      expect(text).toContain(currency);
      expect(text).toContain(unitLabel(price.unit));
    }
    // A riyal amount or a range outside the content would be an invented price.
    const allowed = new Set(expected.flatMap((p) => [p.min, p.max]));
    const amounts = [
      ...[...text.matchAll(/(\d[\d,]*)\s*(?:ريال|ر\.س)/g)].map((m) => number(m[1]!)),
      ...[...text.matchAll(/(\d[\d,]*) – (\d[\d,]*)/g)].flatMap((m) => [number(m[1]!), number(m[2]!)]),
    ];
    expect(amounts.filter((n) => !allowed.has(n))).toEqual([]);
  });

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
