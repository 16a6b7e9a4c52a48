import { homePageSchema, servicePageSchema } from "../../app/content/schema";
import { siteSchema } from "../../app/content/site-schema";
import type { ContentEntry } from "./admin-config";

// STAND-IN until app/content/catalog.ts (the one list of content files and their
// schemas) lands on main; then this file becomes a re-export of that list.
// The service slugs are the file names of content/pages/<slug>.yml.
const serviceSlugs = [
  "warehouses",
  "canopies",
  "shutters",
  "sandwich-panel",
  "fencing",
  "laser-shutters",
  "cladding",
  "doors",
] as const;

export const contentCatalog: ContentEntry[] = [
  { kind: "file", name: "site", path: "content/site.yml", schema: siteSchema },
  { kind: "file", name: "home", path: "content/pages/home.yml", schema: homePageSchema },
  ...serviceSlugs.map((slug): ContentEntry => ({
    kind: "file",
    name: slug,
    path: `content/pages/${slug}.yml`,
    schema: servicePageSchema,
  })),
];
