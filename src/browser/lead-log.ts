// The owner's lead log (docs/decisions/0027-leads-in-d1.md): each WhatsApp or call
// tap that src/browser/contact-tap.ts announces ("contact-tap") is sent to the
// Worker (worker/leads.ts) as a beacon, which the browser delivers on its own
// time: the tap is never held up, and a failed or slow log changes nothing for
// it. What a lead says is read from data-lead-* attributes on the link or around
// it (<html data-lead-service> on a service page, the estimator's and the free visit's link). Nothing
// about the visitor is sent; the server adds the time.

import { districtPattern } from "~/lib/lead";

import type { ContactTap } from "./contact-tap";

/** Taps of one kind (and one estimate) again within this time are one lead: the first. */
export const repeatWindowMs = 30_000;
const lastSent = new Map<string, number>();

/**
 * The beacon's fields for a tap, or null for a link that is not the company's
 * (data-lead="off"). The kind is the estimator's (its link names the service in
 * data-estimate once it carries an estimate), the free visit's (inside
 * [data-visit]), a link's own data-lead-kind, or the tap's.
 */
export function leadFields({ reference, kind, link }: ContactTap, page = location.pathname) {
  if (link.closest("[data-lead=off]")) return null;
  const visit = link.closest("[data-visit]");
  const fields = {
    reference,
    page,
    kind: link.dataset.estimate
      ? "estimate"
      : visit
        ? "visit"
        : (link.closest("[data-lead-kind]")?.getAttribute("data-lead-kind") ?? kind),
    service: link.dataset.estimate || link.closest("[data-lead-service]")?.getAttribute("data-lead-service"),
    band: link.dataset.leadBand,
    district: (
      link.dataset.leadDistrict ?? visit?.querySelector<HTMLInputElement>("[data-lead-district]")?.value
    )?.trim(),
  };
  // One the Worker would refuse (a number typed in it) is left out rather than lose the lead.
  if (fields.district && !districtPattern.test(fields.district)) fields.district = undefined;
  return new URLSearchParams(Object.entries(fields).filter((field): field is [string, string] => !!field[1]));
}

/** Sends the lead unless the same kind of tap (for the same estimate) was sent within repeatWindowMs. */
export function logLead(detail: ContactTap, now = Date.now()) {
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

document.addEventListener("contact-tap", (event) => logLead((event as CustomEvent<ContactTap>).detail));
