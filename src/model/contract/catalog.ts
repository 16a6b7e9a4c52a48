import type { z } from "zod";
import { pathLabels } from "./admin-labels.ts";
import type { RouteName } from "../../routes.ts";
import {
  companyProfilePath,
  complaintsPath,
  estimatePath,
  hasWarrantyPage,
  pathOfService,
  privacyPath,
  serviceSlugs,
  warrantyPath,
  type ServiceSlug,
} from "./pages.ts";
import {
  guideSchema,
  guidesPageSchema,
  homePageSchema,
  projectSchema,
  projectsPageSchema,
  reviewSchema,
  servicePageSchema,
  warrantyPageSchema,
  privacyPageSchema,
  complaintsPageSchema,
} from "./schema.ts";
import { siteSchema } from "./site-schema.ts";
import { uiSchema } from "./ui-schema.ts";
import type { SiteContent } from "./validate.ts";

/** The keys of the content a file of its own holds, in ContentSources and SiteContent. */
export type FileKey =
  "site" | "ui" | "home" | "projectsPage" | "guidesPage" | "warrantyPage" | "privacyPage" | "complaintsPage";
/** The keys of the content a folder of records holds. */
export type FolderKey = "projects" | "reviews" | MarkdownFolderKey;
/** The folders of Markdown records: front matter and a body. */
export type MarkdownFolderKey = "guides";

/** A page of the route table a record shows on: its kind, and what tells it apart (a slug). */
export type ShownOn = { name: RouteName; arg?: unknown };
/** A record as the preview holds it: a folder record's slug, its data. */
type ShownRecord = { slug?: string; data: unknown };

type Common = {
  /** The admin's name for it, which keys its labels: "site", "fencing", "projects"… */
  name: string;
  /**
   * What the admin and the owner's messages call a single file. A service page has none: its record names it
   * (service-names.ts); a folder's records are named by their collection (admin-labels.ts collectionLabels).
   */
  label?: string;
  /** Relative to the project folder. */
  path: string;
  schema: z.ZodType;
  /**
   * The pages a record of it shows on, its own first: the admin's preview draws them. `priced`, the first service
   * in the navigation with an estimator, which shows the layout's and the estimator's words.
   */
  shows: (record: ShownRecord, priced: ServiceSlug | undefined) => ShownOn[];
};

export type ContentEntry = Common &
  (
    | {
        kind: "file";
        /** Its place in the content: a key, or a service page's slug under `services`. */
        key: FileKey | { service: ServiceSlug };
        /**
         * Whether its record may carry English (`en:`): the one list of what has English. The translations' keys,
         * the English site's records and pages (english.ts) and the route table's pairs derive from it.
         */
        english?: EnglishOf;
      }
    | {
        kind: "folder";
        key: FolderKey;
        /** Markdown files whose front matter is the record and whose body is the text. */
        markdown?: boolean;
        /**
         * Whether each record may carry English (`en:`), kept under `<key>/<slug>` in the translations: a project's
         * words in the English company profile's table.
         */
        englishPerRecord?: true;
      }
  );

/** What a file's English makes. */
export type EnglishOf = {
  /**
   * The words every English page shows (the company's, the layout's): published with any English page the owner
   * approves, with no approval of their own.
   */
  shared?: true;
  /**
   * The Arabic addresses of the pages its English makes while the content has them; `translated` says which
   * records have their English. None: its words show on other pages alone.
   */
  pages?: (content: SiteContent, translated: (key: TranslatedKey) => boolean) => string[];
};

/** What the admin's config is generated from: a file or a folder, its name, path and schema. */
export type AdminEntry = Pick<Common, "name" | "label" | "path" | "schema"> &
  ({ kind: "file" } | { kind: "folder"; markdown?: boolean });

const own = (name: RouteName) => () => [{ name }];

/**
 * The one list of content files and folders: the schema each must match, where its records sit in the content, the
 * pages they show on, and whether they have English. The build's loader and the admin's draft check read the files
 * from here (sources.ts, check.ts), validation parses each with its schema (validate.ts), the admin's config.yml is
 * generated from it, and its preview draws each record's pages; so adding a content file is one entry here plus its
 * schema. Paths are relative to the project folder; the names key the admin's Arabic labels.
 */
