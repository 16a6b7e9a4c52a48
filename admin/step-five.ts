// Step ٥ of the owner's guide (docs/go-live.ar.md) goes through these entries in this order: the settings, the
// eight service pages, then the privacy policy and the complaints page. Each one's form offers the next in one
// tap («التالي» beside «حفظ»: main.ts), so that after a save he does not go back to the list to find it.
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
