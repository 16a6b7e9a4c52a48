import { describe, expect, test } from "vitest";
import {
  formatMonths,
  formFor,
  formatPrice,
  formatRange,
  formatTotal,
  isolateFigures,
  joinArabic,
  joinList,
  joinTerms,
  totalRuns,
} from "./format";

describe("formatRange", () => {
  test("joins min and max with an en dash", () => {
    expect(formatRange({ min: 90, max: 130, unit: "linear-metre" })).toBe("90 – 130");
  });

  test("groups thousands with Western digits", () => {
    expect(formatRange({ min: 1000, max: 3000, unit: "unit" })).toBe("1,000 – 3,000");
  });

  test("shows a single figure when min equals max", () => {
    expect(formatRange({ min: 750, max: 750, unit: "sqm" })).toBe("750");
  });
});

describe("formatPrice", () => {
  // The words are the layout's (content/ui.yml → prices); these stand in for them.
  const words = {
    range: "R {min}–{max}",
    currency: { other: "C" },
    units: { sqm: "/sqm", "linear-metre": "/lm", metre: "/m", unit: "/unit", door: "/door" },
  };

  test("fills the range, then the currency unbroken, then the unit", () => {
    expect(formatPrice({ min: 90, max: 130, unit: "linear-metre" }, words)).toBe("R 90–130\u00a0C /lm");
    expect(formatPrice({ min: 1500, max: 3000, unit: "sqm" }, words)).toBe("R 1,500–3,000\u00a0C /sqm");
    expect(formatPrice({ min: 750, max: 750, unit: "door" }, words)).toBe("750\u00a0C /door");
  });

  test("never uses Arabic-Indic digits", () => {
    expect(formatPrice({ min: 1200, max: 2500, unit: "unit" }, words)).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe("formatTotal", () => {
  // Forms as content/ui.yml's prices.currency gives them; these stand in for them.
  const words = { range: "من {min} إلى {max}", currency: { few: "ريالات", many: "ريالًا", other: "ريال" } };

  test("the currency agrees with the figure before it, the range's last: 3–10, 11–99 (by its last two digits), the rest", () => {
    expect(formatTotal({ min: 69, max: 184 }, words)).toBe("من 69 إلى 184\u00a0ريالًا");
    expect(formatTotal({ min: 5, max: 10 }, words)).toBe("من 5 إلى 10\u00a0ريالات");
    expect(formatTotal({ min: 1250, max: 1250 }, words)).toBe("1,250\u00a0ريالًا");
    expect(formatTotal({ min: 4500, max: 9000 }, words)).toBe("من 4,500 إلى 9,000\u00a0ريال");
    expect(formatTotal({ min: 100, max: 103 }, words)).toBe("من 100 إلى 103\u00a0ريالات");
    expect(formatTotal({ min: 10, max: 12.5 }, words)).toBe("من 10 إلى 12.5\u00a0ريال");
  });
});

describe("joinList", () => {
  test("joins as its language does: Arabic with «، و», English «a, b and c»", () => {
    expect(joinList(["الرياض", "الدرعية", "الخرج"], "ar")).toBe(joinArabic(["الرياض", "الدرعية", "الخرج"]));
    expect(joinList(["Riyadh", "Diriyah", "Al-Kharj"], "en")).toBe("Riyadh, Diriyah and Al-Kharj");
    expect(joinList(["Riyadh"], "en")).toBe("Riyadh");
  });
});

describe("joinTerms", () => {
  test("English terms that hold a comma or an «and» of their own are kept apart with semicolons", () => {
    expect(joinTerms(["supply of the frame and cover", "transport within Riyadh"], "en")).toBe(
      "supply of the frame and cover; transport within Riyadh",
    );
    expect(joinTerms(["trims (by the piece)", "damp, if any", "transport"], "en")).toBe(
      "trims (by the piece); damp, if any; transport",
    );
    expect(joinTerms(["fees", "gates", "transport"], "en")).toBe("fees, gates and transport");
    expect(joinTerms(["the frame and bases"], "en")).toBe("the frame and bases");
    expect(joinTerms(["المقابض والمفصلات", "إصلاح الأبواب"], "ar")).toBe(
      joinArabic(["المقابض والمفصلات", "إصلاح الأبواب"]),
    );
  });
});

describe("Arabic prose", () => {
  test("a list joins with «، و», two items with «و» alone", () => {
    expect(joinArabic(["الرياض", "الدرعية", "الخرج"])).toBe("الرياض، والدرعية، والخرج");
    expect(joinArabic(["الرياض", "الخرج"])).toBe("الرياض والخرج");
    // Two items, one with a «و» of its own: a comma keeps them apart.
    expect(joinArabic(["المقابض والمفصلات الجديدة", "إصلاح الأبواب"])).toBe(
      "المقابض والمفصلات الجديدة، وإصلاح الأبواب",
    );
    expect(joinArabic(["الرياض"])).toBe("الرياض");
  });

  test("a figure with a percent sign is isolated left to right, so the sign stays where it was typed", () => {
    expect(isolateFigures("ضريبة القيمة المضافة (15%)")).toBe("ضريبة القيمة المضافة (\u206615%\u2069)");
    expect(isolateFigures("30% عند التوقيع، و40 % بعد")).toBe("\u206630%\u2069 عند التوقيع، و\u206640 %\u2069 بعد");
    expect(isolateFigures("12.5٪")).toBe("\u206612.5٪\u2069");
    expect(isolateFigures("30 متر")).toBe("30 متر");
  });
});

describe("formatMonths", () => {
  test.each([
    [1, "شهر واحد"],
    [2, "شهرين"],
    [3, "3 أشهر"],
    [10, "10 أشهر"],
    [11, "11 شهرًا"],
    [12, "12 شهرًا"],
    [24, "24 شهرًا"],
  ])("%i months read «%s»", (months, text) => expect(formatMonths(months)).toBe(text));
});

describe("formFor", () => {
  const forms = { one: "one", two: "two", few: "few", many: "many", other: "other" };
  test.each([
    [1, "one"],
    [2, "two"],
    [3, "few"],
    [10, "few"],
    [11, "many"],
    [99, "many"],
    [100, "other"],
    [0, "other"],
  ])("%i takes the %s form, by Arabic's number categories", (count, form) => expect(formFor(count, forms)).toBe(form));

  test("a form left empty falls back to other", () => expect(formFor(5, { other: "سنة" })).toBe("سنة"));
});

describe("totalRuns", () => {
  const english = { range: "from {min} to {max}", currency: { other: "SAR" } };
  const arabic = { range: "من {min} إلى {max}", currency: { many: "ريالًا", other: "ريال" } };
  test("splits a range before the word ahead of its maximum, the currency with the maximum", () => {
    expect(totalRuns({ min: 1150, max: 3450 }, english)).toEqual(["from 1,150", "to 3,450\u00a0SAR"]);
    expect(totalRuns({ min: 90, max: 100 }, arabic)).toEqual(["من 90", "إلى 100\u00a0ريال"]);
    // The currency agrees with the range's last figure: 130 ends in 30 («many»).
    expect(totalRuns({ min: 90, max: 130 }, arabic)).toEqual(["من 90", "إلى 130\u00a0ريالًا"]);
  });
  test("the runs joined by a space are formatTotal's words", () => {
    for (const words of [english, arabic])
      expect(totalRuns({ min: 5, max: 7 }, words).join(" ")).toBe(formatTotal({ min: 5, max: 7 }, words));
  });
  test("keeps a single figure, or a range with no space to break at, in one run", () => {
    expect(totalRuns({ min: 90, max: 90 }, english)).toEqual([formatTotal({ min: 90, max: 90 }, english)]);
    const dash = { range: "{min}–{max}", currency: { other: "SAR" } };
    expect(totalRuns({ min: 90, max: 130 }, dash)).toEqual(["90–130\u00a0SAR"]);
  });
});
