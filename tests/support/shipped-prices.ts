import type { Document } from "yaml";
import { priceMarks } from "../../src/model/owner/go-live";
import { servicePageSchema } from "../../src/model/contract/schema";
import { splitTranslation } from "../../src/model/contract/translation";

/** Each price of a service page's YAML: where it is, its fingerprint, its tick (src/model/owner/go-live.ts priceMarks). */
export const priceMarksOf = (doc: Document) => priceMarks(servicePageSchema.parse(splitTranslation(doc.toJS()).arabic));

/**
 * A service page's prices as the template ships them: none ticked, each fingerprinted as it is now
 * (what `npm run stamp-review` writes), so each is listed for the owner until he ticks or changes it.
 */
export function shipPrices(doc: Document) {
  for (const { path } of priceMarksOf(doc)) doc.deleteIn([...path, "confirmed"]);
  doc.setIn(
    ["review", "shipped", "prices"],
    priceMarksOf(doc)
      .map((mark) => mark.print)
      .join(" "),
  );
  return doc;
}
