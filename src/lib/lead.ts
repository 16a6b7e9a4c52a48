// What a lead may hold, shared by the page's script that sends it
// (src/browser/lead-log.ts), the Worker that stores it (worker/leads.ts, which
// checks every field) and the owner's lead log (admin/leads/).

export const leadKinds = ["whatsapp", "call", "visit", "estimate"] as const;

/**
 * Taps of one kind (and one estimate) again within this time are one lead: the first, whose reference the
 * repeats' messages carry too (src/browser/lead-log.ts).
 */
export const repeatWindowMs = 30_000;
export type LeadKind = (typeof leadKinds)[number];

/** The marks the owner puts on a lead in his admin, in the order a job goes. */
export const leadStatuses = ["contacted", "visited", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * A district kept is words only: no digits, so that a phone number typed into
 * the field is never kept. The Worker stores no district for one that does not match.
 */
export const districtPattern = /^[\p{L}\p{M} .'-]{1,60}$/u;
