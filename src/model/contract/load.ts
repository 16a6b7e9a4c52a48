import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { uploadFileName } from "./schema.ts";
import { parseYaml, sourcesOf, type ContentStore } from "./sources.ts";
import type { Source } from "./validate.ts";

/** Where the content lives: content/ beside photos/uploads/ (CONTENT_DIR points elsewhere, e.g. for a test copy). */
export function contentPaths(root = process.cwd()) {
  const contentDir = resolve(root, process.env.CONTENT_DIR || "content");
  return {
    contentDir,
    uploadsDir: resolve(contentDir, "../photos/uploads"),
    illustrationsDir: resolve(root, "src/assets/illustrations"),
  };
}

/** Reads one YAML file; a syntax error names the file, the line and the column. */
export const readYaml = (path: string, file = path): Source => parseYaml(readFileSync(path, "utf8"), file);

/** The content folder on disk as a store (sources.ts). */
export function folderStore(root = process.cwd()): ContentStore {
  const { contentDir, uploadsDir, illustrationsDir } = contentPaths(root);
  const path = (file: string) => join(contentDir, file);
  return {
    read: (file) => (existsSync(path(file)) ? readFileSync(path(file), "utf8") : undefined),
    list: (folder) =>
      existsSync(path(folder))
        ? readdirSync(path(folder), { withFileTypes: true }).map((entry) => ({
            name: entry.name,
            isFile: entry.isFile(),
          }))
        : undefined,
    shown: (file) => relative(root, path(file)) || path(file),
    imageExists: (ref) => {
      const upload = uploadFileName(ref);
      return existsSync(upload ? join(uploadsDir, upload) : join(illustrationsDir, `${ref}.svg`));
    },
  };
}

/** Every content file, parsed but not yet validated. `siteUrl` (SITE_URL at build time) overrides the public URL. */
export const readSources = (root = process.cwd(), siteUrl = process.env.SITE_URL) =>
  sourcesOf(folderStore(root), siteUrl);
