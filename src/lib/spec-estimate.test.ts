import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  priceSpec,
  readSize,
  specLabels,
  specMessage,
  specWithVat,
  type SpecInputs,
  type SpecModel,
} from "./spec-estimate";
import type { Range } from "./vat";

// A model of the tests' own, shaped as the pages' are: figures no owner edits.
const hangar: SpecModel = {
  size: "floor",
  typeLabel: "الهيكل",
  sizeLabel: "العرض × الطول",
  sizeLine: "العرض × الطول",
  min: 4,
  max: 150,
  spans: [
    { upTo: 12, from: 0, to: 40 },
    { upTo: 24, from: 25, to: 70 },
    { upTo: 30, from: 50, to: 100 },
  ],
  height: { label: "الارتفاع", line: "الارتفاع", min: 4, max: 10, basis: 6, wall: { min: 40, max: 60 } },
  options: [
    {
      label: "الاستخدام",
      choices: [{ label: "تخزين" }, { label: "ورشة", factor: { min: 1.02, max: 1.05 } }],
    },
    {
      label: "الجدران والسقف",
      choices: [
        { label: "صاج" },
        { label: "ساندوتش", floor: { min: 80, max: 100 }, wall: { min: 75, max: 95 } },
        { label: "صوف صخري", floor: { min: 100, max: 125 }, wall: { min: 100, max: 120 } },
      ],
    },
    {
      label: "الأرضية",
      choices: [
        { label: "بدون" },
        { label: "قائمة", floor: { min: 4, max: 8 } },
        { label: "جديدة", floor: { min: 100, max: 130 } },
      ],
    },
    {
      label: "الأبواب",
      count: { label: "عدد الأبواب", max: 6 },
      choices: [
        { label: "3×3", unit: { min: 4000, max: 5500 } },
        { label: "5×5", unit: { min: 10000, max: 13000 } },
      ],
    },
    { label: "الرافعة", choices: [{ label: "بدون" }, { label: "برافعة", visit: true }] },
  ],
  excludes: ["الكهرباء"],
};

const fence: SpecModel = {
  size: "plot",
  typeLabel: "المادة",
  sizeLabel: "ضلعا الأرض أو طول السور",
  sizeLine: "ضلعا الأرض أو طول السور",
  min: 4,
  max: 2000,
  plotAbove: 200,
  options: [
    {
      label: "الارتفاع",
      choices: [
        { label: "2" },
        { label: "2.5", factor: { min: 1.2, max: 1.25 } },
        { label: "3", factor: { min: 1.4, max: 1.5 } },
      ],
    },
    {
      label: "البوابات",
      count: { label: "العدد", max: 5 },
      choices: [
        { label: "3 م", unit: { min: 2500, max: 3500 } },
        { label: "6 م", unit: { min: 4800, max: 6800 } },
      ],
    },
  ],
  excludes: ["الرسوم"],
};

// A car park canopy by its cars: each takes 15–18 m² of roof.
const canopy: SpecModel = {
  size: "cars",
  typeLabel: "نوع المظلة",
  sizeLabel: "عدد السيارات أو المساحة",
  sizeLine: "السيارات أو المساحة",
  min: 1,
  max: 60,
  perCar: { min: 15, max: 18 },
  options: [],
  excludes: ["الرسوم"],
};

const steel: Range = { min: 200, max: 350 };
const hangarSpec = (over: Partial<SpecInputs> = {}): SpecInputs => ({
  rate: steel,
  size: "20×50",
  height: "8",
  picks: [0, 1, 2, 1, 0],
  counts: [0, 0, 0, 2, 0],
  ...over,
});
const amountOf = (model: SpecModel, inputs: SpecInputs) => {
  const result = priceSpec(model, inputs);
  if (result.status !== "ok") throw new Error(`expected an estimate, got ${JSON.stringify(result)}`);
  return result.amount;
};

