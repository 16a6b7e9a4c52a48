import { describe, expect, test } from "vitest";
import { fetchText, routes, visibleText } from "./support";

// Spec §9, written out by hand from the spec, not read from the content:
// every figure must appear on its page, and no page may show any other price.
const prices: Record<string, [number, number][]> = {
  "/fencing": [
    [90, 130], // sheet metal, per linear metre
    [60, 100], // iron mesh
    [100, 160], // wood
  ],
  "/sandwich-panel": [
    [100, 130], // walls, per m²
    [120, 150], // roofs
    [160, 200], // premium insulated
    [750, 1200], // ready rooms
  ],
  "/shutters": [
    [80, 200], // fabric, per m²
    [150, 300], // iron
    [50, 120], // plastic
    [200, 400], // wood
  ],
  "/canopies": [
    [150, 300], // iron, per m²
    [400, 700], // movable
    [250, 500], // modern
    [1000, 3000], // ready-made, total
    [200, 400], // indoor
  ],
  "/warehouses-detail": [
    [200, 350], // iron, per m²
    [150, 250], // Shinko
    [300, 450], // sandwich panel
    [180, 280], // farm
    [220, 400], // warehouse
  ],
  "/cladding": [
    [65, 85], // 10 mm, 290 × 15 cm, per metre
    [90, 120], // 15 mm, 290 × 20 cm
  ],
  "/LaserShutters": [],
  "/doors": [],
  "/": [],
};

const durations: Record<string, RegExp[]> = {
  "/fencing": [/يوم واحد/, /عدة أيام/],
  "/doors": [/من 2 إلى 6 ساعات/],
  "/LaserShutters": [/من 2 إلى 5 أيام/],
  "/warehouses-detail": [/بضعة أسابيع/],
};

const specs: Record<string, RegExp[]> = {
  // Thickness 5 / 10 / 15 cm, width 1 m, length 2–12 m.
  "/sandwich-panel": [/5 سم.{0,12}10 سم.{0,12}15 سم/, /1 متر/, /من 2 إلى 12 متر/],
  "/cladding": [/10 مم/, /290 × 15 سم/, /15 مم/, /290 × 20 سم/],
};

const number = (text: string) => Number(text.replace(/,/g, ""));

/** The visible text of a built page. */
async function pageText(path: string) {
  return visibleText(await fetchText(path));
}

/** Every price range the page shows: table cells "90 – 130" and prose "من 90 إلى 130 ريال". */
function shownRanges(text: string) {
  const ranges = [
    ...text.matchAll(/(\d[\d,]*) – (\d[\d,]*)/g),
    ...text.matchAll(/من (\d[\d,]*) إلى (\d[\d,]*) ريال/g),
  ].map((m) => `${number(m[1]!)}-${number(m[2]!)}`);
  return new Set(ranges);
}

describe.each(routes)("prices on %s", (path) => {
  test("shows every spec price for the page and no other", async () => {
    const text = await pageText(path);
    const expected = new Set(prices[path]!.map(([min, max]) => `${min}-${max}`));
    expect(shownRanges(text)).toEqual(expected);
    // A riyal amount outside those ranges would be an invented price.
    const riyalMentions = [...text.matchAll(/(\d[\d,]*)\s*(?:ريال|ر\.س)/g)].map((m) => number(m[1]!));
    const allowed = new Set(prices[path]!.flat());
    expect(riyalMentions.filter((n) => !allowed.has(n))).toEqual([]);
  });

  test("shows the spec's durations and sizes for the page", async () => {
    const text = await pageText(path);
    for (const pattern of [...(durations[path] ?? []), ...(specs[path] ?? [])]) expect(text).toMatch(pattern);
  });
});

describe.each(routes)("price tables on %s", (path) => {
  test("put every range under the column whose header names the price", async () => {
    const html = await fetchText(path);
    for (const [table] of html.matchAll(/<table[\s\S]*?<\/table>/g)) {
      const headers = [...table.matchAll(/<th[^>]*scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1]!);
      const priceColumn = headers.findIndex((header) => header.includes("السعر"));
      expect(priceColumn, headers.join(" | ")).toBeGreaterThan(0);
      const rows = [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const [, row] of rows) {
        const cells = [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => m[1]!.trim());
        cells.forEach((cell, i) => {
          const isRange = /^\d[\d,]* – \d[\d,]*$/.test(cell);
          expect(isRange, `${headers[i]}: ${cell}`).toBe(i === priceColumn);
        });
      }
    }
  });
});
