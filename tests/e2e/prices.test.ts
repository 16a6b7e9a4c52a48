import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { servicePages } from "../../app/content/routes";
import { currency, formatRange, priceKey, unitLabel } from "../../app/lib/format";
import { pricedItems } from "../../app/lib/prices";
import { content } from "../support/content";
import { fetchText, routes, visibleText } from "./support";

// The prices come from the content, as the owner last set them: every price in
// a page's content must show on that page with its unit, and no page may show
// a price that is not in its content.
const pricesOf = (path: string) => {
  const page = servicePages.find((p) => p.path === path);
  return page ? pricedItems(content.services[page.slug].sections).map((item) => item.price) : [];
};

const number = (text: string) => Number(text.replace(/,/g, ""));

/** Each marked price on the built page: its key and its text. */
function shownPrices(html: string) {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll<HTMLElement>("[data-price]")].map((element) => ({
    key: element.dataset.price!,
    text: element.textContent!,
  }));
}

describe.each(routes)("prices on %s", (path) => {
  test("shows every price of the page's content, each with its unit, and no other", async () => {
    const html = await fetchText(path);
    const expected = pricesOf(path);
    const shown = shownPrices(html);
    expect(shown.map((p) => p.key).sort()).toEqual(expected.map(priceKey).sort());
    for (const price of expected) {
      const { text } = shown.find((p) => p.key === priceKey(price))!;
      for (const figure of formatRange(price).split(" – ")) expect(text).toContain(figure);
      expect(text).toContain(currency);
      expect(text).toContain(unitLabel(price.unit));
    }
    // A riyal amount or a range outside the content would be an invented price.
    const text = visibleText(html);
    const allowed = new Set(expected.flatMap((p) => [p.min, p.max]));
    const amounts = [
      ...[...text.matchAll(/(\d[\d,]*)\s*(?:ريال|ر\.س)/g)].map((m) => number(m[1]!)),
      ...[...text.matchAll(/(\d[\d,]*) – (\d[\d,]*)/g)].flatMap((m) => [number(m[1]!), number(m[2]!)]),
    ];
    expect(amounts.filter((n) => !allowed.has(n))).toEqual([]);
  });
});

// The pages whose content has price tables, with how many.
const tablePages = servicePages
  .map(({ path, slug }) => ({
    path,
    tables: content.services[slug].sections.filter((s) => s.kind === "prices" || s.kind === "cladding-sizes").length,
  }))
  .filter((page) => page.tables > 0);

describe.each(tablePages)("price tables on $path", ({ path, tables: count }) => {
  test("hold one price per row, always in the price column", async () => {
    const html = await fetchText(path);
    const tables = [...html.matchAll(/<table[\s\S]*?<\/table>/g)].map((m) => m[0]);
    expect(tables).toHaveLength(count);
    for (const table of tables) {
      const headers = [...table.matchAll(/<th[^>]*scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1]!);
      const rows = [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].slice(1);
      expect(rows.length).toBeGreaterThan(0);
      const columns = rows.map(([, row]) => {
        const cells = [...row!.matchAll(/<t([hd])[^>]*>([\s\S]*?)<\/t\1>/g)].map((m) => m[2]!);
        expect(cells).toHaveLength(headers.length);
        expect(cells.filter((cell) => cell.includes("data-price"))).toHaveLength(1);
        return cells.findIndex((cell) => cell.includes("data-price"));
      });
      expect(new Set(columns).size).toBe(1);
    }
  });
});
