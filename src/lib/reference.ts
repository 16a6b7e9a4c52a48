// The reference a buyer quotes back («رقم طلبك»): made in his browser at each
// WhatsApp or call tap (src/browser/contact-tap.ts), written into the message
// he sends and shown to him. Random, never a clock time: two buyers tapping in
// the same second get different ones.

/**
 * Digits and capitals a buyer can read out over the phone without a slip:
 * no 0/O, 1/I/L. 31 signs.
 */
export const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * Six signs from crypto.getRandomValues: 31⁶ ≈ 887 million references. Among
 * 10,000 taps (years of a contractor's leads) the chance that any two share one
 * is about 10,000² / (2 × 887 million) ≈ 6 %; that a given reference is shared
 * with any one other tap is about 1 in 89,000. A 32-bit draw taken modulo 31
 * leans towards some signs by less than one in a hundred million.
 */
export function newReference() {
  return Array.from(crypto.getRandomValues(new Uint32Array(6)), (n) => referenceAlphabet[n % 31]).join("");
}
