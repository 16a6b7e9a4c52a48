import type { z } from "zod";
import { servicePaths } from "./routes";
import { homePageSchema, servicePageSchema, type HomePageContent, type ServicePageContent } from "./schema";
import { siteSchema, type SiteConfig } from "./site-schema";

/** Thrown for invalid content; the message names the file, the record and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

const labelKeys = ["title", "question", "type", "name", "thickness"] as const;

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

export function parseRecord<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${describePath(issue.path, data)}: ${issue.message}`);
  throw new ContentError(`Invalid content in ${file}:\n${problems.join("\n")}`);
}

export type ContentSources = {
  site: { file: string; data: unknown };
  home: { file: string; data: unknown };
  services: { file: string; data: unknown }[];
  /** Answers whether an image slot such as "fencing/1" has an illustration or a photo. */
  imageExists: (src: string) => boolean;
};

/** Validates every content file and the rules that span files; throws ContentError on the first bad file. */
export function validateContent(sources: ContentSources): {
  site: SiteConfig;
  home: HomePageContent;
  services: ServicePageContent[];
} {
  const site = parseRecord(sources.site.file, siteSchema, sources.site.data);
  const home = parseRecord(sources.home.file, homePageSchema, sources.home.data);
  const services = sources.services.map(({ file, data }) => parseRecord(file, servicePageSchema, data));

  const problems: string[] = [];
  const seen = new Map<string, string>();
  sources.services.forEach(({ file }, i) => {
    const service = services[i]!;
    for (const [field, value] of [
      ["path", service.path],
      ["slug", service.slug],
    ] as const) {
      const key = `${field}:${value.toLowerCase()}`;
      const other = seen.get(key);
      if (other) problems.push(`${file}: ${field} "${value}" is already used by ${other} (duplicate route)`);
      seen.set(key, file);
    }
    if (!(servicePaths as readonly string[]).includes(service.path)) {
      problems.push(`${file}: path "${service.path}" is not one of the site's routes (app/content/routes.ts)`);
    }
    const ids = new Set<string>();
    service.sections.forEach((section, s) => {
      if (section.kind === "image") return;
      if (ids.has(section.id)) problems.push(`${file}: sections[${s}].id "${section.id}" is used twice on the page`);
      ids.add(section.id);
    });
  });
  for (const path of servicePaths) {
    if (!services.some((s) => s.path === path))
      problems.push(`app/content/services: no content record for route ${path}`);
  }

  // Search results cut titles at about 60 characters, and two pages sharing a
  // title or description compete with each other.
  const pages = [
    { file: sources.home.file, meta: home.meta },
    ...services.map((service, i) => ({ file: sources.services[i]!.file, meta: service.meta })),
  ];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const { file, meta } of pages) {
    const title = meta.title === site.name ? meta.title : `${meta.title} | ${site.name}`;
    if (title.length > 60)
      problems.push(`${file}: meta.title "${title}" is ${title.length} characters with the site name; keep it to 60`);
    if (titles.has(title)) problems.push(`${file}: meta.title "${meta.title}" is also used by ${titles.get(title)}`);
    if (descriptions.has(meta.description))
      problems.push(`${file}: meta.description is also used by ${descriptions.get(meta.description)}`);
    titles.set(title, file);
    descriptions.set(meta.description, file);
  }

  const knownPaths = new Set<string>(["/", ...servicePaths]);
  const checkHref = (file: string, field: string, href: string | undefined) => {
    const path = href?.split("#")[0];
    if (path && !knownPaths.has(path))
      problems.push(`${file}: ${field} links to "${href}", which is not a page of the site`);
  };
  home.services.items.forEach((card, i) => checkHref(sources.home.file, `services.items[${i}].href`, card.href));
  home.projects.items.forEach((card, i) => checkHref(sources.home.file, `projects.items[${i}].href`, card.href));

  for (const [file, images] of [
    [sources.home.file, collectImages(home)],
    ...sources.services.map(({ file }, i) => [file, collectImages(services[i])] as const),
  ] as const) {
    for (const { path, src } of images) {
      if (!sources.imageExists(src))
        problems.push(
          `${file}: ${path} "${src}" has no image (add app/assets/illustrations/${src}.svg or photos/${src}.jpg)`,
        );
    }
  }

  if (problems.length) throw new ContentError(`Invalid content:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return { site, home, services };
}

/** Every `{ src, alt }` image inside a record, with the field path that holds it. */
function collectImages(value: unknown, path = ""): { path: string; src: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => collectImages(item, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (typeof record.src === "string" && typeof record.alt === "string")
    return [{ path: `${path}.src`, src: record.src }];
  return Object.entries(record).flatMap(([key, child]) => collectImages(child, path ? `${path}.${key}` : key));
}
