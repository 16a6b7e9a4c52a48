import { z } from "zod";
import { markedPages, markedServicePages, markedSitePaths } from "./example-markers.ts";
import { examplePaths } from "./examples.ts";
import { servicePages, type ServiceSlug } from "./pages.ts";
import { contentRules } from "./content-rules.ts";
import {
  guideSchema,
  guidesPageSchema,
  warrantyPageSchema,
  privacyPageSchema,
  complaintsPageSchema,
  type ComplaintsPageContent,
  type PrivacyPageContent,
  type Guide,
  type GuidesPageContent,
  type WarrantyPageContent,
  homePageSchema,
  projectSchema,
  projectsPageSchema,
  reviewSchema,
  servicePageSchema,
  type HomePageContent,
  type Project,
  type ProjectsPageContent,
  type Review,
  type ServicePageContent,
} from "./schema.ts";
import { serviceNames } from "./service-names.ts";
import { siteSchema, type SiteConfig } from "./site-schema.ts";
import { uiSchema, type UiText } from "./ui-schema.ts";
import {
  englishOf,
  englishView,
  sharedEnglish,
  splitTranslation,
  translationSchema,
  type TranslationProblem,
} from "./translation.ts";

/** One thing wrong with the content, kept apart so the build can also word it as the admin labels the field. */
export type ContentProblem = {
  /** `content/pages/fencing.yml:42`: the file, and the line when the parser knows it. */
  at: string;
  /** The file's catalog entry ("site", "fencing", "projects"), when the problem is inside one file. */
  entry?: string;
  /** The field, when the problem is one field's. */
  path?: readonly PropertyKey[];
  /** The file's data, so a list item can be named by its title. */
  data?: unknown;
  message: string;
  /** The owner's Arabic, when the rule words its own (src/model/content-rules.ts). */
  arabic?: string;
  /** zod's issue, for the owner's Arabic wording of its own checks (src/model/owner-messages.ts). */
  issue?: z.core.$ZodIssue;
  /** The services' names as he wrote them, for a choice of service (src/model/service-names.ts). */
  choices?: Partial<Record<string, string>>;
};

/** `at: path: message`, as a developer reads it. */
export const problemText = (problem: ContentProblem) =>
  [problem.at, problem.path && describePath(problem.path, problem.data), problem.message].filter(Boolean).join(": ");

/** Thrown for invalid content; the message names the file, the line, the record and the field. */
export class ContentError extends Error {
  override name = "ContentError";
  // No parameter property: the build script (build.js) loads this file with Node's type stripping, which has none.
  readonly problems: ContentProblem[];
  constructor(message: string, problems: ContentProblem[] = []) {
    super(message);
    this.problems = problems;
  }
}

/** One parsed content file. `lineOf` maps a field path to its line in the file, where known. */
export type Source = {
  file: string;
  /** Its name in the content catalog ("site", "fencing", "projects"): the admin's labels are keyed by it. */
  entry?: string;
  data: unknown;
  lineOf?: (path: readonly PropertyKey[]) => number | undefined;
};

export type ContentSources = {
  site: Source;
  ui: Source;
  home: Source;
  services: Record<ServiceSlug, Source>;
  projectsPage: Source;
  /** One file per record; the slug is the file name. */
  projects: (Source & { slug: string })[];
  reviews: (Source & { slug: string })[];
  guidesPage: Source;
  /** Markdown files: front matter and body. */
  guides: (Source & { slug: string; body: string; bodyLine: number })[];
  warrantyPage: Source;
  privacyPage: Source;
  complaintsPage: Source;
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
  /** The records' English (`en:` blocks), by record: src/model/english.ts builds the English pages from them. */
  translations: Translations;
  /** Set on the English site's content alone (src/model/english.ts): the Arabic paths of its pages. */
  english?: {
    services: ServiceSlug[];
    paths: string[];
    /** The delivered projects with English words, facts from the Arabic: the company profile's table (the English pages show no project else). */
    projects?: Project[];
  };
};

/** The records that may have an English page, with the layout's words (ui) and the company's (site) they need. */
export type TranslatedKey =
  | "site"
  | "ui"
  | "home"
  | "warrantyPage"
  | "privacyPage"
  | "complaintsPage"
  | ServiceSlug
  /** A project's English (`projects/<slug>`): the English company profile's projects table. */
  | `projects/${string}`;

/**
 * A record's English: its English view (src/model/translation.ts) once every word the Arabic has is
 * translated; `missing`, the first word that is not, while it is a starter translation (`reviewed: false`).
 */
export type Translation = { reviewed: boolean; record?: unknown; missing?: (string | number)[] };
export type Translations = Partial<Record<TranslatedKey, Translation>>;

const labelKeys = ["title", "question", "type", "name", "thickness", "kind"] as const;

