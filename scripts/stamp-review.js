// @ts-check
// npm run stamp-review: for whoever maintains the template, never the owner. After changing a
// value the site ships with that looks real (a price, the founding year, the hours…), it writes
// the value's new fingerprint into its «راجِع» box, so the value is listed for the owner to
// confirm again (src/model/owner/go-live.ts). Without it a changed shipped value counts as the owner's.
// Boxes already ticked are left alone. In the owner's copy a changed value is his: do not run it there.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { contentPath } from "../src/model/contract/catalog.ts";
import { priceMarks } from "../src/model/owner/go-live.ts";
import { contentPaths } from "../src/model/contract/load.ts";
import { loadContent } from "../src/model/owner/load-content.ts";
import { servicePages } from "../src/model/contract/pages.ts";
import { companyReviewKeys, fingerprint } from "../src/model/contract/review-marks.ts";

/**
 * Stamps every unticked «راجِع» value of the content folder with its current fingerprint; returns
 * the files it changed, as the catalog names them ("content/site.yml").
 * @param {string} root the project folder (CONTENT_DIR, when set, names another content folder)
 */
export function stampReview(root = process.cwd()) {
  const { content } = loadContent(root, "");
  const { contentDir } = contentPaths(root);
  /** @type {string[]} */
  const changed = [];
  /**
   * @param {string} entry the catalog entry
   * @param {(string | number)[]} box the «راجِع» box's path in the file
   * @param {Record<string, string>} prints each value the box names, fingerprinted as the build reads it
   */
  const stamp = (entry, box, prints) => {
    const file = contentPath(entry);
    const path = join(contentDir, file.replace(/^content\//, ""));
    const doc = parseDocument(readFileSync(path, "utf8"));
    let touched = false;
    for (const [key, print] of Object.entries(prints)) {
      if (doc.getIn([...box, key]) === true) continue;
      if (doc.getIn([...box, "shipped", key]) === print) continue;
      doc.setIn([...box, "shipped", key], print);
      touched = true;
    }
    if (!touched) return;
    writeFileSync(path, doc.toString({ lineWidth: 0 }));
    changed.push(file);
  };
  const { company } = content.site;
  stamp(
    "site",
    ["company", "review"],
    Object.fromEntries(companyReviewKeys.map((key) => [key, fingerprint(company[key])])),
  );
  // A page's prices one by one (go-live.ts priceMarks): a price he has ticked is not stamped again.
  for (const { slug } of servicePages) {
    const prints = priceMarks(content.services[slug]).filter((mark) => !mark.confirmed);
    if (prints.length) stamp(slug, ["review"], { prices: prints.map((mark) => mark.print).join(" ") });
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const changed = stampReview();
  console.log(changed.length ? `Stamped: ${changed.join(", ")}` : "Every «راجِع» fingerprint matches its value.");
}
