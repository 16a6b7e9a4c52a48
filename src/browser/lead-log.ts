// The owner's lead log (docs/decisions/0029-leads-in-d1.md): each WhatsApp or call
// tap that src/browser/contact-tap.ts announces ("contact-tap") is sent to the
// Worker (worker/leads.ts) as a beacon, which the browser delivers on its own
// time: the tap is never held up, and a failed or slow log changes nothing for
// it. What a lead says is read from data-* attributes on the link or around it:
// the estimator's link (data-estimate, data-lead-band, data-lead-district), the
// free visit's step ([data-visit], its district field). Nothing about the
// visitor is sent; the Worker adds the time. Kept as small as it can be: it runs
// on the estimator's pages too, within their 75 kB of script.
import { repeatWindowMs } from "~/lib/lead";
import type { ContactTap } from "./contact-tap";

/** Each lead's first tap in the window: when, and its reference. */
const lastSent = new Map<string, [at: number, reference: string]>();

// The kind is the estimate's, the visit's, the link's own data-lead-kind (the header's visit request), or the
// tap's. An e-mail is no lead (the log records calls and WhatsApp messages), and a link that is not the company's
// (data-lead="off") sends nothing. A repeat sends nothing either, and
// takes its lead's first reference, which contact-tap.ts writes into its message: the one the log keeps. The
// Worker takes a service page's service from its path, and keeps no district that holds a digit.
document.addEventListener("contact-tap", (event) => {
  const tap = (event as CustomEvent<ContactTap>).detail;
  const { reference, kind, link } = tap;
  const visit = link.closest("[data-visit]");
  const { estimate, leadBand = "", leadDistrict, leadKind } = link.dataset;
  const lead = estimate ? "estimate" : visit ? "visit" : (leadKind ?? kind);
  const now = Date.now();
  const first = lastSent.get(lead + leadBand);
  if (kind === "email" || link.closest("[data-lead=off]")) return;
  if (first && now - first[0] < repeatWindowMs) return void (tap.reference = first[1]);
  lastSent.set(lead + leadBand, [now, reference]);
  // Form-encoded, a type a beacon may carry without asking the server first; an empty field is an absent one.
  // Should it throw (no beacon in an old browser), the tap has gone its way already.
  navigator.sendBeacon(
    "/api/leads",
    new URLSearchParams({
      reference,
      page: location.pathname,
      kind: lead,
      service: estimate ?? "",
      band: leadBand,
      district: leadDistrict ?? visit?.querySelector<HTMLInputElement>("[data-lead-district]")?.value ?? "",
    }),
  );
});
