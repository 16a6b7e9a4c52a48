import { parseDecimal, timesSign, westernDigits } from "./estimate";
import { totalOf, type Range, type Ratio } from "./vat";

// The estimate from a buyer's spec: a type's rate per m² of floor or metre of fence,
// narrowed by the span, and named options that add per m² of floor, per m² of wall,
// per unit, or multiply. Pure and content-free: the model comes from the page's
// content (src/model/estimate-model.ts), so an owner's edit changes the estimate.

/** What an answer adds, in riyals as the owner types prices (per m² of floor, per m² of wall, per unit), or multiplies. */
export type Effects = { floor?: Range; wall?: Range; unit?: Range; factor?: Range; visit?: boolean };
export type SpecChoice = Effects & { label: string };
/** A question with named answers; with `count`, the buyer also says how many (doors, gates), priced each. */
export type SpecOption = { label: string; count?: { label: string; max: number }; choices: SpecChoice[] };

/**
 * A service's model. "floor": width × length (the shorter side is the span) and the eave
 * height; "plot": the plot's two sides (its perimeter) or the fence's length; "cars": how many
 * cars (each taking `perCar` m² of roof), or the area in m² (one number with «م²», or two sides).
 */
export type SpecModel = {
  size: "floor" | "plot" | "cars";
  /** The type's question («الهيكل», «المادة»). */
  typeLabel: string;
  sizeLabel: string;
  /** The size's line in the message. */
  sizeLine: string;
  /** The least side, length or number of cars; beyond `max` (the fence's length, the hangar's length, the cars) a visit. */
  min: number;
  max: number;
  /** "cars": the m² a car takes under the roof, from–to. */
  perCar?: Range;
  /** "floor": the part of the type's range (percent, from–to) each span takes; beyond the last, a visit. */
  spans?: { upTo: number; from: number; to: number }[];
  /** "plot": a single number above this reads as a plot's area and is asked about. */
  plotAbove?: number;
  /** "floor": the eave height asked, the rate's basis, and each m² of wall above or below it. */
  height?: { label: string; line: string; min: number; max: number; basis: number; wall: Range };
  options: SpecOption[];
  excludes: string[];
};

/** The price unit a model's types are priced in: per m² of floor or roof, or per metre of fence. */
export const modelUnit = (model: Pick<SpecModel, "size">) => (model.size === "plot" ? "linear-metre" : "sqm");

/** The labels of a spec's lines, in the order the message lists them: the type, the size, the height, each question. */
export const specLabels = (model: SpecModel) => [
  model.typeLabel,
  model.sizeLine,
  ...(model.height ? [model.height.line] : []),
  ...model.options.map((option) => option.label),
];

/** A size as typed: two sides, one length (with «م» or bare), an area (with «م²»), or nothing readable. */
export type TypedSize =
  | { kind: "empty" | "invalid" }
  | { kind: "sides"; sides: [number, number] }
  | { kind: "one"; value: number; metres: boolean; area: boolean };

// «م²», «م2», «متر مربع», «m²», «m2», «sqm»: an area.
const areaUnit = /(م|متر|مترا|أمتار|m)\s*(²|2|مربع|مربعا|مربعًا)|sqm/i;
// «م», «متر», «مترًا», «أمتار», «m», «metres»: a length.
const lengthUnit = /(مترًا|مترا|متر|أمتار|م|metres|meters|metre|meter|m)\.?$/i;

