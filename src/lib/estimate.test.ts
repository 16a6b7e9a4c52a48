import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { content } from "~/model/views/site-data";
import {
  boardMetres,
  countOf,
  estimateMessage,
  fill,
  formatQuantity,
  parseDecimal,
  parseQuantity,
  perSquareMetre,
  quantityProblems,
  timesSign,
} from "./estimate";
import { formatTotal } from "./format";
import { rangeWithVat } from "./vat";

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
  ])("%j → %s", (text, problem) => {
    expect(parseQuantity(text, limits)).toEqual({ status: "error", problem });
  });

  test("beyond the limit a quantity is read, but too large to price: a visit instead", () => {
    expect(parseQuantity(String(limits.max + 1), limits)).toEqual({ status: "large", value: limits.max + 1 });
    expect(parseQuantity(String(limits.max), limits)).toEqual({ status: "ok", value: limits.max });
    // A pasted run of hundreds of digits.
    expect(parseQuantity("9".repeat(400), limits)).toEqual({ status: "large", value: Infinity });
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
    expect(parseQuantity("1000×1000", area)).toEqual({ status: "large", value: 1_000_000, sides: [1000, 1000] });
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

describe("cladding by wall area", () => {
  test("a board 15 cm wide covers 1 m² with 6.67 m of its length", () => {
    expect(perSquareMetre({ min: 65, max: 85 }, 15)).toEqual({ min: 433, max: 567, unit: "sqm" });
    expect(perSquareMetre({ min: 90, max: 120 }, 20)).toEqual({ min: 450, max: 600, unit: "sqm" });
    expect(boardMetres(30, 15)).toBe(200);
    expect(boardMetres(30, 20)).toBe(150);
    expect(boardMetres(1, 15)).toBe(7);
  });
});

describe("countOf: a quantity and its noun agree, in the content's words", () => {
  // The forms are the owner's (content/ui.yml → estimator.units); which one a figure takes is Arabic grammar.
  const { units } = content.ui.estimator;
  const form = (unit: keyof typeof units, category: "one" | "two" | "few" | "many" | "other") =>
    units[unit][category] ?? units[unit].other;
  test.each([
    [1, "one"],
    [2, "two"],
    [3, "few"],
    [10, "few"],
    [11, "many"],
    [30, "many"],
    [99, "many"],
    [100, "other"],
    [102, "other"],
    [103, "few"],
    [111, "many"],
    [1500, "other"],
    [12.5, "other"],
  ] as const)("%d takes the %s form", (n, category) => {
    for (const unit of ["door", "linear-metre", "sqm"] as const)
      expect(countOf(n, units[unit])).toBe(form(unit, category).replace("{n}", formatQuantity(n)));
  });

  test("2 doors read «بابان» and 30 doors take the accusative singular, as the content writes them", () => {
    // The shipped forms must differ, or agreement could regress unseen: the content keeps them apart.
    expect(new Set([units.door.two, units.door.few, units.door.many, units.door.other]).size).toBe(4);
    expect(countOf(2, units.door)).toBe(units.door.two);
    expect(countOf(2, units.door)).not.toMatch(/\d/);
    expect(countOf(30, units.door)).toBe(units.door.many!.replace("{n}", "30"));
    expect(countOf(90, units["linear-metre"])).toBe(units["linear-metre"].many!.replace("{n}", "90"));
  });

  test("a unit with one form, such as «م²», uses it for every count", () => {
    for (const n of [1, 2, 3, 11, 100]) expect(countOf(n, { other: "{n} م²" })).toBe(`${formatQuantity(n)} م²`);
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
    visit: "طلب معاينة {service}",
    item: "النوع",
    estimate: "التقدير مع الضريبة 15%",
    district: "الحي",
  };

  test("names the service, the item, the quantity by what it is, the range with VAT, and the district", () => {
    expect(
      estimateMessage(words, {
        service: "مظلات",
        item: "حديد",
        measure: "المساحة",
        quantity: "30 م²",
        totalWithVat: "من 5,175 إلى 10,350 ريال",
        district: " النرجس ",
      }),
    ).toBe(
      "طلب سعر مظلات\nالنوع: حديد\nالمساحة: 30 م²\nالتقدير مع الضريبة 15%: من 5,175 إلى 10,350 ريال\nالحي: النرجس",
    );
  });

  test("a quantity too large to price asks for a visit, with no range", () => {
    expect(
      estimateMessage(words, {
        service: "مظلات",
        item: "حديد",
        visit: true,
        measure: "المساحة",
        quantity: "100,000 م²",
      }),
    ).toBe("طلب معاينة مظلات\nالنوع: حديد\nالمساحة: 100,000 م²");
  });

  test("an English measure starts its line with a capital, as the other labels do", () => {
    const english = {
      greeting: "Quote: {service}",
      visit: "Visit: {service}",
      item: "Type",
      estimate: "Cost",
      district: "District",
    };
    expect(
      estimateMessage(english, { service: "Canopies", item: "Steel", measure: "area", quantity: "30 m²" }).split("\n"),
    ).toEqual(["Quote: Canopies", "Type: Steel", "Area: 30 m²"]);
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
        } else if (parsed.status === "large") {
          expect(parsed.value).toBeGreaterThan(limits.max);
        } else if (parsed.status === "error") {
          expect(quantityProblems).toContain(parsed.problem);
          // Sides ("20×30") are refused only where the unit has none, and only when typed.
          if (parsed.problem === "noSides") expect(text).toMatch(timesSign);
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

  // Typed before VAT at the content's rate: the figure before VAT is the plain product.
  const typedBefore = { vatPercent: content.site.prices.vatPercent, typedWithVat: false };

  test("for any valid quantity the range is ordered, finite, and scales linearly", () => {
    fc.assert(
      fc.property(price, quantity, fc.integer({ min: 1, max: 10 }), (p, q, k) => {
        const total = rangeWithVat(p, typedBefore, q).beforeVat;
        const shown = Math.round(q * 100) / 100;
        expect(total.min).toBeLessThanOrEqual(total.max);
        expect(Number.isFinite(total.max)).toBe(true);
        // Half a riyal, and the float error of the product that checks it: a few
        // units in the last place of a figure that reaches 10^10 (22,010 × 737,693).
        const slack = (exact: number) => 0.5 + 4 * Number.EPSILON * Math.abs(exact);
        expect(Math.abs(total.min - p.min * shown)).toBeLessThanOrEqual(slack(p.min * shown));
        expect(Math.abs(total.max - p.max * shown)).toBeLessThanOrEqual(slack(p.max * shown));
        // Whole quantities scale exactly: k times the quantity, k times the range.
        const whole = Math.max(1, Math.round(q));
        const once = rangeWithVat(p, typedBefore, whole).beforeVat;
        expect(rangeWithVat(p, typedBefore, whole * k).beforeVat).toEqual({ min: once.min * k, max: once.max * k });
      }),
    );
  });

  test("a range always formats as Western digits, never NaN, Infinity or an exponent", () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        const text =
          formatTotal(rangeWithVat(p, content.site.prices, q).withVat, content.ui.prices) + formatQuantity(q);
        expect(text).not.toMatch(/NaN|Infinity|e[+-]|[\u0660-\u0669\u06f0-\u06f9]/);
        const currency = Object.values(content.ui.prices.currency).join("|");
        expect(text).toMatch(new RegExp(`^(من )?[\\d,]+( إلى [\\d,]+)?\u00a0(${currency})[\\d,.]+$`));
      }),
    );
  });
});