describe("readSize reads a size as the buyer means it", () => {
  test.each([
    ["20×30", [20, 30]],
    ["20 x 30", [20, 30]],
    ["20X30", [20, 30]],
    ["20 في 30", [20, 30]],
    ["20في30", [20, 30]],
    ["٢٠ × ٣٠", [20, 30]],
    ["۲۰ في ۳۰ م", [20, 30]],
    ["20 م × 30 م", [20, 30]],
    ["12.5*40", [12.5, 40]],
    ["20 by 30", [20, 30]],
  ])("%s: two sides", (text, sides) => {
    expect(readSize(text)).toEqual({ kind: "sides", sides });
  });

  test.each([
    ["150", 150, false, false],
    ["١٥٠", 150, false, false],
    ["150م", 150, true, false],
    ["150 م", 150, true, false],
    ["150 متر", 150, true, false],
    ["150 مترًا", 150, true, false],
    ["150 m", 150, true, false],
    ["600 م²", 600, false, true],
    ["600 م2", 600, false, true],
    ["600 متر مربع", 600, false, true],
    ["1,000", 1000, false, false],
  ])("%s: one number (metres %s, area %s)", (text, value, metres, area) => {
    expect(readSize(text)).toEqual({ kind: "one", value, metres, area });
  });

  test.each(["", "  "])("%j is empty", (text) => expect(readSize(text).kind).toBe("empty"));
  test.each(["عشرون", "20×30×40", "20 في", "×", "20-30"])("%j is not a size", (text) =>
    expect(readSize(text).kind).toBe("invalid"),
  );
});

describe("priceSpec: a fence", () => {
  const spec = (size: string, over: Partial<SpecInputs> = {}): SpecInputs => ({
    rate: { min: 90, max: 130 },
    size,
    picks: [0, 0],
    counts: [0, 0],
    ...over,
  });

  test("a plot's two sides give its perimeter; «20 في 30» is 100 m of fence", () => {
    const result = priceSpec(fence, spec("20 في 30"));
    expect(result).toMatchObject({ status: "ok", measure: { quantity: 100, sides: [20, 30] } });
    expect(amountOf(fence, spec("20 في 30"))).toEqual({ min: 9000, max: 13000 });
  });

  test("a number above plotAbove where a length is asked is a question, never a quote; with «م» it is a length", () => {
    expect(priceSpec(fence, spec("600"))).toEqual({ status: "problem", problem: "plotArea" });
    expect(priceSpec(fence, spec("٦٠٠"))).toEqual({ status: "problem", problem: "plotArea" });
    expect(priceSpec(fence, spec("600 م"))).toMatchObject({ status: "ok", measure: { quantity: 600 } });
    expect(priceSpec(fence, spec("150"))).toMatchObject({ status: "ok", measure: { quantity: 150 } });
    // An area typed as one is asked for its sides.
    expect(priceSpec(fence, spec("600 م²"))).toEqual({ status: "problem", problem: "needsSides" });
  });

  test("beyond the model's length, a visit; below its least, a problem; nonsense, a problem", () => {
    expect(priceSpec(fence, spec("1000×20"))).toMatchObject({ status: "visit" });
    expect(priceSpec(fence, spec("3 م"))).toEqual({ status: "problem", problem: "tooSmall" });
    expect(priceSpec(fence, spec("0×30"))).toEqual({ status: "problem", problem: "invalid" });
    expect(priceSpec(fence, spec("سور"))).toEqual({ status: "problem", problem: "invalid" });
    expect(priceSpec(fence, spec(""))).toEqual({ status: "empty" });
  });

  test("gates are priced each, and a taller fence multiplies the fence but not its gates", () => {
    const two = amountOf(fence, spec("100 م", { picks: [2, 1], counts: [0, 2] }));
    expect(two).toEqual({ min: 100 * 90 * 1.4 + 2 * 4800, max: 100 * 130 * 1.5 + 2 * 6800 });
  });
});

describe("priceSpec: a canopy by its cars", () => {
  const spec = (size: string): SpecInputs => ({ rate: { min: 150, max: 300 }, size, picks: [], counts: [] });

  test("a number of cars is that many cars' m², a band: the type's rate per m² over 15–18 m² each", () => {
    expect(priceSpec(canopy, spec("3"))).toMatchObject({
      status: "ok",
      measure: { cars: 3, quantity: 3, area: { min: 45, max: 54 } },
      amount: { min: 150 * 45, max: 300 * 54 },
    });
    expect(priceSpec(canopy, spec("٣"))).toMatchObject({ measure: { cars: 3 } });
  });

  test("an area in m² or as two sides is priced as typed, with no cars", () => {
    expect(amountOf(canopy, spec("30 م²"))).toEqual({ min: 150 * 30, max: 300 * 30 });
    expect(amountOf(canopy, spec("5 في 6"))).toEqual({ min: 150 * 30, max: 300 * 30 });
    expect(priceSpec(canopy, spec("5×6"))).not.toHaveProperty("measure.cars");
  });

  test("half a car, a length in metres or words: a problem; fewer than the least, too small; beyond the most, a visit", () => {
    expect(priceSpec(canopy, spec("2.5"))).toEqual({ status: "problem", problem: "invalid" });
    expect(priceSpec(canopy, spec("20 م"))).toEqual({ status: "problem", problem: "invalid" });
    expect(priceSpec(canopy, spec("سيارتين"))).toEqual({ status: "problem", problem: "invalid" });
    expect(priceSpec(canopy, spec("0"))).toEqual({ status: "problem", problem: "invalid" });
    expect(priceSpec(canopy, spec("10 م²"))).toEqual({ status: "problem", problem: "tooSmall" });
    expect(priceSpec({ ...canopy, min: 2 }, spec("1"))).toEqual({ status: "problem", problem: "tooSmall" });
    expect(priceSpec(canopy, spec("61"))).toMatchObject({ status: "visit", measure: { cars: 61 } });
    expect(priceSpec(canopy, spec("60"))).toMatchObject({ status: "ok" });
    expect(priceSpec(canopy, spec("1100 م²"))).toMatchObject({ status: "visit" });
  });

  test("the type's rate and the m² a car takes widen the range: named as the type", () => {
    expect(priceSpec(canopy, spec("4"))).toMatchObject({ widest: [-2] });
    expect(specLabels(canopy)).toEqual(["نوع المظلة", "السيارات أو المساحة"]);
  });
});

