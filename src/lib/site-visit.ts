// The free site visit («معاينة مجانية») as one WhatsApp message: pure, so the
// page's small script (src/browser/site-visit.ts) and the unit tests share it.
// Nothing is sent anywhere but to WhatsApp, and nothing is stored.

/** The message's words (content/ui.yml → siteVisit.message). */
export type VisitWords = {
  /** The first line. */
  greeting: string;
  reference: string;
  service: string;
  district: string;
  day: string;
  time: string;
  size: string;
};

export type VisitFacts = {
  service?: string;
  district?: string;
  day?: string;
  time?: string;
  size?: string;
  /** From visitReference(): the line the company quotes back; none in the pre-rendered link. */
  reference?: string;
};

const two = (n: number) => String(n).padStart(2, "0");

/**
 * A short reference from the moment the buyer writes, e.g. "1125-1432" for
 * 25 November at 14:32: enough for the company to quote back, stored nowhere.
 */
export const visitReference = (at: Date) =>
  `${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;

/** One line per fact the buyer gave, after the greeting and the reference line. */
export function visitMessage(words: VisitWords, facts: VisitFacts) {
  const line = (label: string, value?: string) => value?.trim() && `${label}: ${value.trim()}`;
  return [
    words.greeting,
    line(words.reference, facts.reference),
    line(words.service, facts.service),
    line(words.district, facts.district),
    line(words.day, facts.day),
    line(words.time, facts.time),
    line(words.size, facts.size),
  ]
    .filter(Boolean)
    .join("\n");
}
