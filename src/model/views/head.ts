import type { getMeta } from "~/lib/meta";
import { serializeJsonLd, type JsonLdDocument } from "~/lib/structured-data";

/** A page's head: its meta tags, and its JSON-LD documents as the layout writes them. */
export type Head = { meta: ReturnType<typeof getMeta>; jsonLd: string[] };

export const head = (meta: Head["meta"], jsonLd: JsonLdDocument[]): Head => ({
  meta,
  jsonLd: jsonLd.map(serializeJsonLd),
});
