// The entries the preview draws, apart from the templates (templates.ts) that load the renderer: the renderer's
// modules read this list too, and none of them imports the templates.
import { servicePages } from "~/model/contract/pages";

/**
 * Each content file and folder (src/model/contract/catalog.ts), with the admin collection
 * it is edited in (scripts/build/admin-config.ts) and, for a file, its path,
 * which names it in a save. admin/preview/modules.test.ts holds the three together;
 * the catalog itself brings every schema, which the first screen does without.
 */
export const previewEntries = [
  { name: "site", collection: "settings", file: "content/site.yml" },
  { name: "ui", collection: "settings", file: "content/ui.yml" },
  { name: "home", collection: "pages", file: "content/pages/home.yml" },
  ...servicePages.map(({ slug }) => ({ name: slug, collection: "pages", file: `content/pages/${slug}.yml` })),
  { name: "projects-page", collection: "pages", file: "content/pages/projects.yml" },
  { name: "projects", collection: "projects", folder: true },
  { name: "reviews", collection: "reviews", folder: true },
  { name: "guides-page", collection: "pages", file: "content/pages/guides.yml" },
  { name: "guides", collection: "guides", folder: true, markdown: true },
  { name: "warranty-page", collection: "pages", file: "content/pages/warranty.yml" },
  { name: "privacy-page", collection: "pages", file: "content/pages/privacy.yml" },
  { name: "complaints-page", collection: "pages", file: "content/pages/complaints.yml" },
] as const satisfies { name: string; collection: string; file?: string; folder?: true; markdown?: true }[];
