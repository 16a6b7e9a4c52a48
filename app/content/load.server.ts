import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { isNode, LineCounter, parseDocument } from "yaml";
import { contentPath } from "./catalog.ts";
import { uploadFileName } from "./schema.ts";
import { servicePages, type ServiceSlug } from "./routes.ts";
import { ContentError, exampleValues, validateContent, type ContentSources, type Source } from "./validate.ts";

/** Where the content lives: content/ beside photos/uploads/ (CONTENT_DIR points elsewhere, e.g. for a test copy). */
export function contentPaths(root = process.cwd()) {
  const contentDir = resolve(root, process.env.CONTENT_DIR || "content");
  return {
    contentDir,
    uploadsDir: resolve(contentDir, "../photos/uploads"),
    illustrationsDir: resolve(root, "app/assets/illustrations"),
  };
}

/** Reads one YAML file; a syntax error names the file, the line and the column. */
export function readYaml(path: string, file = path): Source {
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, "utf8"), { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length) {
    const problems = doc.errors.map((error) => {
      const at = lineCounter.linePos(error.pos[0]);
      return `  - ${file}:${at.line}:${at.col}: ${error.message.split("\n")[0]}`;
    });
    throw new ContentError(`This YAML file cannot be read:\n${problems.join("\n")}`);
  }
  return {
    file,
    data: doc.toJS(),
    lineOf: (path) => {
      const node = path.length ? doc.getIn(path, true) : doc.contents;
      return isNode(node) && node.range ? lineCounter.linePos(node.range[0]).line : undefined;
    },
  };
}

/** Every content file, parsed but not yet validated. `siteUrl` (SITE_URL at build time) overrides the public URL. */
export function readSources(root = process.cwd(), siteUrl = process.env.SITE_URL): ContentSources {
  const { contentDir, uploadsDir, illustrationsDir } = contentPaths(root);
  const shown = (path: string) => relative(root, path) || path;
  // The catalog's paths start with content/, which CONTENT_DIR may move.
  const located = (name: string) => join(contentDir, contentPath(name).replace(/^content\//, ""));
  const readPath = (path: string) => {
    if (!existsSync(path)) throw new ContentError(`Missing content file: ${shown(path)}`);
    return readYaml(path, shown(path));
  };
  const read = (name: string) => readPath(located(name));
  const folder = (name: string) => {
    const dir = located(name);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => /\.ya?ml$/.test(file))
      .sort()
      .map((file) => ({ ...readPath(join(dir, file)), slug: basename(file).replace(/\.ya?ml$/, "") }));
  };

  const site = read("site");
  if (siteUrl && site.data && typeof site.data === "object") site.data = { ...site.data, url: siteUrl };

  return {
    site,
    ui: read("ui"),
    home: read("home"),
    services: Object.fromEntries(servicePages.map(({ slug }) => [slug, read(slug)])) as Record<ServiceSlug, Source>,
    projectsPage: read("projects-page"),
    projects: folder("projects"),
    reviews: folder("reviews"),
    imageExists: (ref) => {
      const upload = uploadFileName(ref);
      return existsSync(upload ? join(uploadsDir, upload) : join(illustrationsDir, `${ref}.svg`));
    },
  };
}

/**
 * Reads and validates all content: once per build (the content Vite plugin
 * calls it), and in tests, which take their expected values from it.
 */
export function loadContent(root = process.cwd()) {
  const sources = readSources(root);
  const content = validateContent(sources);
  return { content, examples: exampleValues(content, sources), paths: contentPaths(root) };
}
