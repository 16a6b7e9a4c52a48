// The «راجِع» box a record carries for the values it shipped with that look real
// (src/model/owner/go-live.ts lists them). Only zod here: the schemas import it.
import { z } from "zod";

/**
 * The «راجِع» box of a record: one tick per value (true once the owner has checked it),
 * and, hidden, a fingerprint of each value as it shipped. A value whose fingerprint no
 * longer matches has been changed, so it is his. Required, so the admin offers no switch that
 * would remove the box, and with it every value still to review.
 */
export const reviewMarks = <K extends string>(keys: readonly K[]) =>
  z.strictObject({
    ...(Object.fromEntries(keys.map((key) => [key, z.boolean().default(false)])) as Record<
      K,
      z.ZodDefault<z.ZodBoolean>
    >),
    shipped: z.record(z.string(), z.string()).meta({ widget: "hidden" }).optional(),
  });

/**
 * A service page's record of the prices it shipped with: `shipped.prices` holds one fingerprint per
 * price (priceFingerprint, space-separated), so a price he changes is his and the others stay listed;
 * each price's own tick is beside it (priceSchema's confirmed). `prices: true` is the page-wide tick
 * of copies made before the ticks moved beside each price: still honoured, no longer offered.
 */
export const shippedPrices = z
  .strictObject({
    prices: z.boolean().optional(),
    shipped: z.record(z.string(), z.string()).optional(),
  })
  .meta({ widget: "hidden" })
  .optional();

/** A price's fingerprint: its label and its range, so two rows with one range stay apart. */
export const priceFingerprint = (item: { name: string; price: { min: number; max: number; unit: string } }) =>
  fingerprint({ name: item.name, min: item.price.min, max: item.price.max, unit: item.price.unit });

/** The company profile's values that shipped looking real, each with its own tick in company.review. */
export const companyReviewKeys = ["founded", "hours", "contact247", "freeSurvey", "address"] as const;

/** A short, stable fingerprint of a value (FNV-1a over its JSON with sorted keys): the same in Node and the browser. */
export function fingerprint(value: unknown): string {
  const json = JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
  let hash = 0x811c9dc5;
  for (const char of json ?? "") {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
