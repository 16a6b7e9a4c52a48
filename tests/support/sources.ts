import { readSources } from "../../src/model/load";
import type { ContentSources, Source } from "../../src/model/validate";

/** The content's files, parsed once per folder (content/, or CONTENT_DIR) and test worker: parsing is the slow part. */
const parsed = new Map<string, ContentSources>();

const copy = <S extends Source>(source: S): S => ({ ...source, data: structuredClone(source.data) });

/**
 * The content's parsed files, each file's data a fresh copy a test may change (its line map kept), so that a test
 * breaks one rule on the content as it is and expects the build's message.
 */
export function contentSources(): ContentSources {
  const key = process.env.CONTENT_DIR ?? "";
  if (!parsed.has(key)) parsed.set(key, readSources(process.cwd(), ""));
  const real = parsed.get(key)!;
  return {
    ...real,
    site: copy(real.site),
    ui: copy(real.ui),
    home: copy(real.home),
    services: Object.fromEntries(
      Object.entries(real.services).map(([slug, source]) => [slug, copy(source)]),
    ) as ContentSources["services"],
    projectsPage: copy(real.projectsPage),
    projects: real.projects.map(copy),
    reviews: real.reviews.map(copy),
    guidesPage: copy(real.guidesPage),
    guides: real.guides.map(copy),
    warrantyPage: copy(real.warrantyPage),
    privacyPage: copy(real.privacyPage),
    complaintsPage: copy(real.complaintsPage),
  };
}
