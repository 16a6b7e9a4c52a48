// The site's pages as Astro wrote them, read and parsed once for every pass after pre-rendering (scripts/build.js:
// the inline scripts' move, the files for search engines, the fonts' characters and preloads, the short class
// names, the budgets on the owner's words, the CSP check). parse5 reads them as a browser does (the HTML standard's
// parser), keeping each node's place in the text. A pass reads the tree and changes a page by replacing ranges of
// its text (a class list, a preload link), never by writing the tree back out: what no pass changes stays byte for
// byte as Astro wrote it. A replaced node is gone for the passes after; no pass adds an element a later one reads,
// so the tree stays true to the page (docs/decisions/2026-11-29-one-parse-of-each-built-page.md).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";

export type Node = DefaultTreeAdapterMap["node"];
export type Element = DefaultTreeAdapterMap["element"];
type Parent = DefaultTreeAdapterMap["parentNode"];

/** A range of a page's text, as parse5 located it. */
export type Range = { startOffset: number; endOffset: number };

export class ParsedPage {
  readonly document: DefaultTreeAdapterMap["document"];
  /** Every element in document order, the contents of a <template> included. */
  readonly elements: Element[] = [];
  #edits: { start: number; end: number; text: string }[] = [];
  #html: string | undefined;

  /** The page's path in the build, with "/" ("index.html", "fencing/index.html"). */
  readonly file: string;
  /** The page as Astro wrote it. */
  readonly source: string;

  constructor(file: string, source: string) {
    this.file = file;
    this.source = source;
    this.document = parse(source, { sourceCodeLocationInfo: true });
    const walk = (parent: Parent) => {
      for (const node of parent.childNodes) {
        if (!("tagName" in node)) continue;
        this.elements.push(node);
        walk(node.tagName === "template" ? (node as DefaultTreeAdapterMap["template"]).content : node);
      }
    };
    walk(this.document);
  }

  /** The page as it will be written: its source with every edit made. */
  get html() {
    return (this.#html ??= this.#written(this.#edits));
  }

  /** The page as it will be written with these ranges left out as well (ranges no edit touches). */
  htmlWithout(ranges: readonly Range[]) {
    return this.#written([
      ...this.#edits,
      ...ranges.map(({ startOffset: start, endOffset: end }) => ({ start, end, text: "" })),
    ]);
  }

  #written(edits: readonly { start: number; end: number; text: string }[]) {
    let html = "";
    let at = 0;
    for (const { start, end, text } of [...edits].sort((a, b) => a.start - b.start)) {
      html += this.source.slice(at, start) + text;
      at = end;
    }
    return html + this.source.slice(at);
  }

  get changed() {
    return this.#edits.length > 0;
  }

  /** Replaces a range of the source; two edits never overlap (each pass changes its own nodes). */
  replace({ startOffset: start, endOffset: end }: Range, text: string) {
    if (this.#edits.some((edit) => start < edit.end && edit.start < end))
      throw new Error(`${this.file}: two edits of the characters ${start}–${end}`);
    this.#edits.push({ start, end, text });
    this.#html = undefined;
  }

  #replaced = new Set<Node>();

  /** Replaces a node (and what it holds): the passes after it no longer see it (`gone`). */
  replaceNode(node: Node, text: string) {
    this.replace(node.sourceCodeLocation!, text);
    this.#replaced.add(node);
  }

  /** Whether an edit replaced the node or an element that holds it. */
  gone(node: Node) {
    if (!this.#replaced.size) return false;
    for (let at: Node | null = node; at; at = "parentNode" in at ? (at.parentNode as Node | null) : null)
      if (this.#replaced.has(at)) return true;
    return false;
  }

  /** The source text of a node, or of a range. */
  text(range: Range | undefined | null) {
    return range ? this.source.slice(range.startOffset, range.endOffset) : "";
  }

  /** The elements of a tag name, in document order. */
  all(tagName: string) {
    return this.elements.filter((element) => element.tagName === tagName);
  }

  /** The elements inside an element, in document order. */
  within(element: Element) {
    const { startOffset = 0, endOffset = 0 } = element.sourceCodeLocation ?? {};
    return this.elements.filter(
      (inner) =>
        inner !== element &&
        inner.sourceCodeLocation &&
        inner.sourceCodeLocation.startOffset >= startOffset &&
        inner.sourceCodeLocation.endOffset <= endOffset,
    );
  }
}

/** An attribute's value, decoded, or undefined when the element has none. */
export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** An element's text, its descendants' too, decoded: a heading's words. */
export const textContent = (element: Element): string =>
  element.childNodes
    .map((node) =>
      node.nodeName === "#text"
        ? (node as DefaultTreeAdapterMap["textNode"]).value
        : "tagName" in node
          ? textContent(node)
          : "",
    )
    .join("");

/** The text of an element's text children, decoded: a <script>'s code, a <title>'s words. */
export const childText = (element: Element) =>
  element.childNodes
    .map((node) => (node.nodeName === "#text" ? (node as DefaultTreeAdapterMap["textNode"]).value : ""))
    .join("");

/** Every page of the site in a build (the admin is not a page of the site), by file. */
export async function readParsedPages(client: string) {
  const files = (await readdir(client, { recursive: true }))
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith("admin/"))
    .sort();
  return Promise.all(files.map(async (file) => new ParsedPage(file, await readFile(join(client, file), "utf8"))));
}

// Astro's build:done hook parses the pages first, for its passes (scripts/build/site-integration.ts); scripts/build.js,
// in the same process, takes those parses over rather than parse again. Through globalThis: Astro loads the hook's
// modules apart from build.js's.
const handed = ((globalThis as { [key: symbol]: unknown })[Symbol.for("site.parsedPages")] ??= new Map()) as Map<
  string,
  ParsedPage[]
>;

/** Leaves the build's parsed pages for the steps after Astro's build (parsedPagesOf). */
export const handOver = (client: string, pages: ParsedPage[]) => handed.set(resolve(client), pages);

/** The pages of a build: those Astro's hook parsed and handed over, or else read and parsed now. */
export async function parsedPagesOf(client: string) {
  const pages = handed.get(resolve(client));
  handed.delete(resolve(client));
  return pages ?? readParsedPages(client);
}

/** Writes the pages a pass changed. */
export async function writeParsedPages(client: string, pages: readonly ParsedPage[]) {
  await Promise.all(pages.filter((page) => page.changed).map((page) => writeFile(join(client, page.file), page.html)));
}
