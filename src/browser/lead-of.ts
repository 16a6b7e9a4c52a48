// What lead a WhatsApp or call tap is, shared by the script that draws its reference
// (contact-tap.ts) and the one that logs it (lead-log.ts), so that both count the
// same taps as one lead.

/** Taps of one lead again within this time are that lead: they reuse its reference and send no second beacon. */
export const repeatWindowMs = 30_000;

/**
 * The lead a tap on `link` is, as the log names it with its estimate's band («estimate12000-18000»): the
 * estimate's, the visit's, the link's own data-lead-kind (the header's visit request), or the tap's kind.
 * Null for a link that is not the company's (data-lead="off"), which is no lead.
 */
export function leadOf(link: HTMLAnchorElement, kind: "whatsapp" | "call") {
  if (link.closest("[data-lead=off]")) return null;
  const { estimate, leadBand = "", leadKind } = link.dataset;
  const lead = estimate ? "estimate" : link.closest("[data-visit]") ? "visit" : (leadKind ?? kind);
  return { lead, key: lead + leadBand };
}
