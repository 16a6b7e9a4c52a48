import type { Price, PriceUnit } from "~/model/contract/schema";

/** How the layout's words (content/ui.yml → prices) write a price: its range, its currency, its unit. */
export type PriceWords = { range: string; currency: CountForms; units: Record<PriceUnit, string> };

// Western digits with a thousands separator, identical in every ICU version,
// so build-time and client renders always agree.
export const formatNumber = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * A list as Arabic prose joins it: «أ، وب، وج»; two items «أ وب», or «أ، وب» when one holds a «و» of its own
 * («رسوم ترخيص الأمانة، والنقل خارج الرياض», not «…الأمانة والنقل…», which reads as one item). Figures with a
 * percent sign are isolated (see isolateFigures).
 */
export function joinArabic(items: readonly string[]) {
  const plain = items.length === 2 && !items.some((item) => / و/.test(item));
  return isolateFigures(items.join(plain ? " و" : "، و"));
}

/**
 * Each figure with a percent sign («40%», «15 %») wrapped in a left-to-right
 * isolate (U+2066 … U+2069). After an Arabic word the Unicode bidi algorithm
 * reads European digits as Arabic numbers and lets the sign drift to their other
 * side («%40»); isolated, the figure reads as typed, in the page and in a WhatsApp message.
 */
export const isolateFigures = (text: string) => text.replace(/\d[\d.,]*\s?[%٪]/g, (figure) => `\u2066${figure}\u2069`);

/** "90 – 130", for table cells whose header names the unit. */
export function formatRange({ min, max }: Price) {
  return min === max ? formatNumber(min) : `${formatNumber(min)} – ${formatNumber(max)}`;
}

/** "من 90 إلى 130" («range»: "من {min} إلى {max}"), the amount of a price or a total without its currency and unit. */
export function formatAmount({ min, max }: { min: number; max: number }, range: string) {
  return min === max
    ? formatNumber(min)
    : range.replace("{min}", formatNumber(min)).replace("{max}", formatNumber(max));
}

/**
 * "من 4,500 إلى 9,000 ريال", «من 69 إلى 184 ريالًا»: a total with its currency, which never wraps away from its
 * figure and agrees with the figure before it (the range's last) as every counted word on the site does: 3–10
 * «ريالات», 11–99 (and 111–199, 1,250…) «ريالًا», the rest «ريال» (formFor).
 */
export const formatTotal = (total: { min: number; max: number }, words: Pick<PriceWords, "range" | "currency">) =>
  `${formatAmount(total, words.range)}\u00a0${formFor(total.max, words.currency)}`;

/**
 * formatTotal's words in the runs a narrow column may break between: "from 1,150" and "to 3,450 SAR"
 * (the range's template split before the word ahead of {max}), each unbreakable; one run for a single figure.
 */
export function totalRuns(total: { min: number; max: number }, words: Pick<PriceWords, "range" | "currency">) {
  const whole = formatTotal(total, words);
  const beforeMax = words.range.slice(0, words.range.indexOf("{max}")).trimEnd();
  const head = beforeMax.slice(0, Math.max(beforeMax.lastIndexOf(" "), 0)).replace("{min}", formatNumber(total.min));
  if (total.min === total.max || !head || !whole.startsWith(`${head} `)) return [whole];
  return [head, whole.slice(head.length + 1)];
}

/** "من 90 إلى 130 ريال للمتر الطولي", for prose and cards. */
export const formatPrice = (price: Price, words: PriceWords) =>
  `${formatTotal(price, words)} ${words.units[price.unit]}`;

/** A list as its language joins it: Arabic as joinArabic does, English «a, b and c». */
export const joinList = (items: readonly string[], language: "ar" | "en") =>
  language === "ar" ? joinArabic(items) : new Intl.ListFormat("en-GB", { type: "conjunction" }).format(items);

/**
 * A list of terms as one sentence: English items that hold a comma or an «and» of their own are kept apart with
 * semicolons («supply of the frame and cover; transport within Riyadh»), where «and» would run them together.
 */
export const joinTerms = (items: readonly string[], language: "ar" | "en") =>
  language === "en" && items.length > 1 && items.some((item) => /,| and /.test(item))
    ? items.join("; ")
    : joinList(items, language);

/** The comma between the parts of a phrase: «، » in Arabic, ", " in English. */
export const commaOf = (language: "ar" | "en") => (language === "ar" ? "، " : ", ");

/** Forms by the Arabic number categories of Intl.PluralRules; `other` stands in for any left empty. */
export type CountForms = { one?: string; two?: string; few?: string; many?: string; other: string };

const arabicCount = new Intl.PluralRules("ar");

/** The form that agrees with `count`: «3 أبواب» (few), «30 بابًا» (many), «100 باب» (other). */
export const formFor = (count: number, forms: CountForms) =>
  forms[arabicCount.select(count) as keyof CountForms] ?? forms.other;

/** A stable key for a price, e.g. "90-130-linear-metre": what the page marks and the tests compare. */
export const priceKey = (price: Price) => `${price.min}-${price.max}-${price.unit}`;

/** A count of months as Arabic writes it: «شهر واحد»، «شهرين»، «3 أشهر»، «12 شهرًا». */
export function formatMonths(months: number) {
  if (months === 1) return "شهر واحد";
  if (months === 2) return "شهرين";
  return `${formatNumber(months)} ${months % 100 >= 3 && months % 100 <= 10 ? "أشهر" : "شهرًا"}`;
}
