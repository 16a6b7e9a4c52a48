import { z } from "zod";
import { markedPages, markedServicePages, markedSitePaths } from "./example-markers.ts";
import { examplePaths } from "./examples.ts";
import { servicePages, type ServiceSlug } from "./pages.ts";
import { contentRules } from "./content-rules.ts";
import type {
  ComplaintsPageContent,
  PrivacyPageContent,
  Guide,
  GuidesPageContent,
  WarrantyPageContent,
  HomePageContent,
  Project,
  ProjectsPageContent,
  Review,
  ServicePageContent,
} from "./schema.ts";
import {
  byCatalog,
  contentCatalog,
  fileAt,
  sharedEnglish,
  translatedFilesOf,
  translationKey,
  type ContentEntry,
  type FileKey,
  type FolderKey,
  type MarkdownFolderKey,
  type TranslatedKey,
} from "./catalog.ts";
import { serviceNames } from "./service-names.ts";
import type { SiteConfig } from "./site-schema.ts";
import type { UiText } from "./ui-schema.ts";
import { englishOf, englishView, splitTranslation, translationSchema, type TranslationProblem } from "./translation.ts";
import { ContentError, fieldProblem, problemText, type ContentProblem, type Source } from "./problems.ts";

export {
  collectImages,
  ContentError,
  describePath,
  fieldProblem,
  problemText,
  type ContentProblem,
  type Source,
} from "./problems.ts";
import { said } from "./check-messages.ts";
import { fieldLabels, pathLabels } from "./admin-labels.ts";

/** One record of a folder: one file per record, the slug its file name. */
type FolderSource = Source & { slug: string };

/** The content files parsed, where the catalog (catalog.ts byCatalog) lays them. */
export type ContentSources = Record<FileKey, Source> & {
  services: Record<ServiceSlug, Source>;
} & Record<Exclude<FolderKey, MarkdownFolderKey>, FolderSource[]> &
  /** Markdown files: front matter and body. */
  Record<MarkdownFolderKey, (FolderSource & { body: string; bodyLine: number })[]> & {
    /** Answers whether an illustration ("fencing/1") or an upload ("/photos/uploads/x.jpg") exists. */
    imageExists: (ref: string) => boolean;
  };

export type SiteContent = {
  site: SiteConfig;
  ui: UiText;
  home: HomePageContent;
  services: Record<ServiceSlug, ServicePageContent>;
  projectsPage: ProjectsPageContent;
  /** Newest first. */
  projects: Project[];
  /** Newest first. */
  reviews: Review[];
  guidesPage: GuidesPageContent;
  /** Newest first; drafts are left out: they are never built. */
  guides: Guide[];
  warrantyPage: WarrantyPageContent;
  privacyPage: PrivacyPageContent;
  complaintsPage: ComplaintsPageContent;
  /** The records' English (`en:` blocks), by record: src/model/languages/english.ts builds the English pages from them. */
  translations: Translations;
  /** Set on the English site's content alone (src/model/languages/english.ts): the Arabic paths of its pages. */
  english?: {
    services: ServiceSlug[];
    paths: string[];
    /** The delivered projects with English words, facts from the Arabic: the company profile's table (the English pages show no project else). */
    projects?: Project[];
  };
};

/** The records that may have an English page, with the layout's words (ui) and the company's (site) they need. */
export type { TranslatedKey };

/**
 * A record's English: its English view (src/model/contract/translation.ts) once every word the Arabic has is
 * translated; `missing`, the first word that is not, while it is a starter translation (`reviewed: false`).
 */
export type Translation = { reviewed: boolean; record?: unknown; missing?: (string | number)[] };
export type Translations = Partial<Record<TranslatedKey, Translation>>;

/** The words of the one field issue that zod's own message leaves unclear. */
export const unknownField = said(
  "unknown field (misspelt, or not allowed here)",
  "حقل غير معروف: اسمه خطأ أو في غير مكانه، فاحذفه",
);

/** How a record is checked against its schema: zod's own, or a memo of it (the admin's, admin/preview/check-draft.ts). */
export type SafeParse = (schema: z.ZodType, data: unknown) => z.ZodSafeParseResult<unknown>;
const zodParse: SafeParse = (schema, data) => schema.safeParse(data);

