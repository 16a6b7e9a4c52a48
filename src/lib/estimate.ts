import type { Price } from "~/model/contract/schema";
import { formatNumber, formFor, type CountForms } from "./format";

// The estimator's arithmetic and reading of what people type, kept pure so
// that unit and property tests cover it and the island stays small. No
// content import: the island receives limits and words as props.

/**
 * What the owner allows per unit (content/ui.yml → estimator.units). `fromSides`
 * says what "length × width" means in that unit: the area (m²), the perimeter
 * (a plot's fence, in linear metres), or nothing (pieces are counted). Beyond
 * `max` the quantity is read, but priced only after a visit ("large").
 */
export type QuantityLimits = { min: number; max: number; whole: boolean; fromSides?: "area" | "perimeter" };

export const quantityProblems = ["invalid", "notPositive", "tooSmall", "notWhole", "noSides"] as const;
export type QuantityProblem = (typeof quantityProblems)[number];

/** "large": beyond the unit's max, too big for a price per unit (its value may be Infinity). */
export type ParsedQuantity =
  | { status: "empty" }
  | { status: "ok" | "large"; value: number; sides?: [number, number] }
  | { status: "error"; problem: QuantityProblem };

/** Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits as Western ones. */
export const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
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
export const timesSign = /[×xX*\u2715\u2716]/;

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
  const compact = westernDigits(text).replace(ignorable, "");
  if (compact === "") return { status: "empty" };
  const [a, b, ...more] = compact.split(timesSign).map(readNumber);
  if (a === undefined || more.length || (compact.match(timesSign) && b === undefined))
    return { status: "error", problem: "invalid" };
  if (b === undefined) return withinLimits(a, limits);
  if (!limits.fromSides) return { status: "error", problem: "noSides" };
  if (a <= 0 || b <= 0) return { status: "error", problem: "notPositive" };
  const checked = withinLimits(limits.fromSides === "area" ? a * b : 2 * (a + b), limits);
  return checked.status === "error" ? checked : { ...checked, sides: [a, b] };
}

function withinLimits(value: number, limits: QuantityLimits): Exclude<ParsedQuantity, { status: "empty" }> {
  if (value <= 0) return { status: "error", problem: "notPositive" };
  if (value < limits.min) return { status: "error", problem: "tooSmall" };
  if (limits.whole && !Number.isInteger(value)) return { status: "error", problem: "notWhole" };
  // Infinity (a pasted run of hundreds of digits) lands here too.
  if (!(value <= limits.max)) return { status: "large", value };
  return { status: "ok", value };
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

/**
 * A quantity as the result and the message show it: Western digits, grouped, at
 * most two decimals (formatNumber groups only runs of digits before the point).
 */
export const formatQuantity = (quantity: number) => formatNumber(Math.round(quantity * 100) / 100);

/**
 * A unit's forms (content/ui.yml → estimator.units), by the Arabic number
 * categories of Intl.PluralRules; "{n}" is the figure. `other` stands in for
 * any form left empty (a symbol such as "م²" needs only it).
 */
export type UnitForms = CountForms;

/**
 * A quantity with its noun in agreement, in the words the content gives:
 * «متر طولي واحد», «بابان», «3 أبواب», «30 بابًا», «90 مترًا طوليًا», «100 باب»,
 * «12.5 متر». The category is the shown figure's (at most two decimals).
 */
export function countOf(quantity: number, forms: UnitForms) {
  const shown = Math.round(quantity * 100) / 100;
  return formFor(shown, forms).replace("{n}", formatQuantity(shown));
}

/** Fills "{min}", "{max}", "{unit}", "{service}"… in an owner's sentence. */
export function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export type MessageWords = {
  /** The first line; "{service}" is the service's name. */
  greeting: string;
  /** The first line instead when the buyer asks for a visit (a quantity too large to price). */
  visit: string;
  item: string;
  /** The range with VAT, its rate filled in at build time. */
  estimate: string;
  district: string;
};

/** A word as it starts a line: English with a capital («area» → «Area»); Arabic has none, so stays as it is. */
export const startOfLine = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The WhatsApp message: the greeting naming the service (or the request for a
 * visit), then one line per fact the buyer gave: the quantity labelled with what
 * it is (`measure`, «المساحة»), the range with VAT first.
 */
export function estimateMessage(
  words: MessageWords,
  facts: {
    service: string;
    item: string;
    visit?: boolean;
    measure?: string;
    quantity?: string;
    totalWithVat?: string;
    district?: string;
  },
) {
  const district = facts.district?.trim();
  const lines = [
    fill(facts.visit ? words.visit : words.greeting, { service: facts.service }),
    `${words.item}: ${facts.item}`,
    // The measure is a word a sentence also uses («enter the area»); as a line's label it starts the line.
    facts.quantity && facts.measure && `${startOfLine(facts.measure)}: ${facts.quantity}`,
    facts.totalWithVat && `${words.estimate}: ${facts.totalWithVat}`,
    district && `${words.district}: ${district}`,
  ];
  return lines.filter(Boolean).join("\n");
}
