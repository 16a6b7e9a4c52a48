// Step ٥ of the owner's guide (docs/go-live.ar.md) goes through these entries in this order: the settings, the
// eight service pages, then the privacy policy and the complaints page. Each one's form saves and opens the next
// in one tap («حفظ والتالي» beside «حفظ»: main.ts), so that he neither taps twice nor goes back to the list to find
// it; after a plain «حفظ», «التالي» over the list opens it.
// No Node import: the admin's first screen runs this.
import { servicePages } from "../src/model/contract/pages.ts";

/** The admin's address of each entry of step ٥, in its order. */
export const stepFiveEntries = [
  "settings/entries/site",
  ...servicePages.map(({ slug }) => `pages/entries/${slug}`),
  "pages/entries/privacy-page",
  "pages/entries/complaints-page",
].map((path) => `#/collections/${path}`);

/** The address of the entry after this one in step ٥: none after the last, or outside the step. */
export function nextEntry(hash: string): string | undefined {
  const at = stepFiveEntries.indexOf(hash.split("?")[0]!);
  return at < 0 ? undefined : stepFiveEntries[at + 1];
}

/** The link's words: where it leads is the next form's own title, shown once it opens. */
export const nextEntryWords = "التالي";

/** The form's button: one tap for the save he makes after each entry and the way to the next (main.ts). */
export const saveAndNextWords = "حفظ والتالي";

/** The collection's list, where Sveltia goes when a save closes the form. */
export const listOf = (entry: string) => entry.replace(/\/entries\/.*$/, "");

/** «حفظ والتالي» tapped with changes to save: the entry it was tapped in, the one it opens, whether the save landed. */
export type SaveThenNext = { from: string; next: string; saved: boolean };

/**
 * What a tapped «حفظ والتالي» does at this address. Its save landed (Sveltia's postSave) and the form closed on
 * the list: open the next. Still on the form (saving, or refused with its reason shown, edits in place): wait, never
 * leave it. On the list without a save (he closed the form some other way) or anywhere else: forget it.
 */
export function afterSaveThenNext({ from, saved }: SaveThenNext, hash: string): "open" | "wait" | "forget" {
  if (hash === from) return "wait";
  return saved && hash === listOf(from) ? "open" : "forget";
}
