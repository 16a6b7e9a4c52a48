import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { estimate, estimateMessage, fill, formatQuantity, parseDecimal, parseQuantity } from "./estimate";
import { formatTotal } from "./format";

const limits = { min: 1, max: 100_000, whole: false };
const value = (text: string, within = limits) => {
  const parsed = parseQuantity(text, within);
  return parsed.status === "ok" ? parsed.value : parsed;
};

describe("parseQuantity reads what people type", () => {
  test.each([
    ["30", 30],
    ["٣٠", 30],
    ["۳۰", 30],
    [" ٣ ٠ ", 30],
    ["12.5", 12.5],
    ["١٢٫٥", 12.5],
    ["۱۲٫۵", 12.5],
    ["12,5", 12.5],
    ["12،5", 12.5],
    ["1,500", 1500],
    ["١٬٥٠٠", 1500],
    ["1 500", 1500],
    ["1\u00a0500", 1500],
    ["1,234.5", 1234.5],
    ["1.234,5", 1234.5],
    ["10,000", 10000],
    ["1,000,000", 1_000_000],
    [".5", 0.5],
    ["+30", 30],
    ["\u200f٣٠\u200f", 30],
    // A separator typed last: the buyer is about to type the fraction.
    ["12٫", 12],
    ["12,", 12],
  ])("%j → %d", (text, expected) => {
    expect(value(text, { min: 0.1, max: 10_000_000, whole: false })).toBe(expected);
  });

  test("nothing typed is not an error", () => {
    expect(parseQuantity("", limits)).toEqual({ status: "empty" });
    expect(parseQuantity("   ", limits)).toEqual({ status: "empty" });
  });

  test.each([
    ["abc", "invalid"],
    ["ثلاثون", "invalid"],
    ["30م", "invalid"],
    ["1.2.3,4,5", "invalid"],
    ["12,34,567", "invalid"],
    ["1٫2٫3", "invalid"],
    [",", "invalid"],
    ["--", "invalid"],
    ["NaN", "invalid"],
    ["Infinity", "invalid"],
    ["1e5", "invalid"],
    ["0x10", "invalid"],
    ["0", "notPositive"],
    ["٠", "notPositive"],
    ["0.0", "notPositive"],
    ["-5", "notPositive"],
    ["−5", "notPositive"],
    // Typed right to left, the minus can come after the digits.
    ["٥-", "notPositive"],
    ["0.5", "tooSmall"],
    ["100001", "tooLarge"],
    ["9".repeat(400), "tooLarge"],
  ])("%j → %s", (text, problem) => {
    expect(parseQuantity(text, limits)).toEqual({ status: "error", problem });
  });

  test("pieces must be whole", () => {
    const pieces = { min: 1, max: 500, whole: true };
    expect(parseQuantity("2.5", pieces)).toEqual({ status: "error", problem: "notWhole" });
    expect(value("٣", pieces)).toBe(3);
  });
});

describe("parseDecimal", () => {
  test("a lone comma before three digits groups thousands; any other lone separator is the decimal point", () => {
    expect(parseDecimal("1,500")).toBe(1500);
    expect(parseDecimal("1,50")).toBe(1.5);
    expect(parseDecimal("1.500")).toBe(1.5);
    expect(parseDecimal("1٫500")).toBe(1.5);
  });
});

describe("estimate", () => {
  test("multiplies the price range by the quantity", () => {
    expect(estimate({ min: 150, max: 300 }, 30)).toEqual({ min: 4500, max: 9000 });
  });

  test("rounds to whole riyals", () => {
    expect(estimate({ min: 155, max: 305 }, 12.5)).toEqual({ min: 1938, max: 3813 });
  });
});

describe("formatQuantity", () => {
  test("groups thousands and keeps at most two decimals, in Western digits", () => {
    expect(formatQuantity(30)).toBe("30");
    expect(formatQuantity(1234567.5)).toBe("1,234,567.5");
    expect(formatQuantity(12.345)).toBe("12.35");
  });
});

