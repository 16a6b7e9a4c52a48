// What a lead may hold: one rule set for the page's script that sends it
// (src/browser/lead-log.ts) and the Worker that stores it (worker/leads.ts).

import { referenceAlphabet } from "./reference";

export const leadKinds = ["whatsapp", "call", "visit", "estimate"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The marks the owner puts on a lead in his admin, in the order a job goes. */
export const leadStatuses = ["contacted", "visited", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * A district is words only: no digits, so that a phone number typed into the
 * field is never sent or kept. The page leaves out a district that does not
 * match; the Worker refuses a beacon that holds one.
 */
export const districtPattern = /^[\p{L}\p{M} .'-]{1,60}$/u;

/** Each field of a beacon and what it may hold; any other field, or a mismatch, is refused. */
export const leadFields = {
  reference: new RegExp(`^[${referenceAlphabet}]{6}$`),
  page: /^\/[A-Za-z0-9/_-]{0,119}$/,
  service: /^[a-z0-9-]{1,40}$/,
  band: /^\d{1,9}-\d{1,9}$/,
  district: districtPattern,
  kind: new RegExp(`^(?:${leadKinds.join("|")})$`),
} as const;
