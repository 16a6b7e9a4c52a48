import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { rangeWithVat, shownPrice, splitVat, wholeRiyals } from "./vat";

// The arithmetic is the law's and ZATCA's, not the owner's: these figures are the
// rule itself (390 before VAT is 449 with it). Which rate and which way
// the owner types are content; the pages' figures are checked against it in
// tests/browser/prerendered/prices.ts and src/lib/structured-data.test.ts.

const before = (vatPercent: number) => ({ vatPercent, typedWithVat: false });
const including = (vatPercent: number) => ({ vatPercent, typedWithVat: true });
const halalas = fc.integer({ min: 0, max: 10 ** 13 });
/** Any rate the content accepts: 0 to 100, in hundredths. */
const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);

describe("splitVat, in halalas", () => {
  test("adds the VAT to the halala, half a halala up", () => {
    expect(splitVat(39_000, before(15))).toEqual({ beforeVat: 39_000, withVat: 44_850 });
    // 3.33 × 15% = 0.4995: 50 halalas of VAT, half a halala rounding up.
    expect(splitVat(333, before(15))).toEqual({ beforeVat: 333, withVat: 383 });
    // 0.10 × 15% = 0.015: 2 halalas; 0.09 × 15% = 0.0135: 1 halala.
    expect(splitVat(10, before(15))).toEqual({ beforeVat: 10, withVat: 12 });
    expect(splitVat(9, before(15))).toEqual({ beforeVat: 9, withVat: 10 });
    expect(splitVat(10_000, before(0))).toEqual({ beforeVat: 10_000, withVat: 10_000 });
    expect(splitVat(10_000, before(7.5))).toEqual({ beforeVat: 10_000, withVat: 10_750 });
  });

  test("typed with VAT, finds the amount before it", () => {
    expect(splitVat(44_850, including(15))).toEqual({ beforeVat: 39_000, withVat: 44_850 });
    // 449 / 1.15 = 390.4347…
    expect(splitVat(44_900, including(15))).toEqual({ beforeVat: 39_043, withVat: 44_900 });
  });

  test("stays exact where floating point does not, and for totals far beyond any estimate", () => {
    // 50 × 1.15 is 57.49999… in floating point, which would round down: 7.5 halalas of VAT round up.
    expect(splitVat(50, before(15)).withVat).toBe(58);
    // 1.15 × 123,456,789,012,345 = 141,975,307,364,196.75.
    expect(splitVat(123_456_789_012_345, before(15)).withVat).toBe(141_975_307_364_197);
  });

  test("typed before VAT: the VAT is the exact VAT within half a halala", () => {
    fc.assert(
      fc.property(halalas, percent, (amount, rate) => {
        const { beforeVat, withVat } = splitVat(amount, before(rate));
        expect(beforeVat).toBe(amount);
        // |VAT − amount × rate| ≤ ½ halala, in whole numbers (× 10,000 × 2).
        const exact = BigInt(amount) * BigInt(Math.round(rate * 100));
        const error = BigInt(withVat - amount) * 10_000n - exact;
        expect(2n * error).toBeLessThanOrEqual(10_000n);
        expect(2n * error).toBeGreaterThan(-10_000n);
      }),
    );
  });

  test("typed with VAT: the amount before VAT, taxed, is nearest the typed one", () => {
    fc.assert(
      fc.property(halalas, percent, (amount, rate) => {
        const { beforeVat, withVat } = splitVat(amount, including(rate));
        expect(withVat).toBe(amount);
        const factor = 10_000n + BigInt(Math.round(rate * 100));
        const error = BigInt(beforeVat) * factor - BigInt(amount) * 10_000n;
        expect(2n * error).toBeLessThanOrEqual(factor);
        expect(2n * error).toBeGreaterThan(-factor);
      }),
    );
  });

  test("a larger amount never has less VAT, either way", () => {
    fc.assert(
      fc.property(halalas, halalas, percent, fc.boolean(), (a, b, rate, typedWithVat) => {
        const [low, high] = [Math.min(a, b), Math.max(a, b)];
        const setting = { vatPercent: rate, typedWithVat };
        expect(splitVat(low, setting).withVat).toBeLessThanOrEqual(splitVat(high, setting).withVat);
        expect(splitVat(low, setting).beforeVat).toBeLessThanOrEqual(splitVat(high, setting).beforeVat);
      }),
    );
  });
});

describe("wholeRiyals", () => {
  test("half a riyal rounds up", () => {
    expect(wholeRiyals(44_850)).toBe(449);
    expect(wholeRiyals(44_849)).toBe(448);
    expect(wholeRiyals(50)).toBe(1);
    expect(wholeRiyals(49)).toBe(0);
  });

  test("is the nearest whole riyal, half up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (amount) => {
        const riyals = wholeRiyals(amount);
        expect(amount - riyals * 100).toBeLessThan(50);
        expect(amount - riyals * 100).toBeGreaterThanOrEqual(-50);
      }),
    );
  });
});

describe("rangeWithVat and shownPrice", () => {
  test("390 riyals before VAT at 15% is shown as 449", () => {
    expect(rangeWithVat({ min: 390, max: 390 }, before(15))).toEqual({
      beforeVat: { min: 390, max: 390 },
      withVat: { min: 449, max: 449 },
    });
    expect(shownPrice({ min: 90, max: 130, unit: "linear-metre" }, before(15))).toEqual({
      beforeVat: { min: 90, max: 130, unit: "linear-metre" },
      withVat: { min: 104, max: 150, unit: "linear-metre" },
    });
  });

  test("a total is taxed once, on the exact amount, not unit by unit", () => {
    // 12.5 m at 90: 1,125 before VAT, 1,293.75 with it; 12.5 × 104 would be 1,300.
    expect(rangeWithVat({ min: 90, max: 90 }, before(15), 12.5).withVat.min).toBe(1294);
  });

  test("the range stays ordered, and with VAT never below before it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0.01, max: 10_000_000, noNaN: true }),
        percent,
        fc.boolean(),
        (min, extra, quantity, rate, typedWithVat) => {
          const { beforeVat, withVat } = rangeWithVat(
            { min, max: min + extra },
            { vatPercent: rate, typedWithVat },
            quantity,
          );
          expect(withVat.min).toBeLessThanOrEqual(withVat.max);
          expect(beforeVat.min).toBeLessThanOrEqual(beforeVat.max);
          expect(beforeVat.min).toBeLessThanOrEqual(withVat.min);
          expect(Number.isSafeInteger(withVat.max)).toBe(true);
        },
      ),
    );
  });
});
