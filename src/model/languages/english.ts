// The English site: the pages whose records the owner has translated, each built by the Arabic
// page's own data builder and component from the English content, the Arabic records with the
// English words laid over them (src/model/contract/translation.ts). Facts come only from the Arabic.
// No fallback: a page without its translation, or without the layout's (ui) and the company's
// (site), has no English page. Decision 0038.
import { translatedFiles, type TranslatedKey } from "../contract/catalog";
import { servicePages, type ServiceSlug } from "../contract/pages";
import { deliveredProjects } from "../contract/example-markers";
import type { Language } from "../contract/translation";
import type { Project } from "../contract/schema";
import type { SiteContent } from "../contract/validate";

/** Where a language's pages live: Arabic at the root, English under /en. */
export const languagePrefix: Record<Language, string> = { ar: "", en: "/en" };

/** A page's address in a language: "/" → "/en", "/fencing" → "/en/fencing" (the site's addresses end with no slash). */
export const pathIn = (language: Language, path: string) =>
  language === "ar" ? path : path === "/" ? languagePrefix.en : `${languagePrefix.en}${path}`;

/** The English content, and the Arabic paths of its pages; undefined while the site has no English page. */
export type EnglishSite = { content: SiteContent; paths: Set<string> };

export function englishSite(content: SiteContent): EnglishSite | undefined {
  const record = (key: TranslatedKey) => content.translations[key]?.record;
  if (!record("site") || !record("ui")) return undefined;
  // A translated file's English record takes the Arabic's place; its page (the catalog's) is in English.
  const translated = translatedFiles.filter(({ key }) => record(key));
  const paths = new Set(translated.flatMap(({ pages }) => pages?.(content, (key) => !!record(key)) ?? []));
  const services = servicePages.filter(({ slug }) => record(slug)).map(({ slug }) => slug);
  const words = Object.fromEntries(
    translated.flatMap(({ entry, key }) => (typeof entry.key === "string" ? [[entry.key, record(key)]] : [])),
  ) as Partial<SiteContent>;
  return {
    paths,
    content: {
      ...content,
      ...words,
      services: Object.fromEntries(
        servicePages.map(({ slug }) => [slug, withoutGuides(record(slug) ?? content.services[slug])]),
      ) as SiteContent["services"],
      // Records with no English: the English pages show none (no project, review or guide in Arabic).
      projects: [],
      reviews: [],
      guides: [],
      translations: {},
      // The delivered projects whose words are in English (a starter translation until approved, as a page's): one
      // without is left out of the English pages, never shown in Arabic.
      english: { services, paths: [...paths], projects: englishProjects(content) },
    },
  };
}

/** The delivered projects with their English words laid over (src/model/contract/translation.ts); those without, left out. */
function englishProjects(content: SiteContent) {
  return deliveredProjects(content).flatMap((project) => {
    const english = content.translations[`projects/${project.slug}`]?.record as Omit<Project, "slug"> | undefined;
    return english ? [{ ...english, slug: project.slug }] : [];
  });
}

/** A service page's steps cite no guide in English: the guides are in Arabic only. */
function withoutGuides(page: unknown): SiteContent["services"][ServiceSlug] {
  const service = page as SiteContent["services"][ServiceSlug];
  return {
    ...service,
    sections: service.sections.map((section) => {
      if (section.kind !== "steps" || !section.guide) return section;
      const { guide: _arabicOnly, ...steps } = section;
      return steps;
    }),
  };
}

/** The services a content lists: every one, or on the English site those with an English page. */
export const shownServices = (content: Pick<SiteContent, "english">): readonly { slug: ServiceSlug; path: string }[] =>
  content.english ? servicePages.filter(({ slug }) => content.english!.services.includes(slug)) : servicePages;

/**
 * `value` with each link to a page that has an English pair pointing at the pair: every string that is
 * such a path (with a #fragment or ?query), or that path's absolute URL on `origin`. Data builders and
 * the layout write Arabic paths (src/model/contract/pages.ts); the English pages take their data through this.
 */
export function localiseLinks<T>(value: T, paths: ReadonlySet<string>, origin: string): T {
  const link = /^(https:\/\/[^/]+)?(\/[^?#]*)([?#].*)?$/;
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") {
      const match = link.exec(node);
      if (!match || (match[1] && match[1] !== origin)) return node;
      const path = match[2]!;
      return paths.has(path) ? `${match[1] ?? ""}${pathIn("en", path)}${match[3] ?? ""}` : node;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object" && Object.getPrototypeOf(node) === Object.prototype)
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value) as T;
}