describe("priceSpec: a hangar", () => {
  test("every input given: the type's part for its span, the height, the cladding, the slab and the doors", () => {
    // 20 m span: 25–70 % of the way from 200 to 350 → 237.5–305 per m².
    const perimeter = 140;
    const walls = perimeter * 8;
    const expected = {
      min: 237.5 * 1000 + 2 * perimeter * 40 + 80 * 1000 + 75 * walls + 100 * 1000 + 2 * 10000,
      max: 305 * 1000 + 2 * perimeter * 60 + 100 * 1000 + 95 * walls + 130 * 1000 + 2 * 13000,
    };
    expect(amountOf(hangar, hangarSpec())).toEqual(expected);
  });

  test("with every input given, max ÷ min is at most 1.4, where the type's rate alone is 1.75", () => {
    const { min, max } = amountOf(hangar, hangarSpec());
    expect(max / min).toBeLessThanOrEqual(1.4);
    expect(steel.max / steel.min).toBeGreaterThan(1.4);
  });

  test("one number where two sides are asked, a crane, a span or a height beyond the model: a question or a visit", () => {
    expect(priceSpec(hangar, hangarSpec({ size: "1000" }))).toEqual({ status: "problem", problem: "needsSides" });
    expect(priceSpec(hangar, hangarSpec({ picks: [0, 0, 0, 0, 1] }))).toMatchObject({ status: "visit" });
    expect(priceSpec(hangar, hangarSpec({ size: "40×60" }))).toMatchObject({ status: "visit" });
    expect(priceSpec(hangar, hangarSpec({ size: "20×200" }))).toMatchObject({ status: "visit" });
    expect(priceSpec(hangar, hangarSpec({ height: "14" }))).toMatchObject({ status: "visit" });
    expect(priceSpec(hangar, hangarSpec({ height: "3" }))).toEqual({ status: "problem", problem: "height" });
    expect(priceSpec(hangar, hangarSpec({ height: "عالي" }))).toEqual({ status: "problem", problem: "height" });
    expect(priceSpec(hangar, hangarSpec({ size: "3×50" }))).toEqual({ status: "problem", problem: "tooSmall" });
  });

  test("the questions that widen the range most are named, widest first, at most three", () => {
    const result = priceSpec(hangar, hangarSpec());
    expect(result.status).toBe("ok");
    const { widest } = result as { widest: number[] };
    expect(widest.length).toBeGreaterThan(0);
    expect(widest.length).toBeLessThanOrEqual(3);
    // The type's rate (-2) spreads 67,500 riyals here, more than any answer.
    expect(widest[0]).toBe(-2);
    expect(specLabels(hangar)).toEqual([
      "الهيكل",
      "العرض × الطول",
      "الارتفاع",
      "الاستخدام",
      "الجدران والسقف",
      "الأرضية",
      "الأبواب",
      "الرافعة",
    ]);
  });
});

const side = fc.integer({ min: 4, max: 30 });
const picksOf = (model: SpecModel) => fc.tuple(...model.options.map((o) => fc.nat({ max: o.choices.length - 1 })));

