// The free site visit («معاينة مجانية») as one WhatsApp message: pure, so the
// page's small script (src/browser/site-visit.ts), the pre-rendered link and
// the unit tests share it. Nothing is sent anywhere but to WhatsApp, and nothing is stored. The
// reference is added at the tap (src/browser/contact-tap.ts).

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
