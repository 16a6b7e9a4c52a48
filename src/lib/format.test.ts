import { describe, expect, test } from "vitest";
import { formatPrice, formatRange } from "./format";

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
  test("reads from-to in Arabic with the unit", () => {
    expect(formatPrice({ min: 90, max: 130, unit: "linear-metre" })).toBe("من 90 إلى 130 ريال للمتر الطولي");
    expect(formatPrice({ min: 150, max: 300, unit: "sqm" })).toBe("من 150 إلى 300 ريال للمتر المربع");
    expect(formatPrice({ min: 65, max: 85, unit: "metre" })).toBe("من 65 إلى 85 ريال للمتر الطولي من اللوح");
  });

  test("never uses Arabic-Indic digits", () => {
    expect(formatPrice({ min: 1200, max: 2500, unit: "unit" })).not.toMatch(/[\u0660-\u0669]/);
  });
});