describe("priceSpec's properties", () => {
  test("monotonic in each size: a wider, longer or taller hangar, or a longer fence, never costs less", () => {
    fc.assert(
      fc.property(side, side, fc.integer({ min: 4, max: 9 }), picksOf(hangar), (a, b, h, picks) => {
        fc.pre(!picks.some((p, i) => hangar.options[i]!.choices[p]!.visit));
        const at = (size: string, height: number) =>
          priceSpec(hangar, hangarSpec({ size, height: String(height), picks }));
        const base = at(`${a}×${b}`, h);
        for (const bigger of [at(`${a}×${b + 1}`, h), at(`${a}×${b}`, h + 1)]) {
          if (base.status !== "ok" || bigger.status !== "ok") continue;
          expect(bigger.amount.min).toBeGreaterThanOrEqual(base.amount.min - 1e-6);
          expect(bigger.amount.max).toBeGreaterThanOrEqual(base.amount.max - 1e-6);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 1999 }), picksOf(fence), (length, picks) => {
        const at = (n: number) =>
          amountOf(fence, { rate: { min: 60, max: 100 }, size: `${n} م`, picks, counts: [0, 1] });
        expect(at(length + 1).min).toBeGreaterThan(at(length).min);
        expect(at(length + 1).max).toBeGreaterThan(at(length).max);
      }),
    );
  });

  test("monotonic in cars: one more car never costs less, and costs more at both ends", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 59 }), fc.integer({ min: 1, max: 5000 }), (cars, low) => {
        const at = (n: number) =>
          amountOf(canopy, { rate: { min: low, max: low * 2 }, size: String(n), picks: [], counts: [] });
        expect(at(cars + 1).min).toBeGreaterThan(at(cars).min);
        expect(at(cars + 1).max).toBeGreaterThan(at(cars).max);
      }),
    );
  });

  test("a canopy's VAT is exact to the halala: cars × m² × rate in halalas, then 15 % half up, then the riyal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 99_999 }), (cars, halalasPerM2) => {
        const rate = halalasPerM2 / 100;
        const { min } = amountOf(canopy, { rate: { min: rate, max: rate }, size: String(cars), picks: [], counts: [] });
        // 15 m² a car, at a rate with halalas: the exact amount, in integers.
        const inHalalas = BigInt(cars) * 15n * BigInt(halalasPerM2);
        const withVat = (inHalalas * 11500n * 2n + 10000n) / 20000n;
        expect(specWithVat({ min, max: min }, [11500, 10000]).min).toBe(Number((withVat * 2n + 100n) / 200n));
      }),
    );
  });

  test("every answer moves the range the way its words say: each later answer and each more door or gate costs no less", () => {
    for (const [model, spec] of [
      [hangar, hangarSpec()],
      [fence, { rate: { min: 60, max: 100 }, size: "30×40", picks: [0, 0], counts: [0, 1] }],
    ] as const) {
      model.options.forEach((option, i) => {
        const at = (pick: number, count = spec.counts[i] ?? 0) =>
          priceSpec(model, {
            ...spec,
            picks: Object.assign([...spec.picks], { [i]: pick }),
            counts: Object.assign([...spec.counts], { [i]: count }),
          });
        option.choices.forEach((choice, c) => {
          const result = at(c);
          if (choice.visit) return expect(result.status).toBe("visit");
          const before = c > 0 ? at(c - 1) : undefined;
          if (result.status !== "ok" || before?.status !== "ok") return;
          expect(result.amount.min).toBeGreaterThanOrEqual(before.amount.min);
          expect(result.amount.max).toBeGreaterThanOrEqual(before.amount.max);
        });
        if (option.count) {
          const one = at(0, 1);
          const two = at(0, 2);
          expect(one.status === "ok" && two.status === "ok" && two.amount.min > one.amount.min).toBe(true);
        }
      });
    }
  });

  test("the VAT is exact to the halala: the amount to the halala, 15 % of it half a halala up, then the riyal half up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 99 }), (riyals, halalas) => {
        const amount = riyals + halalas / 100;
        const inHalalas = BigInt(riyals) * 100n + BigInt(halalas);
        // Half up: (2x + d) / 2d in integers.
        const withVat = (inHalalas * 11500n * 2n + 10000n) / 20000n;
        const expected = Number((withVat * 2n + 100n) / 200n);
        expect(specWithVat({ min: amount, max: amount }, [11500, 10000])).toEqual({ min: expected, max: expected });
      }),
    );
  });
});

describe("specMessage", () => {
  test("the first line, the reference when one is given, then one line per answer given", () => {
    const lines: [string, string][] = [
      ["الهيكل", "هنجر حديد"],
      ["العرض × الطول", "20 × 50 م"],
      ["الحي", ""],
    ];
    expect(specMessage("السلام عليكم", lines).split("\n")).toEqual([
      "السلام عليكم",
      "الهيكل: هنجر حديد",
      "العرض × الطول: 20 × 50 م",
    ]);
    expect(specMessage("Hello", lines, "Reference: ABC234").split("\n")[1]).toBe("Reference: ABC234");
  });
});
