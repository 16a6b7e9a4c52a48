// What the build and the admin tell the owner about a store's content. No Node import here: the admin's publish
// status (admin/publish-status.ts) runs it on a commit's files, load-content.ts on the content folder.
import { sourcesOf, type ContentStore } from "../contract/sources.ts";
import { exampleValues, validateContent } from "../contract/validate.ts";
import { credentialNotes, riyadhDay } from "../views/credentials.ts";
import { copyWarnings } from "./copy-warnings.ts";
import { leftOutValues, reviewValues } from "./go-live.ts";

/**
 * Validates a store's content: the content; the facts still examples, which keep a
 * production build a draft; the records a public build leaves out; the «راجِع»
 * values left to confirm (go-live.ts); and the copy the build warns the owner about.
 */
export function checkContent(store: ContentStore, siteUrl?: string) {
  const sources = sourcesOf(store, siteUrl);
  const content = validateContent(sources);
  const { review, held } = reviewValues(content, sources);
  return {
    content,
    examples: [...exampleValues(content, sources), ...held],
    leftOut: leftOutValues(content, sources),
    review,
    // A credential that expires within 30 days: he renews it before a public build leaves it out.
    warnings: [...copyWarnings(sources), ...credentialNotes(content, sources, riyadhDay(new Date())).expiring],
  };
}