export const contentCatalog: readonly ContentEntry[] = [
  {
    kind: "file",
    name: "site",
    label: "بيانات الشركة والتواصل",
    key: "site",
    path: "content/site.yml",
    schema: siteSchema,
    // The company profile is the company's page, in English once the company's and the layout's words are.
    english: { shared: true, pages: () => [companyProfilePath] },
    // The credentials show on the company profile alone.
    shows: () => ["home", "companyProfile", "warranty", "privacy", "complaints"].map((name) => ({ name }) as ShownOn),
  },
  {
    kind: "file",
    name: "ui",
    label: "نصوص الواجهة المشتركة",
    key: "ui",
    path: "content/ui.yml",
    schema: uiSchema,
    // The estimator's words are the layout's: in English for the services with an English page.
    english: { shared: true, pages: (_content, translated) => (serviceSlugs.some(translated) ? [estimatePath] : []) },
    // The layout's words, the estimator's and the site visit's: a priced service page shows them all.
    shows: (_record, priced) => [
      ...(priced ? [{ name: "service" as const, arg: priced }] : []),
      { name: "estimate" },
      { name: "notFound" },
    ],
  },
  {
    kind: "file",
    name: "home",
    label: "الصفحة الرئيسية",
    key: "home",
    path: "content/pages/home.yml",
    schema: homePageSchema,
    english: { pages: () => ["/"] },
    shows: own("home"),
  },
  ...serviceSlugs.map((slug): ContentEntry => ({
    kind: "file",
    name: slug,
    key: { service: slug },
    path: `content/pages/${slug}.yml`,
    schema: servicePageSchema,
    english: { pages: () => [pathOfService(slug)] },
    shows: () => [{ name: "service", arg: slug }],
  })),
  {
    kind: "file",
    name: "projects-page",
    label: "صفحة المشاريع",
    key: "projectsPage",
    path: "content/pages/projects.yml",
    schema: projectsPageSchema,
    shows: own("projects"),
  },
  {
    kind: "folder",
    name: "projects",
    key: "projects",
    path: "content/projects",
    schema: projectSchema,
    englishPerRecord: true,
    shows: (record) => [{ name: "project", arg: record.slug }],
  },
  {
    kind: "folder",
    name: "reviews",
    key: "reviews",
    path: "content/reviews",
    schema: reviewSchema,
    shows: (record) => [{ name: "service", arg: (record.data as { service: ServiceSlug }).service }, { name: "home" }],
  },
  {
    kind: "file",
    name: "guides-page",
    label: "صفحة الأدلة",
    key: "guidesPage",
    path: "content/pages/guides.yml",
    schema: guidesPageSchema,
    shows: own("guides"),
  },
  {
    kind: "folder",
    name: "guides",
    key: "guides",
    path: "content/guides",
    schema: guideSchema,
    markdown: true,
    shows: (record) => [{ name: "guide", arg: record.slug }],
  },
  {
    kind: "file",
    name: "warranty-page",
    label: "صفحة الضمان",
    key: "warrantyPage",
    path: "content/pages/warranty.yml",
    schema: warrantyPageSchema,
    // The terms are the company's (site.yml, translated with it); the page's own words are warranty.yml's.
    english: { pages: (content) => (hasWarrantyPage(content.site) ? [warrantyPath] : []) },
    shows: own("warranty"),
  },
  {
    kind: "file",
    name: "privacy-page",
    label: "سياسة الخصوصية",
    key: "privacyPage",
    path: "content/pages/privacy.yml",
    schema: privacyPageSchema,
    english: { pages: () => [privacyPath] },
    shows: own("privacy"),
  },
  {
    kind: "file",
    name: "complaints-page",
    label: "صفحة الشكاوى",
    key: "complaintsPage",
    path: "content/pages/complaints.yml",
    schema: complaintsPageSchema,
    english: { pages: () => [complaintsPath] },
    shows: own("complaints"),
  },
];

/** The key of a file's translation in the content's translations: its own key, or a service page's slug. */
export type TranslatedKey =
  | Extract<FileKey, "site" | "ui" | "home" | "warrantyPage" | "privacyPage" | "complaintsPage">
  | ServiceSlug
  /** A folder record's English (`projects/<slug>`): the English company profile's projects table. */
  | `${FolderKey}/${string}`;

