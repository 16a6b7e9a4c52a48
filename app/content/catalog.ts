import type { z } from "zod";
import { serviceSlugs } from "./routes.ts";
import { homePageSchema, projectSchema, projectsPageSchema, reviewSchema, servicePageSchema } from "./schema.ts";
import { siteSchema } from "./site-schema.ts";
import { uiSchema } from "./ui-schema.ts";

export type ContentEntry =
  /** A single file, e.g. { name: "site", path: "content/site.yml" }. */
  | { kind: "file"; name: string; path: string; schema: z.ZodType }
  /** A folder of files, one record each, e.g. { name: "projects", path: "content/projects" }. */
  | { kind: "folder"; name: string; path: string; schema: z.ZodType };

/**
 * The one list of content files and folders, with the schema each must match.
 * The build's loader reads them from here and the admin's config.yml is
 * generated from it, so the two can never disagree. Paths are relative to the
 * project folder; the names key the admin's Arabic labels.
 */
export const contentCatalog = [
  { kind: "file", name: "site", path: "content/site.yml", schema: siteSchema },
  { kind: "file", name: "ui", path: "content/ui.yml", schema: uiSchema },
  { kind: "file", name: "home", path: "content/pages/home.yml", schema: homePageSchema },
  ...serviceSlugs.map((slug) => ({
    kind: "file" as const,
    name: slug,
    path: `content/pages/${slug}.yml`,
    schema: servicePageSchema,
  })),
  { kind: "file", name: "projects-page", path: "content/pages/projects.yml", schema: projectsPageSchema },
  { kind: "folder", name: "projects", path: "content/projects", schema: projectSchema },
  { kind: "folder", name: "reviews", path: "content/reviews", schema: reviewSchema },
] satisfies ContentEntry[];

/** The path of a catalog entry by name, e.g. contentPath("site") → "content/site.yml". */
export function contentPath(name: string) {
  const entry = contentCatalog.find((e) => e.name === name);
  if (!entry) throw new Error(`No content entry named "${name}"`);
  return entry.path;
}