/** A readable path such as `sections[6] ("أسعار التسوير").rows[1] ("شبك حديد").price.min`. */
export function describePath(path: readonly PropertyKey[], data: unknown): string {
  let node = data;
  const parts = path.map((key) => {
    node = node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key !== "number") return String(key);
    const record = (node ?? {}) as Record<string, unknown>;
    const label = labelKeys.map((k) => record[k]).find((v) => typeof v === "string");
    return label ? `[${key}] ("${label}")` : `[${key}]`;
  });
  return parts.join(".").replaceAll(".[", "[") || "(root)";
}

/** `content/pages/fencing.yml:42`: the file, and the line when the parser knows it. */
function where(source: Source, path: readonly PropertyKey[]) {
  // A missing field has no line of its own: point at the nearest parent that exists.
  for (let end = path.length; end >= 0; end--) {
    const line = source.lineOf?.(path.slice(0, end));
    if (line) return `${source.file}:${line}`;
  }
  return source.file;
}

/** A problem with one field of a file. */
export const fieldProblem = (source: Source, path: readonly PropertyKey[], message: string): ContentProblem => ({
  at: where(source, path),
  entry: source.entry,
  path,
  data: source.data,
  message,
});

/** The words of the one field issue that zod's own message leaves unclear. */
export const unknownField = "unknown field (misspelt, or not allowed here)";

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
  missing: "no English for this field, and the English page is published (reviewed: true)",
  length: "the English list must have as many items as the Arabic, in the same order",
  kind: "the English block must be of the same kind as the Arabic at its place",
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
export function validateContent(sources: ContentSources, safeParse?: SafeParse): SiteContent {
  const problems: ContentProblem[] = [];
  const translations: Translations = {};
  // One approval per English page: the company's and the layout's words go out with any approved page.
  const pagesApproved = [
    sources.home,
    ...Object.values(sources.services),
    sources.privacyPage,
    sources.complaintsPage,
  ].some((source) => (splitTranslation(source?.data).english as { reviewed?: unknown } | undefined)?.reviewed === true);
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

  const site = parse(sources.site, siteSchema, "site");
  const ui = parse(sources.ui, uiSchema, "ui");
  const home = parse(sources.home, homePageSchema, "home");
  const projectsPage = parse(sources.projectsPage, projectsPageSchema);
  const services = Object.fromEntries(
    servicePages.map(({ slug }) => [slug, parse(sources.services[slug], servicePageSchema, slug)]),
  ) as Record<ServiceSlug, ServicePageContent | undefined>;
  const projects = sources.projects.map((source) => {
    const data = parse(source, projectSchema, `projects/${source.slug}`);
    return data && { ...data, slug: source.slug };
  });
  const reviews = sources.reviews.map((source) => {
    const data = parse(source, reviewSchema);
    return data && { ...data, slug: source.slug };
  });
  const guidesPage = parse(sources.guidesPage, guidesPageSchema);
  const warrantyPage = parse(sources.warrantyPage, warrantyPageSchema, "warrantyPage");
  const privacyPage = parse(sources.privacyPage, privacyPageSchema, "privacyPage");
  const complaintsPage = parse(sources.complaintsPage, complaintsPageSchema, "complaintsPage");
  const guides = sources.guides.map((source) => {
    const data = parse(source, guideSchema);
    return data && { ...data, slug: source.slug, body: source.body };
  });
  if (
    !guidesPage ||
    !warrantyPage ||
    !privacyPage ||
    !complaintsPage ||
    guides.some((g) => !g) ||
    !site ||
    !ui ||
    !home ||
    !projectsPage ||
    Object.values(services).some((s) => !s) ||
    projects.some((p) => !p) ||
    reviews.some((r) => !r)
  )
    throw failure();

  const parsed = {
    site,
    ui,
    home,
    services: services as Record<ServiceSlug, ServicePageContent>,
    projectsPage,
    projects: projects as Project[],
    reviews: reviews as Review[],
    guidesPage,
    guides: guides as Guide[],
    warrantyPage,
    privacyPage,
    complaintsPage,
    translations,
  };
  const serviceSources = servicePages.map(({ slug }) => ({ source: sources.services[slug], page: services[slug]! }));
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
export const exampleMessage = "an example value; a production build publishes only a noindex draft while it remains";
const exampleTermsMessage = "terms shipped as an example; write the company's own, then remove example: true";

/**
 * The facts that keep a production build a draft: `content/site.yml:7: company.cr`. Example
 * records, starter guides and the «راجِع» values are not among them (src/model/go-live.ts).
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

/** Every image reference inside a record (slot illustrations, slot photos, project photos), with its field path. */
export function collectImages(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => collectImages(item, [...path, i]));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (typeof record.alt === "string") {
    const refs: { path: (string | number)[]; ref: string }[] = [];
    if (typeof record.illustration === "string")
      refs.push({ path: [...path, "illustration"], ref: record.illustration });
    if (typeof record.photo === "string") refs.push({ path: [...path, "photo"], ref: record.photo });
    if (typeof record.src === "string")
      refs.push({ path: [...path, "src"], ref: record.src.replace(/^illustration:/, "") });
    return refs;
  }
  return Object.entries(record).flatMap(([key, child]) => collectImages(child, [...path, key]));
}
