// The owner's lead log (docs/decisions/0026-leads-in-d1.md): each WhatsApp or call
// tap that src/browser/contact-tap.ts announces ("contact-tap") is sent to the
// Worker (worker/leads.ts) as a beacon, which the browser delivers on its own
// time: the tap is never held up, and a failed or slow log changes nothing for
// it. What a lead says is read from data-lead-* attributes on the link or around
// it (<html data-lead-service> on a service page, the estimator's link). Nothing
// about the visitor is sent; the server adds the time.

import { districtPattern } from "~/lib/lead";

export type ContactTapDetail = { reference?: string; kind: string; link: HTMLAnchorElement };

/** Taps of one kind (and one estimate) again within this time are one lead: the first. */
export const repeatWindowMs = 30_000;
const lastSent = new Map<string, number>();

/** The beacon's fields for a tap, or null for a link that is not the company's (data-lead="off"). */
export function leadFields({ reference, kind, link }: ContactTapDetail, page = location.pathname) {
  if (link.closest("[data-lead=off]")) return null;
  const attribute = (name: string) =>
    link.closest<HTMLElement>(`[data-lead-${name}]`)?.getAttribute(`data-lead-${name}`);
  const fields = {
    // A call may come without one: a random one of the same alphabet, so the row has its key.
    reference: reference || crypto.randomUUID().slice(0, 8).toUpperCase(),
    page,
    kind: attribute("kind") || kind,
    service: attribute("service"),
    band: link.getAttribute("data-lead-band"),
    district: link.getAttribute("data-lead-district")?.trim(),
  };
  // One the Worker would refuse (a number typed in it) is left out rather than lose the lead.
  if (fields.district && !districtPattern.test(fields.district)) fields.district = undefined;
  return new URLSearchParams(Object.entries(fields).filter((field): field is [string, string] => !!field[1]));
}

/** Sends the lead unless the same kind of tap (for the same estimate) was sent within repeatWindowMs. */
export function logLead(detail: ContactTapDetail, now = Date.now()) {
  const fields = leadFields(detail);
  if (!fields) return;
  const key = `${fields.get("kind")} ${fields.get("band")}`;
  if (now - (lastSent.get(key) ?? -Infinity) < repeatWindowMs) return;
  lastSent.set(key, now);
  try {
    // Form-encoded: a type a beacon may carry without asking the server first.
    navigator.sendBeacon("/api/leads", fields);
  } catch {
    // No beacon (an old browser, or blocked): the tap goes on unrecorded.
  }
}

document.addEventListener("contact-tap", (event) => logLead((event as CustomEvent<ContactTapDetail>).detail));
