// Sveltia's entries as the build's records (src/model/check.ts): the data as the
// save will write it, a guide's body apart from its front matter, and a photo
// chosen but not saved yet under the path the save will give it.
import type { ContentRecord } from "~/model/check";
import { previewEntries, type EntryMap, type GetAsset } from "./templates";

/** A folder record not saved yet has no file name: it previews under this one. */
const unsavedSlug = "new-record";

/**
 * The record as the save writes it: the editor holds an empty field as "" (or
 * null), and the save leaves it out (output.omit_empty_optional_fields), as the
 * build then reads it. An object left empty goes too; lists are kept.
 */
export function asSaved(value: unknown, upload: (blob: string) => string = (blob) => blob): unknown {
  if (Array.isArray(value)) return value.map((item) => asSaved(item, upload));
  // A photo chosen but not saved yet is held as a blob: URL; the save writes its path.
  if (typeof value === "string") return value.startsWith("blob:") ? upload(value) : value;
  if (!value || typeof value !== "object") return value;
  const kept = Object.entries(value)
    // Sveltia's own bookkeeping on list items (__sc_item_id…) is never saved.
    .filter(([key]) => !key.startsWith("__sc_"))
    .map(([key, child]) => [key, asSaved(child, upload)] as const)
    .filter(
      ([, child]) =>
        child !== "" &&
        child !== null &&
        child !== undefined &&
        !(typeof child === "object" && !Array.isArray(child) && !Object.keys(child).length),
    );
  return Object.fromEntries(kept);
}

/** Photos chosen in this session, by the path the save will give them, for the preview to show. */
export const unsaved = new Map<string, string>();

/** The path a photo chosen but not saved will have: its (converted) file's name in the media folder. */
function uploadPath(getAsset: GetAsset | undefined) {
  return (blob: string) => {
    const asset = getAsset?.(blob) as { fileObj?: File; path?: string } | undefined;
    // Sveltia names the file only when it saves: until then the blob's own id stands in for it.
    const name = asset?.fileObj?.name ?? asset?.path?.split("/").at(-1) ?? `${blob.split("/").at(-1)}.webp`;
    const path = `/images/uploads/${name}`;
    unsaved.set(path, blob);
    return path;
  };
}

/** Sveltia's entry as the check's record. */
export function recordOf(name: string, entry: EntryMap, getAsset?: GetAsset): ContentRecord {
  const { slug, data: held } = entry.toJS();
  const data = asSaved(held, uploadPath(getAsset)) as Record<string, unknown>;
  const spec = previewEntries.find((e) => e.name === name)!;
  if (!("folder" in spec)) return { entry: name, data };
  const record: ContentRecord = { entry: name, slug: slug || unsavedSlug, data };
  if ("markdown" in spec) {
    const { body, ...front } = data;
    return { ...record, data: front, body: typeof body === "string" ? body : "" };
  }
  return record;
}
