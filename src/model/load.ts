import { existsSync, readdirSync, readFileSync, type Dirent } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { isNode, LineCounter, parseDocument } from "yaml";
import { contentPath } from "./catalog.ts";
import { uploadFileName } from "./schema.ts";
import { servicePages, type ServiceSlug } from "./pages.ts";
import { ContentError, exampleValues, validateContent, type ContentSources, type Source } from "./validate.ts";

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

/** Why a file in a records folder is not read, and what to do about it, in English and Arabic. */
function refusal(file: string, entry: Dirent) {
  if (!entry.isFile()) return `${file}: a folder among the records; move it out / مجلد داخل مجلد السجلات: انقله خارجه`;
  if (/\.ya?ml$/i.test(entry.name))
    return `${file}: records are saved as .yml; rename it to ${entry.name.replace(/\.ya?ml$/i, ".yml")} / غيّر امتداد الملف إلى ‎.yml‎`;
  return `${file}: not a YAML file; each record is one .yml file, so move it out of this folder / ليس ملف YAML: انقله خارج هذا المجلد`;
}

/**
 * Reads a Markdown file with YAML front matter (a guide): the front matter is
 * the record, with its lines counted from the top of the file; the body is the text.
 */
export function readMarkdown(path: string, file = path): Source & { body: string; bodyLine: number } {
  const text = readFileSync(path, "utf8").replace(/^\uFEFF/, "");
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) throw new ContentError(`${file}:1: must start with front matter between two lines of ---`);
  const lineCounter = new LineCounter();
  const doc = parseDocument(match[1]!, { lineCounter, uniqueKeys: true, prettyErrors: false });
  // The front matter starts on the file's second line, after the opening ---.
  const line = (pos: number) => lineCounter.linePos(pos).line + 1;
  if (doc.errors.length) {
    const problems = doc.errors.map((error) => `  - ${file}:${line(error.pos[0])}: ${error.message.split("\n")[0]}`);
    throw new ContentError(`This front matter cannot be read:\n${problems.join("\n")}`);
  }
  return {
    file,
    data: doc.toJS(),
    lineOf: (keys) => {
      const node = keys.length ? doc.getIn(keys, true) : doc.contents;
      return isNode(node) && node.range ? line(node.range[0]) : undefined;
    },
    body: text.slice(match[0].length),
    bodyLine: match[0].split("\n").length,
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
  const read = (name: string) => ({ ...readPath(located(name)), entry: name });
  /**
   * A folder of records, one file each, in name order. Git keeps no empty folder, so a missing
   * one is no records; dot files (.gitkeep, .DS_Store, swap files) are not records. Only files
   * ending in `extension`, the one the admin lists and saves, are read, so a record the build
   * reads is always one the owner can edit; anything else is refused by name, never skipped.
   */
  const records = <T extends Source>(
    name: string,
    extension: string,
    readFile: (path: string) => T,
    refuse: (file: string, entry: Dirent) => string,
  ) => {
    const dir = located(name);
    if (!existsSync(dir)) return [];
    const entries = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith("."))
      .sort((a, b) => a.name.localeCompare(b.name));
    const refused = entries
      .filter((entry) => !entry.isFile() || !entry.name.endsWith(extension))
      .map((entry) => refuse(shown(join(dir, entry.name)), entry));
    if (refused.length) throw new ContentError(`Invalid content:\n${refused.map((p) => `  - ${p}`).join("\n")}`);
    return entries.map((entry) => ({
      ...readFile(join(dir, entry.name)),
      entry: name,
      slug: basename(entry.name, extension),
    }));
  };
  const folder = (name: string) => records(name, ".yml", readPath, refusal);
  const markdownFolder = (name: string) =>
    records(
      name,
      ".md",
      (path) => readMarkdown(path, shown(path)),
      (file, entry) =>
        entry.isFile()
          ? `${file}: guides are Markdown files ending in .md; rename or move it / الأدلة ملفات Markdown بامتداد ‎.md‎: غيّر امتداده أو انقله`
          : refusal(file, entry),
    );

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
    guidesPage: read("guides-page"),
    guides: markdownFolder("guides"),
    warrantyPage: read("warranty-page"),
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
export function loadContent(root = process.cwd(), siteUrl = process.env.SITE_URL) {
  const sources = readSources(root, siteUrl);
  const content = validateContent(sources);
  return { content, examples: exampleValues(content, sources), paths: contentPaths(root) };
}
