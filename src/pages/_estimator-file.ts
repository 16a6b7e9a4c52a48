import { createHash } from "node:crypto";
import type { EstimatorChoice } from "~/components/islands/estimator";
import type { EstimatorData } from "~/model/views/estimator-data";
import type { Language } from "~/model/contract/translation";
import { drawPage, sitePages } from "~/routes";
import type { SiteContent } from "~/model/contract/validate";

// A service page's estimator data (its prices, price model and words) is a file of its own, not the island's
// props in the page's HTML: the island fetches it as it hydrates (src/components/islands/estimator.tsx), so the
// page's first view carries none of it. Named by its content's hash in /assets/, which deploy/rules.js caches
// for a year: a page and its data always agree. /estimate's island gets only the choice of a service, in its props.

/** The file's address (/assets/estimator-<hash>.json) and text. */
export function estimatorFile(data: EstimatorData) {
  const json = JSON.stringify(data);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  return { path: `/assets/estimator-${hash}.json`, json };
}

/**
 * /estimate's estimator, which opens on the choice of a service: each service is its name and its own page's
 * file, which the island fetches when the buyer chooses it, and the words are only the choice's. Small enough
 * to sit in the page's HTML as the island's props (a file of its own would cost a request more).
 */
export function estimatorChoice(content: SiteContent, data: EstimatorData, language: Language): EstimatorChoice {
  const { vat: _priced, ...choice } = data;
  const { service, chooseService, noScript } = data.words;
  const pageFile = (slug: EstimatorData["services"][number]["slug"]) =>
    estimatorFile(drawPage("service", content, slug, language).estimator!).path;
  return {
    ...choice,
    services: data.services.map(({ slug, name }) => ({ slug, name, items: [], src: pageFile(slug) })),
    // Until a service is chosen the island shows only its choice: a chosen service's file brings the other words.
    words: { service, chooseService, noScript } as EstimatorData["words"],
  };
}

/** Every service page's estimator file, each once (the English pages' too). */
export function estimatorFiles(content: SiteContent) {
  const files = new Map<string, string>();
  for (const { name, arg, language } of sitePages(content)) {
    const data = name === "service" && drawPage(name, content, arg, language).estimator;
    if (data) {
      const { path, json } = estimatorFile(data);
      files.set(path, json);
    }
  }
  return files;
}
