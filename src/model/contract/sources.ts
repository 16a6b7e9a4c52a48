// The content files as the build reads them, from any store of files: the project
// folder at build time (load.ts, through node:fs), or a commit's files fetched from
// the Git host in the owner's admin (admin/publish-status.ts), so that both run the
// one validation (validate.ts) on the same sources. No Node import here.
import { CST, isNode, LineCounter, Parser, parseDocument, type YAMLError } from "yaml";
import { byCatalog, contentCatalog, type ContentEntry } from "./catalog.ts";
import { ContentError, type ContentSources, type Source } from "./validate.ts";

/**
 * A file the admin cannot open, in the owner's words: it was edited outside the admin (on
 * GitHub, say), so that is where he corrects the line or undoes the edit.
 */
export const syntaxError = (file: string, line: number) =>
  `في الملف ${file} خطأ في الكتابة في السطر ${line}، فلا يُقرأ الملف كله. صحّح هذا السطر في GitHub (افتح الملف واضغط رمز القلم)، أو تراجع عن آخر تعديل عليه`;

/**
 * Where a syntax error is to be corrected: the start of the value it breaks. The parser finds an unclosed
 * quote or bracket where it gives up, at the end of the file; the value that opens it is where it starts.
 */
export function errorOffset(text: string, error: YAMLError) {
  const [at] = error.pos;
  let start = at;
  const opened = (token: CST.Token) => {
    if (token.offset > at || token.offset >= start) return;
    if (token.type === "double-quoted-scalar" || token.type === "single-quoted-scalar") {
      const quote = token.source[0]!;
      const closed = token.source.length > 1 && token.source.endsWith(quote);
      if (!closed || token.offset + token.source.length >= at) start = token.offset;
    } else if (token.type === "flow-collection" && !token.end.length) start = token.offset;
  };
  for (const document of new Parser().parse(text)) {
    if (document.type !== "document") continue;
    CST.visit(document, (item) => {
      for (const token of [...(item.start ?? []), item.key, ...(item.sep ?? []), item.value])
        if (token && typeof token === "object") opened(token as CST.Token);
    });
  }
  return start;
}

/**
 * The YAML of a file, or of a guide's front matter (`firstLine`: the line of the file it starts on): its data
 * and each field's line in the file. A syntax error names the file and the line, and for a whole file the column.
 */
function yamlSource(text: string, file: string, firstLine = 1): Source {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const line = (pos: number) => lineCounter.linePos(pos).line + firstLine - 1;
  if (doc.errors.length) {
    const whole = firstLine === 1;
    const problems = doc.errors.map((error) => {
      const offset = errorOffset(text, error);
      const at = whole ? `${line(offset)}:${lineCounter.linePos(offset).col}` : `${line(offset)}`;
      return `  - ${syntaxError(file, line(offset))} / ${file}:${at}: ${error.message.split("\n")[0]}`;
    });
    const what = whole ? "This YAML file" : "This front matter";
    throw new ContentError(`تعذّرت قراءة ملف / ${what} cannot be read:\n${problems.join("\n")}`);
  }
  return {
    file,
    data: doc.toJS(),
    lineOf: (path) => {
      const node = path.length ? doc.getIn(path, true) : doc.contents;
      return isNode(node) && node.range ? line(node.range[0]) : undefined;
    },
  };
}

/** Parses one YAML file; a syntax error names the file, the line and the column. */
export const parseYaml = (text: string, file: string): Source => yamlSource(text, file);

/**
 * Parses a Markdown file with YAML front matter (a guide): the front matter is
 * the record, with its lines counted from the top of the file; the body is the text.
 */
function parseMarkdown(source: string, file: string): Source & { body: string; bodyLine: number } {
  const text = source.replace(/^\uFEFF/, "");
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) throw new ContentError(`${file}:1: must start with front matter between two lines of ---`);
  // The front matter starts on the file's second line, after the opening ---.
  return {
    ...yamlSource(match[1]!, file, 2),
    body: text.slice(match[0].length),
    bodyLine: match[0].split("\n").length,
  };
}

