import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  boardMetres,
  estimate,
  estimateMessage,
  fill,
  formatQuantity,
  parseDecimal,
  parseQuantity,
  perSquareMetre,
  unitFor,
  withVat,
} from "./estimate";
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
    // Read as 0 × 10 where pieces are counted: sides are refused there.
    ["0x10", "noSides"],
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

describe("length × width", () => {
  const area = { ...limits, fromSides: "area" as const };
  const plot = { ...limits, fromSides: "perimeter" as const };

  test.each(["20×30", "20x30", "20 X 30", "20*30", "٢٠×٣٠", "۲۰ × ۳۰", "\u200f٢٠×٣٠\u200f"])(
    "%j is a 20 by 30 area of 600 m², or a plot whose fence is 100 m",
    (text) => {
      expect(parseQuantity(text, area)).toEqual({ status: "ok", value: 600, sides: [20, 30] });
      expect(parseQuantity(text, plot)).toEqual({ status: "ok", value: 100, sides: [20, 30] });
    },
  );

  test("decimals on either side, and the limits apply to the product", () => {
    expect(parseQuantity("2.5×4", area)).toEqual({ status: "ok", value: 10, sides: [2.5, 4] });
    expect(parseQuantity("1000×1000", area)).toEqual({ status: "error", problem: "tooLarge" });
    expect(parseQuantity("0.5×1", area)).toEqual({ status: "error", problem: "tooSmall" });
  });

  test("a missing or zero side, three sides, or sides where pieces are counted, are named problems", () => {
    expect(parseQuantity("20×", area)).toEqual({ status: "error", problem: "invalid" });
    expect(parseQuantity("×30", area)).toEqual({ status: "error", problem: "invalid" });
    expect(parseQuantity("2×3×4", area)).toEqual({ status: "error", problem: "invalid" });
    expect(parseQuantity("0×30", area)).toEqual({ status: "error", problem: "notPositive" });
    expect(parseQuantity("-2×30", area)).toEqual({ status: "error", problem: "notPositive" });
    expect(parseQuantity("2×3", { min: 1, max: 200, whole: true })).toEqual({ status: "error", problem: "noSides" });
  });
});

describe("withVat", () => {
  test("adds the rate to both ends, in whole riyals", () => {
    expect(withVat({ min: 84_000, max: 84_000 }, 15)).toEqual({ min: 96_600, max: 96_600 });
    expect(withVat({ min: 4500, max: 9000 }, 15)).toEqual({ min: 5175, max: 10_350 });
    expect(withVat({ min: 1001, max: 1003 }, 15)).toEqual({ min: 1151, max: 1153 });
    expect(withVat({ min: 100, max: 200 }, 0)).toEqual({ min: 100, max: 200 });
  });
});

describe("cladding by wall area", () => {
  test("a board 15 cm wide covers 1 m² with 6.67 m of its length", () => {
    expect(perSquareMetre({ min: 65, max: 85 }, 15)).toEqual({ min: 433, max: 567, unit: "sqm" });
    expect(perSquareMetre({ min: 90, max: 120 }, 20)).toEqual({ min: 450, max: 600, unit: "sqm" });
    expect(boardMetres(30, 15)).toBe(200);
    expect(boardMetres(30, 20)).toBe(150);
    expect(boardMetres(1, 15)).toBe(7);
  });
});

describe("unitFor: Arabic number agreement", () => {
  const metre = { name: "متر", dual: "متران", plural: "أمتار" };
  test.each([
    [1, "متر"],
    [2, "متران"],
    [3, "أمتار"],
    [10, "أمتار"],
    [11, "متر"],
    [100, "متر"],
    [103, "أمتار"],
    [110, "أمتار"],
    [12.5, "متر"],
  ])("%d %s", (n, expected) => {
    expect(unitFor(n, metre)).toBe(expected);
  });

  test("a symbol has one form", () => {
    for (const n of [1, 2, 3, 11]) expect(unitFor(n, { name: "م²" })).toBe("م²");
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
    estimateWithVat: "مع الضريبة 15%",
    district: "الحي",
  };

  test("names the service, the item, the quantity, the range and the district, one per line", () => {
    expect(
      estimateMessage(words, {
        service: "مظلات",
        item: "حديد",
        quantity: "30 متر مربع",
        total: "من 4,500 إلى 9,000 ريال",
        totalWithVat: "من 5,175 إلى 10,350 ريال",
        district: " النرجس ",
      }),
    ).toBe(
      "طلب سعر مظلات\nالنوع: حديد\nالكمية: 30 متر مربع\nالتقدير: من 4,500 إلى 9,000 ريال\nمع الضريبة 15%: من 5,175 إلى 10,350 ريال\nالحي: النرجس",
    );
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

  test("L×W in any digits is the product of the sides, as the two numbers typed alone read", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), (a, b) => {
        const arabic = (n: number) => String(n).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
        const area = { ...wide, fromSides: "area" as const };
        for (const text of [`${a}×${b}`, `${arabic(a)} x ${arabic(b)}`])
          expect(parseQuantity(text, area)).toEqual({ status: "ok", value: a * b, sides: [a, b] });
      }),
    );
  });

  test("with VAT the range stays ordered and within half a riyal of the exact sum", () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 30 }), (p, percent) => {
        const taxed = withVat(p, percent);
        expect(taxed.min).toBeLessThanOrEqual(taxed.max);
        expect(Math.abs(taxed.min - p.min * (1 + percent / 100))).toBeLessThanOrEqual(0.5);
        expect(Math.abs(taxed.max - p.max * (1 + percent / 100))).toBeLessThanOrEqual(0.5);
      }),
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
        expect(text).toMatch(/^(من )?[\d,]+( إلى [\d,]+)?\u00a0ريال[\d,.]+$/);
      }),
    );
  });
});