function problemsOf<S extends z.ZodType>(source: Source, schema: S, safeParse = zodParse) {
  const result = safeParse(schema, source.data);
  if (result.success) return { data: result.data as z.output<S>, problems: [] };
  const problems = result.error.issues.flatMap((issue) => {
    // An unknown field: name each one, at its own line.
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [undefined];
    return keys.map((key) =>
      key === undefined
        ? { ...fieldProblem(source, issue.path, issue.message), issue }
        : fieldProblem(source, [...issue.path, key], unknownField),
    );
  });
  return { data: undefined, problems };
}

/** The words of a translation's problems, as TranslationProblem kinds (owner-messages.ts words them in Arabic). */
export const translationMessages: Record<TranslationProblem["kind"], string> = {
  missing: said(
    "no English for this field, and the English page is published (reviewed: true)",
    `الصفحة الإنجليزية منشورة وهذا الحقل بلا ترجمة: اكتب ترجمته، أو ألغِ «${pathLabels["en.reviewed"]}» فتُحجب الصفحة الإنجليزية حتى تكتمل`,
  ),
  length: said(
    "the English list must have as many items as the Arabic, in the same order",
    "عدد عناصر القائمة في الترجمة الإنجليزية غير عددها في العربية: اجعل لكل عنصر عربي ترجمته، بالترتيب نفسه",
  ),
  kind: said(
    "the English block must be of the same kind as the Arabic at its place",
    "نوع هذا القسم في الترجمة الإنجليزية غير نوعه في العربية: رتّب أقسام الترجمة كترتيب الأقسام العربية",
  ),
};

const enBlocks = new WeakMap<z.ZodType, z.ZodType>();
const sharedEnBlocks = new WeakMap<z.ZodType, z.ZodType>();
/** The schema of a record's `en:` block beside its Arabic, made once per schema (the admin's memo keys on it too). */
function enBlockOf(schema: z.ZodType, approval: boolean) {
  const memo = approval ? enBlocks : sharedEnBlocks;
  if (!memo.has(schema)) memo.set(schema, z.looseObject({ en: translationSchema(schema, { approval }) }));
  return memo.get(schema)!;
}

/**
 * A record's `en:` block, checked against the English schema its marks derive, then laid over the
 * Arabic: an approved translation (reviewed: true) that lacks a word is refused; a starter one is
 * only left unpublished until it is complete. The words every English page shows (sharedEnglish)
 * have no box of their own: they are approved with the pages (`pagesApproved`).
 */
function translationOf(
  source: Source,
  schema: z.ZodType,
  arabic: unknown,
  safeParse?: SafeParse,
  pagesApproved = false,
) {
  const shared = sharedEnglish.includes(source.entry ?? "");
  const checked = problemsOf(source, enBlockOf(schema, !shared), safeParse);
  if (!checked.data) return { problems: checked.problems };
  const { reviewed: own = false, ...words } = (checked.data as { en: { reviewed?: boolean } }).en;
  const reviewed = shared ? pagesApproved : own;
  const { record, problems } = englishView(schema, arabic, words);
  if (!problems.length) return { problems: [], translation: { reviewed, record } };
  if (!reviewed) return { problems: [], translation: { reviewed, missing: ["en", ...problems[0]!.path] } };
  return {
    problems: problems.map((problem) =>
      fieldProblem(source, ["en", ...problem.path], translationMessages[problem.kind]),
    ),
  };
}

/**
 * One record as the build checks it: the Arabic without its `en:` block against `schema`, then the
 * `en:` block, apart, against the English its marks derive. The build runs it on every file
 * (validateContent); the admin's save runs it on the draft whether or not the other records are read.
 */
export function checkRecord<S extends z.ZodType>(
  source: Source,
  schema: S,
  safeParse?: SafeParse,
  /** Whether an English page is approved: the words every English page shows (sharedEnglish) are then published. */
  pagesApproved = false,
) {
  // The Arabic is checked without its `en:` block, which is checked apart, on a record with words.
  const { arabic, english } = englishOf(schema)
    ? splitTranslation(source.data)
    : { arabic: source.data, english: undefined };
  const result = problemsOf({ ...source, data: arabic }, schema, safeParse);
  const problems: ContentProblem[] = result.problems.map((problem) => ({ ...problem, data: source.data }));
  let translation: Translation | undefined;
  if (result.data && english !== undefined) {
    const checked = translationOf(source, schema, result.data, safeParse, pagesApproved);
    problems.push(...checked.problems);
    translation = checked.translation;
  }
  return { data: result.data, problems, translation };
}

const list = (problems: ContentProblem[]) => problems.map((p) => `  - ${problemText(p)}`).join("\n");

