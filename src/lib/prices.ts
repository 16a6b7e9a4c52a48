import type { Price, Section } from "~/model/contract/schema";

// Every price a service page shows, read from its content record: the one place
// that says which sections carry prices. The JSON-LD offers, the estimator, the
// validator and the browser tests use the same list, so none can miss one.

/** The sections that carry prices, narrowed to the fields the offers need (raw or prepared content). */
export type PricedSection =
  | { kind: "prices"; id: string; rows: readonly { type: string; description: string; price: Price }[] }
  | { kind: "types"; id: string; items: readonly { title: string; description: string; price: Price }[] }
  | {
      kind: "cladding-sizes";
      id: string;
      rows: readonly { thickness: string; dimensions: string; width: number; price: Price }[];
    }
  | { kind: Exclude<Section["kind"], "prices" | "types" | "cladding-sizes"> };

/**
 * A price the page shows, with the label beside it and the id of the section that holds it;
 * a board's width in cm, by which the estimator prices the wall area it covers.
 */
export type PricedItem = {
  name: string;
  description?: string;
  price: Price;
  sectionId: string;
  widthCm?: number;
  /** A board's thickness as its row writes it («10 مم»), for the estimator's name of it. */
  thickness?: string;
};

export function pricedItems(sections: readonly PricedSection[]): PricedItem[] {
  return sections.flatMap((section): PricedItem[] => {
    switch (section.kind) {
      case "prices":
        return section.rows.map((row) => ({
          name: row.type,
          description: row.description,
          price: row.price,
          sectionId: section.id,
        }));
      case "types":
        return section.items.map((item) => ({
          name: item.title,
          description: item.description,
          price: item.price,
          sectionId: section.id,
        }));
      case "cladding-sizes":
        return section.rows.map((row) => ({
          name: `${row.thickness}، ${row.dimensions}`,
          price: row.price,
          sectionId: section.id,
          widthCm: row.width,
          thickness: row.thickness,
        }));
      default:
        return [];
    }
  });
}

/** The id of the last section with prices: its price terms close it, and the estimator joins it. */
export const lastPricedSectionId = (sections: readonly PricedSection[]) => pricedItems(sections).at(-1)?.sectionId;
