// The build's content checks on records already in memory: the admin runs them
// on the draft as the owner types (admin/preview/); the build reads the same
// files as text (sources.ts). One rule set, in the zod schemas and content-rules.ts;
// this module only arranges records into the shape validateContent() takes.
// No Node API: it runs in the browser.
import { byCatalog, contentCatalog, recordPath, type ContentEntry } from "./catalog.ts";
import {
  ContentError,
  validateContent,
  type ContentProblem,
  type ContentSources,
  type SafeParse,
  type Source,
} from "./validate.ts";

/** One content record as an editor holds it: its catalog entry, its file's slug in a folder, its data. */
export type ContentRecord = {
  /** The catalog entry's name: "site", "fencing", "projects"… */
  entry: string;
  /** A folder record's file name without extension; none for a single file. */
  slug?: string;
  data: unknown;
  /** A Markdown record's body (a guide's text). */
  body?: string;
};

const catalogEntry = (name: string): ContentEntry => {
  const entry = contentCatalog.find((e) => e.name === name);
  if (!entry) throw new Error(`No content entry named "${name}"`);
  return entry;
};

/** The file a record lives in, as the build names it: content/pages/fencing.yml, content/projects/x.yml. */
export function recordFile(record: Pick<ContentRecord, "entry" | "slug">) {
  return recordPath(catalogEntry(record.entry), record.slug);
}

/**
 * Records → the sources validateContent() reads. Every single file must be
 * present once; folders may hold any number of records (sorted by file name,
 * as the build reads them). `imageExists` answers for uploads and illustrations.
 */
export function recordSources(
  records: readonly ContentRecord[],
  imageExists: (ref: string) => boolean,
  catalog: readonly ContentEntry[] = contentCatalog,
): ContentSources {
  const source = (entry: ContentEntry, record: ContentRecord): Source => ({
    file: recordPath(entry, record.slug),
    entry: record.entry,
    data: record.data,
  });
  const ofEntry = (name: string) =>
    records.filter((r) => r.entry === name).sort((a, b) => (a.slug ?? "").localeCompare(b.slug ?? ""));
  return {
    ...byCatalog((entry) => {
      if (entry.kind === "folder")
        return ofEntry(entry.name).map((r) => ({
          ...source(entry, r),
          slug: r.slug ?? "",
          ...(entry.markdown ? { body: r.body ?? "", bodyLine: 1 } : {}),
        }));
      const [record] = ofEntry(entry.name);
      if (!record) throw new Error(`No record for ${entry.path}`);
      return source(entry, record);
    }, catalog),
    imageExists,
  } as ContentSources;
}

/** The build's verdict on the content: the validated content, or every problem it would refuse. */
export function checkRecords(sources: ContentSources, safeParse?: SafeParse) {
  try {
    return { content: validateContent(sources, safeParse), problems: [] as ContentProblem[] };
  } catch (error) {
    if (error instanceof ContentError) return { content: undefined, problems: error.problems };
    throw error;
  }
}