describe("estimateMessage", () => {
  const words = {
    greeting: "طلب سعر {service}",
    item: "النوع",
    quantity: "الكمية",
    estimate: "التقدير",
    district: "الحي",
  };

  test("names the service, the item, the quantity, the range and the district, one per line", () => {
    expect(
      estimateMessage(words, {
        service: "مظلات",
        item: "حديد",
        quantity: "30 متر مربع",
        total: "من 4,500 إلى 9,000 ريال",
        district: " النرجس ",
      }),
    ).toBe("طلب سعر مظلات\nالنوع: حديد\nالكمية: 30 متر مربع\nالتقدير: من 4,500 إلى 9,000 ريال\nالحي: النرجس");
  });

  test("leaves out what the buyer did not give", () => {
    expect(estimateMessage(words, { service: "مظلات", item: "حديد", district: "  " })).toBe(
      "طلب سعر مظلات\nالنوع: حديد",
    );
  });
});

test("fill leaves unknown placeholders as they are", () => {
  expect(fill("{min} – {max} {unit} {other}", { min: "1", max: "5", unit: "م" })).toBe("1 – 5 م {other}");
});

// Property-based: whatever is typed, the answer is a positive number within
// the limits or a named problem, and the range never shows NaN or Infinity.
describe("properties", () => {
  const price = fc
    .tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }))
    .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
  const quantity = fc.double({ min: 0.01, max: 1_000_000, noNaN: true });
  const wide = { min: 0.001, max: 10_000_000, whole: false };

  test("any string parses to a positive number within the limits, or yields a problem", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-+ ٠-٩۰-۹0-9.,٫٬،]{0,12}$/)), (text) => {
        const parsed = parseQuantity(text, limits);
        if (parsed.status === "ok") {
          expect(Number.isFinite(parsed.value)).toBe(true);
          expect(parsed.value).toBeGreaterThanOrEqual(limits.min);
          expect(parsed.value).toBeLessThanOrEqual(limits.max);
        } else if (parsed.status === "error") {
          expect(["invalid", "notPositive", "tooSmall", "tooLarge", "notWhole"]).toContain(parsed.problem);
        } else {
          expect(text.trim()).toBe("");
        }
      }),
    );
  });

  test("a whole number reads the same in Western, Arabic-Indic and Eastern Arabic-Indic digits, grouped or not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (n) => {
        const western = String(n);
        const arabic = western.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
        const persian = western.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
        for (const text of [western, arabic, persian, n.toLocaleString("en-US"), formatQuantity(n)])
          expect(value(text, wide)).toBe(n);
      }),
    );
  });

  test("a decimal typed with any decimal separator reads back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(".", "٫"),
        (w, f, point) => {
          expect(value(`${w}${point}${f}`, wide)).toBe(Number(`${w}.${f}`));
        },
      ),
    );
  });

  test("for any valid quantity the range is ordered, finite, and scales linearly", () => {
    fc.assert(
      fc.property(price, quantity, fc.integer({ min: 1, max: 10 }), (p, q, k) => {
        const total = estimate(p, q);
        expect(total.min).toBeLessThanOrEqual(total.max);
        expect(Number.isFinite(total.max)).toBe(true);
        expect(Math.abs(total.min - p.min * q)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(total.max - p.max * q)).toBeLessThanOrEqual(0.5);
        // Whole quantities scale exactly: k times the quantity, k times the range.
        const whole = Math.max(1, Math.round(q));
        expect(estimate(p, whole * k)).toEqual({ min: estimate(p, whole).min * k, max: estimate(p, whole).max * k });
      }),
    );
  });

  test("a range always formats as Western digits, never NaN, Infinity or an exponent", () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        const text = formatTotal(estimate(p, q)) + formatQuantity(q);
        expect(text).not.toMatch(/NaN|Infinity|e[+-]|[\u0660-\u0669\u06f0-\u06f9]/);
        expect(text).toMatch(/^(من )?[\d,]+( إلى [\d,]+)? ريال[\d,.]+$/);
      }),
    );
  });
});
