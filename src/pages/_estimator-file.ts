import { createHash } from "node:crypto";
import type { EstimatorData } from "~/model/views/estimator-data";
import { drawPage, sitePages } from "~/routes";
import type { SiteContent } from "~/model/contract/validate";

// An estimator's data (its prices, price model and words) is a file of its own, not the island's props in the
// page's HTML: the island fetches it as it hydrates (src/components/islands/estimator.tsx), so the page's first
// view carries none of it. Named by its content's hash in /assets/, which deploy/rules.js caches for a year:
// a page and its data always agree.

/** The file's address (/assets/estimator-<hash>.json) and text. */
export function estimatorFile(data: EstimatorData) {
  const json = JSON.stringify(data);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  return { path: `/assets/estimator-${hash}.json`, json };
}

/** Every page's estimator data file, each once. */
export function estimatorFiles(content: SiteContent) {
  const files = new Map<string, string>();
  for (const { name, arg, language } of sitePages(content)) {
    const data = drawPage(name, content, arg, language).estimator;
    if (data) {
      const { path, json } = estimatorFile(data);
      files.set(path, json);
    }
  }
  return files;
}