/** Where the content is read from: files by their path under the content folder ("site.yml", "projects/x.yml"). */
export type ContentStore = {
  /** The file's text, or undefined when there is none. */
  read: (path: string) => string | undefined;
  /** The entries of a folder, or undefined when there is no such folder. */
  list: (folder: string) => { name: string; isFile: boolean }[] | undefined;
  /** How a file is named in messages, e.g. "content/site.yml". */
  shown: (path: string) => string;
  /** Whether an illustration ("fencing/1") or an upload ("/photos/uploads/x.jpg") exists. */
  imageExists: (ref: string) => boolean;
};

/** Why a file in a records folder is not read, and what to do about it, in English and Arabic. */
function refusal(file: string, entry: { name: string; isFile: boolean }) {
  if (!entry.isFile) return `${file}: a folder among the records; move it out / مجلد داخل مجلد السجلات: انقله خارجه`;
  if (/\.ya?ml$/i.test(entry.name))
    return `${file}: records are saved as .yml; rename it to ${entry.name.replace(/\.ya?ml$/i, ".yml")} / غيّر امتداد الملف إلى ‎.yml‎`;
  return `${file}: not a YAML file; each record is one .yml file, so move it out of this folder / ليس ملف YAML: انقله خارج هذا المجلد`;
}

/** Every content file of a store, parsed but not yet validated. `siteUrl` (SITE_URL at build time) overrides the public URL. */
export function sourcesOf(
  store: ContentStore,
  siteUrl?: string,
  catalog: readonly ContentEntry[] = contentCatalog,
): ContentSources {
  // The catalog's paths start with content/; the store's are relative to the content folder.
  const located = (name: string) => catalog.find((entry) => entry.name === name)!.path.replace(/^content\//, "");
  const readPath = (path: string) => {
    const text = store.read(path);
    if (text === undefined) throw new ContentError(`Missing content file: ${store.shown(path)}`);
    return parseYaml(text, store.shown(path));
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
    parse: (text: string, file: string) => T,
    refuse: (file: string, entry: { name: string; isFile: boolean }) => string,
  ) => {
    const dir = located(name);
    const entries = (store.list(dir) ?? [])
      .filter((entry) => !entry.name.startsWith("."))
      .sort((a, b) => a.name.localeCompare(b.name));
    const refused = entries
      .filter((entry) => !entry.isFile || !entry.name.endsWith(extension))
      .map((entry) => refuse(store.shown(`${dir}/${entry.name}`), entry));
    if (refused.length) throw new ContentError(`Invalid content:\n${refused.map((p) => `  - ${p}`).join("\n")}`);
    return entries.map((entry) => ({
      ...parse(store.read(`${dir}/${entry.name}`) ?? "", store.shown(`${dir}/${entry.name}`)),
      entry: name,
      slug: entry.name.slice(0, -extension.length),
    }));
  };
  const folder = (name: string) => records(name, ".yml", parseYaml, refusal);
  const markdownFolder = (name: string) =>
    records(name, ".md", parseMarkdown, (file, entry) =>
      entry.isFile
        ? `${file}: guides are Markdown files ending in .md; rename or move it / الأدلة ملفات Markdown بامتداد ‎.md‎: غيّر امتداده أو انقله`
        : refusal(file, entry),
    );

  const sources = {
    ...byCatalog(
      (entry) =>
        entry.kind === "file" ? read(entry.name) : entry.markdown ? markdownFolder(entry.name) : folder(entry.name),
      catalog,
    ),
    imageExists: store.imageExists,
  } as ContentSources;
  const { site } = sources;
  if (siteUrl && site.data && typeof site.data === "object") site.data = { ...site.data, url: siteUrl };
  return sources;
}
