import type { getMeta } from "~/lib/meta";
import type { ContentImageSource } from "~/lib/images";
import type { PhotoSlot } from "~/lib/photo-slots";
import { serializeJsonLd, type JsonLdDocument } from "~/lib/structured-data";

/**
 * The image a page draws first on a phone and the slot it is drawn in (the home's and a service page's hero):
 * the layout preloads its phone file from the head when it is a photo (heroPreload, src/lib/images.ts).
 */
export type HeroImage = { image: ContentImageSource; slot: PhotoSlot };

/** A page's head: its meta tags, its JSON-LD documents as the layout writes them, and its hero, if any. */
export type Head = { meta: ReturnType<typeof getMeta>; jsonLd: string[]; hero?: HeroImage };

export const head = (meta: Head["meta"], jsonLd: JsonLdDocument[], hero?: HeroImage): Head => ({
  meta,
  jsonLd: jsonLd.map(serializeJsonLd),
  ...(hero && { hero }),
});
