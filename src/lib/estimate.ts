import type { Price } from "~/model/schema";
import { formatNumber } from "./format";

// The estimator's arithmetic and reading of what people type, kept pure so
// that unit and property tests cover it and the island stays small. No
// content import: the island receives limits and words as props.

/**
 * What the owner allows per unit (content/ui.yml → estimator.units). `fromSides`
 * says what "length × width" means in that unit: the area (m²), the perimeter
 * (a plot's fence, in linear metres), or nothing (pieces are counted).
 */
export type QuantityLimits = { min: number; max: number; whole: boolean; fromSides?: "area" | "perimeter" };

export type QuantityProblem = "invalid" | "notPositive" | "tooSmall" | "tooLarge" | "notWhole" | "noSides";

export type ParsedQuantity =
  | { status: "empty" }
  | { status: "ok"; value: number; sides?: [number, number] }
  | { status: "error"; problem: QuantityProblem };

// Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits become Western ones.
const foreignDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;
const westernDigit = (digit: string) => String(digit.charCodeAt(0) & 0xf);
// Spaces of every width, tatweel, and the invisible direction marks a phone keyboard may insert.
const ignorable = /[\s\u0640\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const minus = /^[-\u2212\u2010\u2011\u2013]|[-\u2212\u2010\u2011\u2013]$/;
// The Arabic comma (،) is typed where a comma is meant.
const separators = /[.,\u060c\u066b\u066c]/;

/**
 * A decimal number as people type it: "30", "٣٠", "۱۲٫۵", "12,5", "1,500",
 * "1.234,5", "1٬500". The Arabic decimal separator (٫) is always the decimal
 * point and the Arabic thousands separator (٬) never is; with both "." and ","
 * the last one is the decimal point; a lone "," before exactly three digits
 * groups thousands, any other lone "." or "," is a decimal point. Undefined
 * when it is not a number.
 */
export function parseDecimal(text: string): number | undefined {
  // A separator typed last is where the fraction will start: read "12٫" as 12 while typing.
  const s = text.replace(/\u060c/g, ",").replace(/[.,\u066b\u066c]+$/, "");
  if (!/^[0-9.,\u066b\u066c]*[0-9][0-9.,\u066b\u066c]*$/.test(s)) return undefined;
  let point: string | undefined;
  if (s.includes("\u066b")) point = "\u066b";
  else if (s.includes(".") && s.includes(",")) point = s.lastIndexOf(".") > s.lastIndexOf(",") ? "." : ",";
  else {
    const mark = s.includes(".") ? "." : s.includes(",") ? "," : undefined;
    const once = mark && s.indexOf(mark) === s.lastIndexOf(mark);
    if (once && !(mark === "," && /^\d{1,3},\d{3}$/.test(s))) point = mark;
  }
  const [whole = "", fraction = "", ...more] = point ? s.split(point) : [s];
  if (more.length || separators.test(fraction)) return undefined;
  // Thousands groups: one to three digits, then groups of exactly three.
  const groups = whole.split(/[.,\u066c]/);
  if (groups.length > 1 && (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))))
    return undefined;
  return Number(`${groups.join("") || "0"}.${fraction || "0"}`);
}

// "20×30", "20x30", "20 * 30", "٢٠×٣٠": the multiplication sign and the letters people type for it.
const times = /[×xX*\u2715\u2716]/;

/**
 * One number as typed, without limits: undefined when it is not one, negative
 * when a minus was typed before or, in a right-to-left field, after the digits.
 */
function readNumber(compact: string) {
  const negative = minus.test(compact);
  const value = parseDecimal(compact.replace(minus, "").replace(/^\+/, ""));
  return value === undefined ? undefined : negative ? -value : value;
}

/**
 * Reads a quantity field against its unit's limits: a positive number within
 * them, or the problem to name. "20×30" is read as the area or the perimeter
 * of a 20 by 30 plot, as the unit says (`fromSides`).
 */
