// The build's check (src/model/contract/check.ts → validateContent) on the content with
// the draft in place of its saved record. The saved records are read once,
// through Sveltia, until the next save; each is checked against its schema once
// (a memo by record), so a keystroke costs the draft's own check and the rules
// across records, not the whole site's.
import type { z } from "zod";
import { contentCatalog } from "~/model/contract/catalog";
import { checkRecords, recordFile, recordSources, type ContentRecord } from "~/model/contract/check";
import { ownerItem } from "~/model/owner/owner-messages";
import { uploadFileName } from "~/model/contract/schema";
import { checkRecord, type SafeParse } from "~/model/contract/validate";
import { recordOf } from "./records";
import { illustrationExists, imageExists } from "./site-content";
import { previewEntries } from "./entries";
import type { EntryMap, GetCollection } from "../sveltia/cms";

export type Problem = ReturnType<typeof ownerItem>;

const parsed = new WeakMap<object, Map<z.ZodType, z.ZodSafeParseResult<unknown>>>();
/** zod's check of a record, once per record object: a saved record is the same object until the next save. */
const memoParse: SafeParse = (schema, data) => {
  if (!data || typeof data !== "object") return schema.safeParse(data);
  let bySchema = parsed.get(data);
  if (!bySchema) parsed.set(data, (bySchema = new Map()));
  let result = bySchema.get(schema);
  if (!result) bySchema.set(schema, (result = schema.safeParse(data)));
  return result;
};

let saved: Promise<ContentRecord[]> | undefined;
let savedRecords: ContentRecord[] | undefined;

/** Every saved record, read through Sveltia (the folder on disk, or the Git host). */
function load(getCollection: GetCollection) {
  return (saved ??= Promise.all(
    previewEntries.map(async (spec) => {
      if ("folder" in spec) {
        const entries = (await getCollection(spec.collection)) as EntryMap[];
        return entries.map((entry) => recordOf(spec.name, entry));
      }
      return [recordOf(spec.name, (await getCollection(spec.collection, spec.name)) as EntryMap)];
    }),
  ).then((lists) => (savedRecords = lists.flat())));
}

/** After a save the files changed: the next preview reads them again. */
export function forgetSaved() {
  saved = savedRecords = undefined;
}

const without = (records: readonly ContentRecord[], draft: ContentRecord) =>
  records.filter((r) => !(r.entry === draft.entry && (r.slug ?? "") === (draft.slug ?? "")));

/** The build's verdict on the content with `draft` in place of its saved record (load() first). */
export function checkDraft(draft: ContentRecord, exists: (ref: string) => boolean = imageExists) {
  const others = without(savedRecords ?? [], draft);
  const checked = checkRecords(recordSources([...others, draft], exists), memoParse);
  const problems = checked.problems.map(ownerItem);
  // A guide kept as a draft is never built, but its author still sees it.
  if (checked.content && draft.entry === "guides" && !checked.content.guides.some((g) => g.slug === draft.slug)) {
    const shown = { ...draft, data: { ...(draft.data as object), draft: false } };
    return { content: checkRecords(recordSources([...others, shown], exists), memoParse).content, problems };
  }
  return { content: checked.content, problems };
}
checkDraft.load = load;

/**
 * Why a save would be refused, in the admin's words, or nothing. The record's own rules, as the build
 * checks it (its Arabic, then its `en:` block: checkRecord), always, whatever the screen shows; with the
 * saved records read (the preview has drawn since the last save), the rules across records too.
 */
export function refusal(name: string, entry: EntryMap) {
  const draft = recordOf(name, entry);
  // Photos: the save uploads the new ones with the record, and the preview has shown any missing.
  const exists = (ref: string) => uploadFileName(ref) !== undefined || illustrationExists(ref);
  const problems = savedRecords ? checkDraft(draft, exists).problems : recordProblems(draft);
  if (!problems.length) return undefined;
  return [
    "لم يُحفظ التعديل، لأن الموقع سيرفضه عند النشر. صحّح ما يلي ثم اضغط «حفظ» مرة أخرى:",
    ...problems.map((p) => `${p.place}: ${p.reason}`),
  ].join("\n");
}

/** The build's check of one record (src/model/contract/validate.ts, checkRecord), in the owner's words. */
export function recordProblems(draft: ContentRecord): Problem[] {
  const { schema } = contentCatalog.find((e) => e.name === draft.entry)!;
  return checkRecord({ file: recordFile(draft), entry: draft.entry, data: draft.data }, schema).problems.map(ownerItem);
}
