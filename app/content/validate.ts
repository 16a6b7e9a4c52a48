import type { z } from "zod";
import { examplePaths } from "./examples.ts";
import { servicePages, type ServiceSlug } from "./routes.ts";
import {
  homePageSchema,
  projectSchema,
  projectsPageSchema,
  reviewSchema,
  servicePageSchema,
  uploadFileName,
  type HomePageContent,
  type Project,
  type ProjectsPageContent,
  type Review,
  type ServicePageContent,
} from "./schema.ts";
import { siteSchema, type SiteConfig } from "./site-schema.ts";
import { uiSchema, type UiText } from "./ui-schema.ts";

/** Thrown for invalid content; the message names the file, the line, the record and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** One parsed content file. `lineOf` maps a field path to its line in the file, where known. */
export type Source = {
  file: string;
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
  /** Answers whether an illustration ("fencing/1") or an upload ("/images/uploads/x.jpg") exists. */
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
};

/** At most this many example records of each kind ship (decisions §11). */
const maxExamples = 2;

const labelKeys = ["title", "question", "type", "name", "thickness", "kind"] as const;

/** A readable path such as `sections[6] ("أسعار التسوير").rows[1] ("شبك حديد").price.min`. */
function describePath(path: readonly PropertyKey[], data: unknown): string {
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

function problemsOf<S extends z.ZodType>(source: Source, schema: S) {
  const result = schema.safeParse(source.data);
  if (result.success) return { data: result.data as z.output<S>, problems: [] };
  const problems = result.error.issues.flatMap((issue) => {
    // An unknown field: name each one, at its own line.
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [undefined];
    return keys.map((key) => {
      const path = key === undefined ? issue.path : [...issue.path, key];
      const message = key === undefined ? issue.message : "unknown field (misspelt, or not allowed here)";
      return `${where(source, path)}: ${describePath(path, source.data)}: ${message}`;
    });
  });
  return { data: undefined, problems };
}

/** Parses one record; throws a ContentError listing every problem in it. */
export function parseRecord<S extends z.ZodType>(source: Source, schema: S): z.output<S> {
  const { data, problems } = problemsOf(source, schema);
  if (problems.length) throw new ContentError(`Invalid content in ${source.file}:\n${list(problems)}`);
  return data as z.output<S>;
}

const list = (problems: string[]) => problems.map((p) => `  - ${p}`).join("\n");

/**
 * Validates every content file and the rules that span files. Collects the
 * problems of all files before throwing, so one build shows everything to fix.
 */
export function validateContent(sources: ContentSources): SiteContent {
  const problems: string[] = [];
  const parse = <S extends z.ZodType>(source: Source, schema: S) => {
    const result = problemsOf(source, schema);
    problems.push(...result.problems);
    return result.data;
  };

  const site = parse(sources.site, siteSchema);
  const ui = parse(sources.ui, uiSchema);
  const home = parse(sources.home, homePageSchema);
  const projectsPage = parse(sources.projectsPage, projectsPageSchema);
  const services = Object.fromEntries(
    servicePages.map(({ slug }) => [slug, parse(sources.services[slug], servicePageSchema)]),
  ) as Record<ServiceSlug, ServicePageContent | undefined>;
  const projects = sources.projects.map((source) => {
    const data = parse(source, projectSchema);
    return data && { ...data, slug: source.slug };
  });
  const reviews = sources.reviews.map((source) => {
    const data = parse(source, reviewSchema);
    return data && { ...data, slug: source.slug };
  });
  if (
    !site ||
    !ui ||
    !home ||
    !projectsPage ||
    Object.values(services).some((s) => !s) ||
    projects.some((p) => !p) ||
    reviews.some((r) => !r)
  )
    throw new ContentError(`Invalid content:\n${list(problems)}`);

  const serviceSources = servicePages.map(({ slug }) => ({ source: sources.services[slug], page: services[slug]! }));

  for (const { source, page } of serviceSources) {
    const ids = new Set<string>();
    page.sections.forEach((section, s) => {
      if (section.kind === "image") return;
      if (ids.has(section.id))
        problems.push(
          `${where(source, ["sections", s, "id"])}: sections[${s}].id "${section.id}" is used twice on the page`,
        );
      ids.add(section.id);
    });
  }

  // One service, one name: two services sharing a name could not be told apart in menus and filters.
  const names = new Map<string, string>();
  for (const { source, page } of serviceSources) {
    const other = names.get(page.name);
    if (other) problems.push(`${where(source, ["name"])}: name "${page.name}" is also the name of ${other}`);
    names.set(page.name, source.file);
  }

  const knownPaths = new Set<string>(["/", ...servicePages.map((page) => page.path)]);
  const checkHref = (path: (string | number)[], href: string | undefined) => {
    const target = href?.split("#")[0];
    if (target && !knownPaths.has(target))
      problems.push(
        `${where(sources.home, path)}: ${path.join(".")} links to "${href}", which is not a page of the site`,
      );
  };
  home.services.items.forEach((card, i) => checkHref(["services", "items", i, "href"], card.href));
  home.projects.items.forEach((card, i) => checkHref(["projects", "items", i, "href"], card.href));

  const records: { source: Source; data: unknown }[] = [
    { source: sources.home, data: home },
    ...serviceSources.map(({ source, page }) => ({ source, data: page })),
    ...sources.projects.map((source, i) => ({ source, data: projects[i] })),
  ];
  for (const { source, data } of records) {
    for (const { path, ref } of collectImages(data)) {
      if (!sources.imageExists(ref))
        problems.push(
          uploadFileName(ref)
            ? `${where(source, path)}: ${describePath(path, data)} "${ref}" is not in photos/uploads/ (upload it in the admin, or copy it there)`
            : `${where(source, path)}: ${describePath(path, data)} "${ref}" has no illustration (app/assets/illustrations/${ref}.svg)`,
        );
    }
  }

  for (const [kind, items, folder] of [
    ["projects", projects, sources.projects],
    ["reviews", reviews, sources.reviews],
  ] as const) {
    const examples = items.filter((item) => item!.example);
    if (examples.length > maxExamples)
      problems.push(
        `content/${kind}: ${examples.length} records are marked example: true (${examples.map((e) => e!.slug).join(", ")}); keep at most ${maxExamples}`,
      );
    folder.forEach((source) => {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(source.slug))
        problems.push(
          `${source.file}: the file name must be lowercase latin letters, digits and dashes (it becomes the page address)`,
        );
    });
  }
  for (const [i, rule] of (site.company.warranty?.services ?? []).entries()) {
    if ((site.company.warranty?.services ?? []).findIndex((r) => r.service === rule.service) !== i)
      problems.push(
        `${where(sources.site, ["company", "warranty", "services", i])}: company.warranty.services[${i}]: ${rule.service} has two warranty entries`,
      );
  }

  if (problems.length) throw new ContentError(`Invalid content:\n${list(problems)}`);
  const newestFirst =
    <T extends { slug: string }>(key: (item: T) => string) =>
    (a: T, b: T) =>
      key(b).localeCompare(key(a)) || a.slug.localeCompare(b.slug);
  return {
    site,
    ui,
    home,
    services: services as Record<ServiceSlug, ServicePageContent>,
    projectsPage,
    projects: (projects as Project[]).sort(newestFirst((p) => String(p.year))),
    reviews: (reviews as Review[]).sort(newestFirst((r) => r.date)),
  };
}

/** What the production build refuses: `content/site.yml: company.cr`, `content/projects/x.yml: example: true`. */
export function exampleValues(content: SiteContent, sources: Pick<ContentSources, "site" | "projects" | "reviews">) {
  return [
    ...examplePaths(content.site).map((path) => `${sources.site.file}: ${path}`),
    ...content.projects.filter((p) => p.example).map((p) => `${fileOf(sources.projects, p.slug)}: example: true`),
    ...content.reviews.filter((r) => r.example).map((r) => `${fileOf(sources.reviews, r.slug)}: example: true`),
  ];
}

const fileOf = (sources: (Source & { slug: string })[], slug: string) => sources.find((s) => s.slug === slug)!.file;

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