/** A single file's key in the translations: its key, or its slug for a service page. */
export const translationKey = (entry: Extract<ContentEntry, { kind: "file" }>) =>
  (typeof entry.key === "string" ? entry.key : entry.key.service) as TranslatedKey;

/** The files whose records may carry English, with the key of their translation and their own page's address. */
export const translatedFilesOf = (catalog: readonly ContentEntry[]) =>
  catalog.flatMap((entry) =>
    entry.kind === "file" && entry.english ? [{ entry, key: translationKey(entry), ...entry.english }] : [],
  );
export const translatedFiles = translatedFilesOf(contentCatalog);

/**
 * The records whose English has no approval of its own (catalog names): the company's words (site) and the layout's
 * (ui) are on every English page, and each page's approval covers them, so the owner approves one box per English
 * page. Their `en:` block holds words alone; the admin offers them no box.
 */
export const sharedEnglish: readonly string[] = translatedFiles
  .filter(({ shared }) => shared)
  .map(({ entry }) => entry.name);

/** The owner's name of each single file, by its catalog name: «بيانات الشركة والتواصل». */
export const fileLabelsOf = (catalog: readonly ContentEntry[]): Readonly<Record<string, string>> =>
  Object.fromEntries(catalog.flatMap((entry) => (entry.label ? [[entry.name, entry.label]] : [])));
export const fileLabels = fileLabelsOf(contentCatalog);

/** The English translation's words in the admin (decision 0039). */
export const translationLabels = {
  reviewed: pathLabels["en.reviewed"]!,
  reviewedHint:
    // One box per English page: what it covers, the shared words by the admin's names.
    `فعّله بعد مراجعة ترجمة هذه الصفحة كاملة، فتُنشر صفحتها الإنجليزية ومعها ترجمة ${sharedEnglish.map((name) => `«${fileLabels[name]}»`).join(" و")} كما تظهر عليها (اسم الشركة والقائمة والتذييل)، فلا تحتاج تلك إلى موافقة منفصلة. قبل ذلك تبقى الصفحة العربية وحدها على الموقع.`,
};

/** A single file's record where byCatalog laid it: at its key, or a service page's under `services`. */
export const fileAt = <F>(
  laid: Partial<Record<FileKey, F>> & { services: Partial<Record<ServiceSlug, F>> },
  entry: Extract<ContentEntry, { kind: "file" }>,
) => (typeof entry.key === "string" ? laid[entry.key] : laid.services[entry.key.service]);

/**
 * Lays each catalog entry's records where the content has them: a file's record at its key (a service page's under
 * `services`), a folder's list at its key. `read` gives a file's record or a folder's records: the build reads them
 * from files (sources.ts), the admin from its draft (check.ts).
 */
export function byCatalog<F, R>(
  read: (entry: ContentEntry) => F | R[],
  catalog: readonly ContentEntry[] = contentCatalog,
): Record<FileKey, F> & Record<FolderKey, R[]> & { services: Record<ServiceSlug, F> } {
  const laid: Record<string, unknown> & { services: Record<string, unknown> } = { services: {} };
  for (const entry of catalog) {
    const value = read(entry);
    if (typeof entry.key === "string") laid[entry.key] = value;
    else laid.services[entry.key.service] = value;
  }
  return laid as Record<FileKey, F> & Record<FolderKey, R[]> & { services: Record<ServiceSlug, F> };
}

/** The file a record of `entry` lives in: a single file's path, or a folder record's by its slug. */
export const recordPath = (entry: ContentEntry, slug?: string) =>
  entry.kind === "file" ? entry.path : `${entry.path}/${slug}.${entry.markdown ? "md" : "yml"}`;

/** The path of a catalog entry by name, e.g. contentPath("site") → "content/site.yml". */
export function contentPath(name: string) {
  const entry = contentCatalog.find((e) => e.name === name);
  if (!entry) throw new Error(`No content entry named "${name}"`);
  return entry.path;
}

/** The admin groups single files by their folder: content/*.yml are the settings, content/pages/*.yml the pages. */
export function groupOf(path: string) {
  const folder = path.split("/").slice(0, -1).join("/");
  return folder === "content" ? "settings" : folder.split("/").at(-1)!;
}
