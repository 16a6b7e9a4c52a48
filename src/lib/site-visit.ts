// The free site visit («معاينة مجانية») as one WhatsApp message: pure, so the
// page's small script (src/browser/site-visit.ts), the pre-rendered link and
// the unit tests share it. Nothing is sent anywhere but to WhatsApp, and nothing is stored.

const two = (n: number) => String(n).padStart(2, "0");

/**
 * A short reference from the moment the buyer writes, e.g. "1125-1432" for
 * 25 November at 14:32: enough for the company to quote back, stored nowhere.
 */
export const visitReference = (at: Date) =>
  `${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;

/**
 * The greeting, then one "label: value" line per fact given, in order; a fact
 * left blank gives no line. Facts are [label, value] pairs: a field's name and value.
 */
export function visitMessage(greeting: string, facts: Iterable<[string, string]>) {
  const lines = [greeting];
  for (const [label, value] of facts) {
    const given = value.trim();
    if (given) lines.push(`${label}: ${given}`);
  }
  return lines.join("\n");
}