export function parseQuantity(text: string, limits: QuantityLimits): ParsedQuantity {
  const compact = text.replace(foreignDigits, westernDigit).replace(ignorable, "");
  if (compact === "") return { status: "empty" };
  const [a, b, ...more] = compact.split(times).map(readNumber);
  if (a === undefined || more.length || (compact.match(times) && b === undefined))
    return { status: "error", problem: "invalid" };
  if (b === undefined) return withinLimits(a, limits);
  if (!limits.fromSides) return { status: "error", problem: "noSides" };
  if (a <= 0 || b <= 0) return { status: "error", problem: "notPositive" };
  const checked = withinLimits(limits.fromSides === "area" ? a * b : 2 * (a + b), limits);
  return checked.status === "ok" ? { ...checked, sides: [a, b] } : checked;
}

function withinLimits(value: number, limits: QuantityLimits): ParsedQuantity {
  if (value <= 0) return { status: "error", problem: "notPositive" };
  if (value < limits.min) return { status: "error", problem: "tooSmall" };
  // Infinity (a pasted run of hundreds of digits) lands here too.
  if (!(value <= limits.max)) return { status: "error", problem: "tooLarge" };
  if (limits.whole && !Number.isInteger(value)) return { status: "error", problem: "notWhole" };
  return { status: "ok", value };
}

/** The total for a quantity: minimum × quantity to maximum × quantity, in whole riyals. */
export function estimate(price: Pick<Price, "min" | "max">, quantity: number) {
  return { min: Math.round(price.min * quantity), max: Math.round(price.max * quantity) };
}

/**
 * A board price per metre of its length as a price per m² of wall, for boards
 * `widthCm` wide laid side by side: a wall of 1 m² takes 100 / widthCm metres.
 */
export function perSquareMetre(price: Pick<Price, "min" | "max">, widthCm: number) {
  const metres = 100 / widthCm;
  return { min: Math.round(price.min * metres), max: Math.round(price.max * metres), unit: "sqm" as const };
}

/** The board metres that cover `area` m² with boards `widthCm` wide, rounded up. */
export const boardMetres = (area: number, widthCm: number) => Math.ceil((area * 100) / widthCm);

/** The total with VAT at `percent` (content/ui.yml → estimator.vatPercent), in whole riyals. */
export const withVat = (total: { min: number; max: number }, percent: number) => estimate(total, 1 + percent / 100);

/** A unit's name in Arabic number forms; a symbol such as "م²" needs only `name`. */
export type UnitForms = { name: string; dual?: string; plural?: string };

/**
 * The unit after a figure, with Arabic number agreement: 2 takes the dual, 3 to
 * 10 (and 103 to 110…) the plural, every other count the singular; a
 * fraction follows its whole part: 1 متر، 2 متران، 3 أمتار، 3.5 أمتار، 11 متر.
 */
export function unitFor(quantity: number, { name, dual = name, plural = name }: UnitForms) {
  const hundreds = quantity % 100;
  return quantity === 2 ? dual : hundreds > 2 && hundreds < 11 ? plural : name;
}

/**
 * A quantity as the result and the message show it: Western digits, grouped, at
 * most two decimals (formatNumber groups only runs of digits before the point).
 */
export const formatQuantity = (quantity: number) => formatNumber(Math.round(quantity * 100) / 100);

/** Fills "{min}", "{max}", "{unit}", "{service}"… in an owner's sentence. */
export function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export type MessageWords = {
  /** The first line; "{service}" is the service's name. */
  greeting: string;
  item: string;
  quantity: string;
  estimate: string;
  /** The range with VAT, its rate filled in at build time. */
  estimateWithVat: string;
  district: string;
};

/**
 * The WhatsApp message: the greeting naming the service, then one line per
 * fact the buyer gave. The quantity and the range only when the quantity is valid.
 */
export function estimateMessage(
  words: MessageWords,
  facts: {
    service: string;
    item: string;
    quantity?: string;
    total?: string;
    totalWithVat?: string;
    district?: string;
  },
) {
  const district = facts.district?.trim();
  const lines = [
    fill(words.greeting, { service: facts.service }),
    `${words.item}: ${facts.item}`,
    facts.quantity && `${words.quantity}: ${facts.quantity}`,
    facts.total && `${words.estimate}: ${facts.total}`,
    facts.totalWithVat && `${words.estimateWithVat}: ${facts.totalWithVat}`,
    district && `${words.district}: ${district}`,
  ];
  return lines.filter(Boolean).join("\n");
}
