// Sveltia's entries as the build's records (src/model/contract/check.ts): the data as the
// save will write it, a guide's body apart from its front matter, and a photo
// chosen but not saved yet under the path the save will give it.
import { entryFields, hasLanguages, type AdminField } from "../../scripts/build/admin-config";
import { contentCatalog } from "~/model/contract/catalog";
import type { ContentRecord } from "~/model/contract/check";
import { uploadRefPrefix } from "~/model/contract/schema";
import type { Language } from "~/model/contract/translation";
import { isBookkeeping, isEmpty, type EntryMap, type GetAsset } from "../sveltia/cms";
import { previewEntries } from "./entries";

/** A folder record not saved yet has no file name: it previews under this one. */
const unsavedSlug = "new-record";

type Field = AdminField & {
  /** Sveltia's: true, false, or the languages in which the field is required (["ar"]: English may be left empty). */
  required?: boolean | string[];
  fields?: Field[];
  types?: { name: string; fields?: Field[] }[];
  typeKey?: string;
  field?: Field;
};

/** The fields inside an object field, or inside one list item: by its `kind` when the field has types. */
function subfields(field: Field | undefined, value: Record<string, unknown>): Field[] | undefined {
  if (!field) return undefined;
  if (field.types) return field.types.find((type) => type.name === value[field.typeKey ?? "type"])?.fields;
  return field.fields;
}

/**
 * The record as the save writes it (output.omit_empty_optional_fields): a field
 * that is not required and is empty ("", null, [] or {}) is left out, as Sveltia
 * leaves it out, and the build then reads it. Sveltia fills a list the file
 * lacks with [], which the save drops again. `fields` are the admin's fields for
 * the record (scripts/build/admin-config.ts); a value without one is dropped when
 * empty. A photo chosen but not saved yet is held as a blob: URL; the save writes its path.
 */
export function asSaved(
  value: unknown,
  fields?: Field[],
  upload: (blob: string) => string = (blob) => blob,
  language: Language = "ar",
) {
  const omitted = Symbol("omitted");
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype;
  const record = (data: Record<string, unknown>, own: Field[] | undefined) =>
    Object.fromEntries(
      Object.entries(data)
        .filter(([key]) => !isBookkeeping(key))
        // The English holds the words alone, and a block's kind: Sveltia starts a translation from a copy
        // of the Arabic that keeps what no field of its form names (a hidden field's inner keys).
        .filter(([key]) => language === "ar" || key === "kind" || own?.find((f) => f.name === key)?.i18n === true)
        .map(
          ([key, child]) =>
            [
              key,
              visit(
                child,
                own?.find((f) => f.name === key),
              ),
            ] as const,
        )
        .filter(([, child]) => child !== omitted),
    );
  function visit(value: unknown, field: Field | undefined): unknown {
    let result = value;
    if (typeof value === "string" && value.startsWith("blob:")) result = upload(value);
    else if (Array.isArray(value)) {
      // A list of single values has one sub-field; a list of records, fields or types.
      const items = value.map((item) => {
        const kept = field?.field
          ? visit(item, field.field)
          : isRecord(item)
            ? record(item, subfields(field, item))
            : item;
        // An item the save leaves nothing of (an English one not written yet) is a hole in the list.
        return isRecord(kept) && !Object.keys(kept).length ? omitted : kept;
      });
      // Sveltia saves a list item by item: what it leaves out at the end is gone, a hole before an item it keeps is null.
      while (items.at(-1) === omitted) items.pop();
      result = items.map((item) => (item === omitted ? null : item));
    } else if (isRecord(value)) result = record(value, subfields(field, value));
    const { required } = field ?? { required: false };
    const optional = Array.isArray(required) ? !required.includes(language) : required === false;
    return optional && isEmpty(result) ? omitted : result;
  }
  return isRecord(value) ? record(value, fields) : value;
}

/** Photos chosen in this session, by the path the save will give them, for the preview to show. */
export const unsaved = new Map<string, string>();

/** The path a photo chosen but not saved will have: its (converted) file's name in the media folder. */
function uploadPath(getAsset: GetAsset | undefined) {
  return (blob: string) => {
    const asset = getAsset?.(blob) as { fileObj?: File; path?: string } | undefined;
    // Sveltia names the file only when it saves: until then the blob's own id stands in for it.
    const name = asset?.fileObj?.name ?? asset?.path?.split("/").at(-1) ?? `${blob.split("/").at(-1)}.webp`;
    const path = `${uploadRefPrefix}${name}`;
    unsaved.set(path, blob);
    return path;
  };
}

const fieldsByEntry = new Map<string, Field[]>();
/** The admin's fields of an entry, as config.yml gives them to Sveltia. */
function fieldsOf(name: string) {
  let fields = fieldsByEntry.get(name);
  if (!fields) {
    fieldsByEntry.set(name, (fields = entryFields(contentCatalog.find((entry) => entry.name === name)!)));
  }
  return fields;
}

/**
 * The language of the pane an entry was handed to: Sveltia gives a preview the pane's language as
 * `data` and the others under `i18n`, so a pane with the Arabic under `i18n` shows the English.
 */
export const languageOf = (entry: EntryMap): Language => (entry.toJS().i18n?.ar ? "en" : "ar");

/**
 * The record as the file will hold it (single_file_default_root): the Arabic at the root, the
 * English under `en:`. Sveltia keeps `lang: [ar, en]` in the Arabic it reads from a file and writes
 * it again at the root (src/model/contract/translation.ts drops it), and has no field of one language, so the
 * translation's «reviewed» box is in the Arabic too: both are bookkeeping, not the Arabic record.
 */
function withEnglish(entry: EntryMap, fields: Field[], upload: (blob: string) => string) {
  const { data: shown, i18n } = entry.toJS();
  // A file without words, in a collection with languages, is read by getCollection under `_default`.
  const held = i18n?._default?.data ?? (i18n?.ar ? i18n.ar.data : shown);
  const english = i18n?.ar ? shown : i18n?.en?.data;
  if (!hasLanguages(fields)) return asSaved(held, fields, upload) as Record<string, unknown>;
  const { lang: _lang, reviewed: _reviewed, ...arabic } = held;
  const data = asSaved(arabic, fields, upload) as Record<string, unknown>;
  return english ? { ...data, en: asSaved(english, fields, upload, "en") } : data;
}

/**
 * The English a save of `name` writes: Sveltia's English draft with only the words (decision 0039).
 * The save's hook (admin/main.ts) writes it back, so the file holds what the preview checked.
 */
export const savedEnglish = (name: string, english: Record<string, unknown>) =>
  asSaved(english, fieldsOf(name), undefined, "en") as Record<string, unknown>;

/** Sveltia's entry as the check's record. */
export function recordOf(name: string, entry: EntryMap, getAsset?: GetAsset): ContentRecord {
  const { slug } = entry.toJS();
  const data = withEnglish(entry, fieldsOf(name), uploadPath(getAsset));
  const spec = previewEntries.find((e) => e.name === name)!;
  if (!("folder" in spec)) return { entry: name, data };
  const record: ContentRecord = { entry: name, slug: slug || unsavedSlug, data };
  if ("markdown" in spec) {
    const { body, ...front } = data;
    return { ...record, data: front, body: typeof body === "string" ? body : "" };
  }
  return record;
}
