import { describe, expect, test } from "vitest";
import { lastPricedSectionId, pricedItems, type PricedSection } from "./prices";

const price = (min: number) => ({ min, max: min + 10, unit: "sqm" as const });
/** Every kind of section that holds no price. */
const unpriced = [
  "image",
  "services",
  "prose",
  "checklist",
  "materials",
  "steps",
  "specs",
  "use-cases",
  "why-us",
] as const;
const sections: PricedSection[] = [
  { kind: "prose" },
  { kind: "prices", id: "table", rows: [{ type: "سور بلوك", description: "ارتفاع 3 م", price: price(100) }] },
  { kind: "types", id: "cards", items: [{ title: "مظلة هرمية", description: "قماش", price: price(200) }] },
  { kind: "steps" },
  {
    kind: "cladding-sizes",
    id: "boards",
    rows: [{ thickness: "2 سم", dimensions: "290 × 15 سم", width: 15, price: price(60) }],
  },
  { kind: "image" },
];

describe("the sections that carry prices", () => {
  test("each row of a price table, type card or board size is one item, with its section's id", () => {
    expect(pricedItems(sections)).toEqual([
      { name: "سور بلوك", description: "ارتفاع 3 م", price: price(100), sectionId: "table" },
      { name: "مظلة هرمية", description: "قماش", price: price(200), sectionId: "cards" },
      { name: "2 سم، 290 × 15 سم", price: price(60), sectionId: "boards", widthCm: 15, thickness: "2 سم" },
    ]);
  });

  test("no other section carries a price", () => {
    expect(pricedItems(unpriced.map((kind) => ({ kind })))).toEqual([]);
  });

  test("the last section with prices is the one the price terms close and the estimator joins", () => {
    expect(lastPricedSectionId(sections)).toBe("boards");
    expect(lastPricedSectionId(sections.slice(0, 3))).toBe("cards");
    expect(lastPricedSectionId(unpriced.map((kind) => ({ kind })))).toBeUndefined();
  });
});
