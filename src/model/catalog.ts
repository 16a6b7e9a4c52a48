import type { z } from "zod";
import { serviceSlugs } from "./pages.ts";
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

export type ContentEntry =
  /** A single file, e.g. { name: "site", path: "content/site.yml" }. */
  | { kind: "file"; name: string; path: string; schema: z.ZodType }
  /**
   * A folder of files, one record each, e.g. { name: "projects", path: "content/projects" }.
   * `markdown`: Markdown files whose front matter is the record and whose body is the text.
   */
  | { kind: "folder"; name: string; path: string; schema: z.ZodType; markdown?: boolean };

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
  { kind: "file", name: "guides-page", path: "content/pages/guides.yml", schema: guidesPageSchema },
  { kind: "folder", name: "guides", path: "content/guides", schema: guideSchema, markdown: true },
  { kind: "file", name: "warranty-page", path: "content/pages/warranty.yml", schema: warrantyPageSchema },
  { kind: "file", name: "privacy-page", path: "content/pages/privacy.yml", schema: privacyPageSchema },
  { kind: "file", name: "complaints-page", path: "content/pages/complaints.yml", schema: complaintsPageSchema },
] satisfies ContentEntry[];

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
