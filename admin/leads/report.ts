// The lead log's figures (main.ts draws them): this week's and this month's
// leads by service, by page and by kind of tap, in Riyadh's time.
import { formatNumber, formFor, type CountForms } from "~/lib/format";
import type { Lead } from "../../worker/leads";

/**
 * A count in words that agree with it («عميل محتمل واحد», «عميلان محتملان», «3 عملاء محتملين»,
 * «12 عميلًا محتملًا», «100 عميل محتمل»), split around the figure so the figure can stand out:
 * [words before, figure, words after]; the figure is empty where the words say the number.
 */
export function countParts(count: number, forms: CountForms): [string, string, string] {
  const form = formFor(count, forms);
  const at = form.indexOf("{n}");
  if (at < 0) return ["", "", form];
  return [form.slice(0, at).trim(), formatNumber(count), form.slice(at + "{n}".length).trim()];
}

/** Riyadh keeps UTC+3 all year. */
const riyadhOffsetMs = 3 * 3600_000;
const dayMs = 24 * 3600_000;

/** When this week (from Sunday, the first working day in Saudi Arabia) or this month began in Riyadh, as a UTC time. */
export function periodStart(period: "week" | "month", now = Date.now()) {
  const local = new Date(now + riyadhOffsetMs);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const start =
    period === "week" ? midnight - local.getUTCDay() * dayMs : Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return start - riyadhOffsetMs;
}

/** Counts by key, most first (ties in the order first seen). */
function countBy<T>(items: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

export type Names = { services: Record<string, string>; pages: Record<string, string>; noService: string };

/** The leads since `since`, counted by service, page and kind; names as the site's links give them. */
export function summary(leads: readonly Lead[], since: number, names: Names) {
  const recent = leads.filter((lead) => lead.created_at >= since);
  return {
    total: recent.length,
    byService: countBy(recent, (lead) =>
      lead.service ? (names.services[lead.service] ?? lead.service) : names.noService,
    ),
    byPage: countBy(recent, (lead) => names.pages[lead.page] ?? lead.page),
    byKind: countBy(recent, (lead) => lead.kind),
  };
}

/** A reference as the owner may type it: any case, spaces, Arabic-Indic digits. */
export const normaliseReference = (text: string) =>
  text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x6f0))
    .replace(/\s+/g, "")
    .toUpperCase();

/** The leads whose reference holds what he typed (all when nothing is typed). */
export function search(leads: readonly Lead[], query: string) {
  const wanted = normaliseReference(query);
  return wanted ? leads.filter((lead) => lead.reference.toUpperCase().includes(wanted)) : [...leads];
}