/** Reads "20×30", «20 في 30», "20 x 30", «٢٠ × ٣٠ م», "150", «150 م», «600 م²». */
export function readSize(text: string): TypedSize {
  let s = westernDigits(text)
    .replace(/[\u0640\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .trim();
  if (!s) return { kind: "empty" };
  const area = areaUnit.test(s);
  s = s.replace(areaUnit, "").trim();
  const parts = s.replace(/في|by/gi, "×").split(timesSign);
  const numbers = parts.map((part) => parseDecimal(part.trim().replace(lengthUnit, "").replace(/\s/g, "")));
  if (numbers.some((n) => n === undefined) || parts.length > 2) return { kind: "invalid" };
  if (numbers.length === 2) return { kind: "sides", sides: numbers as [number, number] };
  return { kind: "one", value: numbers[0]!, metres: !area && lengthUnit.test(parts[0]!.trim()), area };
}

/** Reads a height as typed: «8», «٨ م», "7.5 m". Undefined when it is not a number. */
export const readHeight = (text: string) =>
  parseDecimal(westernDigits(text).replace(lengthUnit, "").replace(/\s/g, ""));

/** The buyer's answers: the type's rate, the size as typed, the height, a choice and a count per option. */
export type SpecInputs = { rate: Range; size: string; height?: string; picks: number[]; counts: number[] };

export type SpecProblem = "invalid" | "tooSmall" | "needsSides" | "plotArea" | "height";

/** A figure as typed (riyals, possibly with fractions), and what widens it, by the question's index (-2 the type, -1 the height). */
export type SpecResult =
  | { status: "empty" }
  | { status: "problem"; problem: SpecProblem }
  | { status: "visit"; measure?: Measure }
  | { status: "ok"; measure: Measure; amount: Range; widest: number[] };

/**
 * What was measured: the sides (or the length) and the quantity the rate is per: floor m² or fence metres;
 * or the number of cars, whose m² is `area` (from–to: a car's m² is a band). `area` is always the quantity's band.
 */
export type Measure = { sides?: [number, number]; quantity: number; height?: number; cars?: number; area?: Range };

const zero: Range = { min: 0, max: 0 };
const add = (a: Range, b: Range): Range => ({ min: a.min + b.min, max: a.max + b.max });
/** A band × a quantity. */
const times = (band: Range, q: number): Range => ({ min: band.min * q, max: band.max * q });

/** The quantity the model prices, or the problem or visit it leads to. */
function measureOf(model: SpecModel, inputs: SpecInputs): SpecResult {
  const typed = readSize(inputs.size);
  if (typed.kind === "empty") return { status: "empty" };
  if (typed.kind === "invalid") return { status: "problem", problem: "invalid" };
  if (typed.kind === "sides" && typed.sides.some((side) => side <= 0)) return { status: "problem", problem: "invalid" };
  if (model.size === "cars") return carsOf(model, typed);
  if (model.size === "plot") {
    if (typed.kind === "one") {
      if (typed.area) return { status: "problem", problem: "needsSides" };
      // «600» where a length is asked is how Riyadh owners give a plot's area: ask, never quote.
      if (!typed.metres && typed.value > (model.plotAbove ?? Infinity))
        return { status: "problem", problem: "plotArea" };
    }
    const quantity =
      typed.kind === "sides" ? 2 * (typed.sides[0] + typed.sides[1]) : (typed as { value: number }).value;
    const measure = { quantity, ...(typed.kind === "sides" && { sides: typed.sides }) };
    if (quantity < model.min) return { status: "problem", problem: "tooSmall" };
    return quantity > model.max ? { status: "visit", measure } : { status: "ok", measure, amount: zero, widest: [] };
  }
  if (typed.kind !== "sides") return { status: "problem", problem: "needsSides" };
  const height = readHeight(inputs.height ?? "");
  const h = model.height;
  if (h && (height === undefined || height < h.min)) return { status: "problem", problem: "height" };
  const [a, b] = typed.sides;
  if (Math.min(a, b) < model.min) return { status: "problem", problem: "tooSmall" };
  const measure = { sides: typed.sides, quantity: a * b, ...(h && { height }) };
  const spans = model.spans ?? [];
  const beyond = Math.max(a, b) > model.max || (spans.length && Math.min(a, b) > spans.at(-1)!.upTo);
  if (beyond || (h && height! > h.max)) return { status: "visit", measure };
  return { status: "ok", measure, amount: zero, widest: [] };
}

/** A canopy's size: a whole number of cars, or an area (with «م²», or two sides), each within the model's limits. */
function carsOf(model: SpecModel, typed: TypedSize): SpecResult {
  const perCar = model.perCar ?? { min: 1, max: 1 };
  const one = typed.kind === "one" ? typed : undefined;
  // A bare number is cars (whole ones); «م²» or two sides an area; metres alone say neither.
  if (one && !one.area && (one.metres || !Number.isInteger(one.value) || one.value <= 0))
    return { status: "problem", problem: "invalid" };
  const cars = one && !one.area ? one.value : undefined;
  const quantity = one ? one.value : typed.kind === "sides" ? typed.sides[0] * typed.sides[1] : 0;
  const area = cars ? times(perCar, cars) : { min: quantity, max: quantity };
  const measure: Measure = {
    quantity,
    area,
    ...(cars && { cars }),
    ...(typed.kind === "sides" && { sides: typed.sides }),
  };
  // The limits in cars, or in the m² that many cars take.
  if (cars ? cars < model.min : quantity <= 0 || quantity < model.min * perCar.min)
    return { status: "problem", problem: "tooSmall" };
  return quantity > (cars ? model.max : model.max * perCar.max)
    ? { status: "visit", measure }
    : { status: "ok", measure, amount: zero, widest: [] };
}

/**
 * The estimate of a spec, before VAT as the owner types prices: the type's rate (its part for the span)
 * times the floor or fence, plus each answer's floor, wall and per-unit amounts; factors multiply all
 * but the per-unit ones. `widest`: the questions that widen the range most, widest first (at most three).
 */
export function priceSpec(model: SpecModel, inputs: SpecInputs): SpecResult {
  const measured = measureOf(model, inputs);
  if (measured.status !== "ok") return measured;
  const { measure } = measured;
  const chosen = model.options.map((option, i) => option.choices[inputs.picks[i] ?? 0] ?? option.choices[0]!);
  if (chosen.some((choice) => choice.visit)) return { status: "visit", measure };
  const [a, b] = measure.sides ?? [0, 0];
  const perimeter = 2 * (a + b);
  const walls = perimeter * (measure.height ?? 0);
  const share = model.spans?.find((band) => Math.min(a, b) <= band.upTo);
  const { min: low, max: high } = inputs.rate;
  const rate = share
    ? { min: low + ((high - low) * share.from) / 100, max: low + ((high - low) * share.to) / 100 }
    : inputs.rate;
  // Each question's part, by its index (-2 the type, -1 the height): what factors multiply, and what is priced each.
  // The floor or fence as a band: a number of cars takes from–to m² (the type's rate is per m²).
  const area = measure.area ?? { min: measure.quantity, max: measure.quantity };
  const over = (band: Range): Range => ({ min: band.min * area.min, max: band.max * area.max });
  const scaled = new Map<number, Range>([[-2, over(rate)]]);
  const each = new Map<number, Range>();
  // Each m² of wall above the basis adds, each below takes off, at the same end of the range: a lower
  // hangar's range shrinks with it rather than widening (both ends still grow with the height).
  if (model.height && measure.height !== undefined) {
    const metres = (measure.height - model.height.basis) * perimeter;
    scaled.set(-1, { min: model.height.wall.min * metres, max: model.height.wall.max * metres });
  }
  let factor: Range = { min: 1, max: 1 };
  chosen.forEach((choice, i) => {
    scaled.set(i, add(over(choice.floor ?? zero), times(choice.wall ?? zero, walls)));
    each.set(i, times(choice.unit ?? zero, model.options[i]!.count ? (inputs.counts[i] ?? 0) : 1));
    if (choice.factor) factor = { min: factor.min * choice.factor.min, max: factor.max * choice.factor.max };
  });
  const sum = (parts: Map<number, Range>) => [...parts.values()].reduce(add, zero);
  const base = sum(scaled);
  const priced = sum(each);
  const amount = { min: base.min * factor.min + priced.min, max: base.max * factor.max + priced.max };
  // How much each answer widens the range: its own spread, and a factor's spread over what it multiplies.
  const width = (i: number) => {
    const own = scaled.get(i) ?? zero;
    const unit = each.get(i) ?? zero;
    const f = i >= 0 ? chosen[i]!.factor : undefined;
    return (own.max - own.min) * factor.max + unit.max - unit.min + (f ? base.max * (f.max - f.min) : 0);
  };
  const widest = [-2, -1, ...chosen.keys()]
    .map((i) => [i, width(i)] as const)
    .filter(([, w]) => w > 0)
    .sort((x, y) => y[1] - x[1])
    .slice(0, 3)
    .map(([i]) => i);
  return { status: "ok", measure, amount, widest };
}

/** A figure as typed (riyals, maybe fractional) to whole riyals with VAT: first to the halala, then VAT on halalas. */
export const specWithVat = (amount: Range, ratio: Ratio) =>
  totalOf({ min: Math.round(amount.min * 100), max: Math.round(amount.max * 100) }, 0.01, ratio);

/**
 * The message of a spec: the first line, then one "label: value" line per input, then the estimate's
 * line. The WhatsApp link gets its reference from the tap (src/browser/contact-tap.ts); an email body
 * passes `reference` ("label: value"), which comes second, as the tap writes it.
 */
export function specMessage(first: string, lines: [label: string, value: string][], reference?: string) {
  return [first, reference, ...lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`)]
    .filter(Boolean)
    .join("\n");
}
