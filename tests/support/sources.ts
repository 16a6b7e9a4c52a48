import { byCatalog } from "../../src/model/contract/catalog";
import { readSources } from "../../src/model/contract/load";
import type { ContentSources, Source } from "../../src/model/contract/validate";

/** The content's files, parsed once per folder (content/, or CONTENT_DIR) and test worker: parsing is the slow part. */
const parsed = new Map<string, ContentSources>();

const copy = <S extends Source>(source: S): S => ({ ...source, data: structuredClone(source.data) });

/**
 * The content's parsed files, each file's data a fresh copy a test may change (its line map kept), so that a test
 * breaks one rule on the content as it is and expects the build's message.
 */
export function contentSources(): ContentSources {
  const key = process.env.CONTENT_DIR ?? "";
  if (!parsed.has(key)) parsed.set(key, readSources(process.cwd(), ""));
  const real = parsed.get(key)!;
  return {
    ...real,
    ...byCatalog((entry) =>
      entry.kind === "folder"
        ? real[entry.key].map(copy)
        : copy(typeof entry.key === "string" ? real[entry.key] : real.services[entry.key.service]),
    ),
  } as ContentSources;
}
