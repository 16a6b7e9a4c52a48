import { serviceSlugs } from "../../app/content/routes.ts";
import {
  homePageSchema,
  projectSchema,
  projectsPageSchema,
  reviewSchema,
  servicePageSchema,
} from "../../app/content/schema.ts";
import { siteSchema } from "../../app/content/site-schema.ts";
import { uiSchema } from "../../app/content/ui-schema.ts";
import type { ContentEntry } from "./admin-config.ts";

// STAND-IN until app/content/catalog.ts (the one list of content files and
// their schemas) lands on main; then this file becomes a re-export of it. It
// mirrors what app/content/load.server.ts reads.
export const contentCatalog: ContentEntry[] = [
  { kind: "file", name: "site", path: "content/site.yml", schema: siteSchema },
  { kind: "file", name: "ui", path: "content/ui.yml", schema: uiSchema },
  { kind: "file", name: "home", path: "content/pages/home.yml", schema: homePageSchema },
  ...serviceSlugs.map((slug): ContentEntry => ({
    kind: "file",
    name: slug,
    path: `content/pages/${slug}.yml`,
    schema: servicePageSchema,
  })),
  { kind: "file", name: "projects-page", path: "content/pages/projects.yml", schema: projectsPageSchema },
  { kind: "folder", name: "projects", path: "content/projects", schema: projectSchema },
  { kind: "folder", name: "reviews", path: "content/reviews", schema: reviewSchema },
];