/**
 * Validates every content file and the rules that span files. Collects the
 * problems of all files before throwing, so one build shows everything to fix.
 */
export function validateContent(
  sources: ContentSources,
  safeParse?: SafeParse,
  catalog: readonly ContentEntry[] = contentCatalog,
): SiteContent {
  const problems: ContentProblem[] = [];
  const translations: Translations = {};
  // One approval per English page: the company's and the layout's words go out with any approved page.
  const pagesApproved = translatedFilesOf(catalog).some(({ entry, shared }) => {
    if (shared) return false;
    const source = fileAt(sources, entry);
    return (splitTranslation(source?.data).english as { reviewed?: unknown } | undefined)?.reviewed === true;
  });
  const parse = <S extends z.ZodType>(source: Source, schema: S, translated?: TranslatedKey) => {
    const result = checkRecord(source, schema, safeParse, pagesApproved);
    problems.push(...result.problems);
    if (result.translation && translated) translations[translated] = result.translation;
    return result.data;
  };

  const failure = () => {
    const choices = serviceNames(sources.services);
    return new ContentError(
      `Invalid content:\n${list(problems)}`,
      problems.map((problem) => ({ ...problem, choices })),
    );
  };

  // Each catalog entry's records, parsed with its schema, where the content has them.
  const laid = byCatalog((entry) => {
    if (entry.kind === "file") {
      return parse(fileAt(sources, entry)!, entry.schema, entry.english ? translationKey(entry) : undefined);
    }
    return sources[entry.key].map((source) => {
      const english = entry.englishPerRecord ? (`${entry.key}/${source.slug}` as const) : undefined;
      const data = parse(source, entry.schema, english) as object | undefined;
      return data && { ...data, slug: source.slug, ...("body" in source ? { body: source.body } : {}) };
    });
  }, catalog);
  const records = Object.entries(laid).flatMap(([key, value]) =>
    key === "services" ? Object.values(value as object) : Array.isArray(value) ? value : [value],
  );
  if (records.some((record) => !record)) throw failure();

  const parsed = { ...(laid as unknown as Omit<SiteContent, "translations" | "english">), translations };
  const serviceSources = servicePages.map(({ slug }) => ({
    source: sources.services[slug],
    page: parsed.services[slug],
  }));
  for (const rule of contentRules) problems.push(...rule({ sources, content: parsed, services: serviceSources }));

  if (problems.length) throw failure();
  const newestFirst =
    <T extends { slug: string }>(key: (item: T) => string) =>
    (a: T, b: T) =>
      key(b).localeCompare(key(a)) || a.slug.localeCompare(b.slug);
  return {
    ...parsed,
    projects: parsed.projects.sort(newestFirst((p) => String(p.year))),
    reviews: parsed.reviews.sort(newestFirst((r) => r.date)),
    guides: parsed.guides.filter((g) => !g.draft).sort(newestFirst((g) => g.published)),
  };
}

/** The words every example problem ends with. */
export const exampleMessage = said(
  "an example value; a production build publishes only a noindex draft while it remains",
  "ما زالت فيه قيمة المثال: اكتب القيمة الحقيقية",
);
const exampleTermsMessage = said(
  "terms shipped as an example; write the company's own, then remove example: true",
  `هذا نص مثال مرفق مع الموقع: اكتب نص شركتك ثم أزل العلامة من «${fieldLabels.example ?? "example"}»`,
);

/**
 * The facts that keep a production build a draft: `content/site.yml:7: company.cr`. Example
 * records, starter guides and the «راجِع» values are not among them (src/model/owner/go-live.ts).
 */
export function exampleValues(
  content: SiteContent,
  sources: Pick<ContentSources, "site" | "privacyPage" | "complaintsPage"> & Partial<Pick<ContentSources, "services">>,
): ContentProblem[] {
  return [
    // Terms shipped as a sample and marked in place: warranty, payment, each page's price terms.
    ...markedSitePaths(content.site).map((path) => fieldProblem(sources.site, path.split("."), exampleTermsMessage)),
    ...markedServicePages(content.services).map((slug) =>
      fieldProblem(sources.services?.[slug] ?? sources.site, ["priceTerms", "example"], exampleTermsMessage),
    ),
    // The legal pages' shipped wording: the owner reads it against what his company does, then removes the mark.
    ...markedPages(content).map((key) => fieldProblem(sources[key], ["example"], exampleTermsMessage)),
    ...examplePaths(content.site).map((path) => fieldProblem(sources.site, path, exampleMessage)),
  ];
}
