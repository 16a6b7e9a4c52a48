// The owner's lead log (docs/decisions/0029-leads-in-d1.md): each WhatsApp or call
// tap that src/browser/contact-tap.ts announces ("contact-tap") is sent to the
// Worker (worker/leads.ts) as a beacon, which the browser delivers on its own
// time: the tap is never held up, and a failed or slow log changes nothing for
// it. What a lead says is read from data-* attributes on the link or around it:
// the estimator's link (data-estimate, data-lead-band, data-lead-district), the
// free visit's step ([data-visit], its district field). Nothing about the
// visitor is sent; the Worker adds the time. Kept as small as it can be: it runs
// on the estimator's pages too, within their 75 kB of script.
import type { ContactTap } from "./contact-tap";

// A tap that is no lead (a link not the company's) or repeats one within the window (src/browser/lead-of.ts, where
// contact-tap.ts gave it its first tap's reference) sends nothing. The Worker takes a service page's service from
// its path, and keeps no district that holds a digit.
document.addEventListener("contact-tap", (event) => {
  const { reference, link, lead, repeat } = (event as CustomEvent<ContactTap>).detail;
  if (!lead || repeat) return;
  const visit = link.closest("[data-visit]");
  const { estimate, leadBand = "", leadDistrict } = link.dataset;
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
