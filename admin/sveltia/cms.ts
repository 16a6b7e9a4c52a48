// Sveltia CMS 0.221.1 as the admin's code sees it: its module, the shapes of what it hands to hooks and
// preview templates, its own test of an empty value, and the helpers it puts on window. Nothing else in
// the admin imports @sveltia/cms or reads those globals (seam.test.ts).

/** Sveltia's default export (CMS.init, registerPreviewTemplate, registerEventListener…). */
export type CMS = (typeof import("@sveltia/cms"))["default"];
/** What CMS.init takes: a partial configuration merged into config.yml. */
export type InitOptions = NonNullable<Parameters<CMS["init"]>[0]>;

/** Loads Sveltia's module (about 2 MB): its window helpers below exist once it has run. */
export const loadCms = async (): Promise<CMS> => (await import("@sveltia/cms")).default;

/** Sveltia's entry, handed to a preview template: an Immutable.js Map. */
export type EntryMap = {
  get(key: string): unknown;
  toJS(): { data: Record<string, unknown>; slug?: string; i18n?: Record<string, { data: Record<string, unknown> }> };
};
export type GetAsset = (path: string) => { url: string } | undefined;
export type GetCollection = (name: string, slug?: string) => Promise<EntryMap[] | EntryMap>;

/** The little of Immutable.js's Map that Sveltia hands to a preSave hook. */
export interface EntryData {
  get(key: string): unknown;
  getIn(path: (string | number)[]): unknown;
  setIn(path: (string | number)[], value: unknown): EntryData;
  has(key: string): boolean;
  delete(key: string): EntryData;
  set(key: string, value: unknown): EntryData;
}

/** Sveltia's own test of an empty value (src/lib/services/utils/object.js), which decides what a save omits. */
export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && !value.length) ||
  (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype && !Object.keys(value!).length);

/** Sveltia's own bookkeeping on list items (__sc_item_id…), never saved. */
export const isBookkeeping = (key: string) => key.startsWith("__sc_");

/** The React helpers Sveltia exposes for preview templates (as Decap does): its own React's. */
export const templateHelpers = () =>
  window as unknown as {
    createClass: (spec: object) => unknown;
    h: (type: unknown, props?: object | null) => unknown;
  };

/** marked's tokens, as the preview's Markdown reads them. */
export type MarkdownToken = {
  type: string;
  raw?: string;
  text?: string;
  depth?: number;
  ordered?: boolean;
  start?: number | "";
  href?: string;
  title?: string | null;
  tokens?: MarkdownToken[];
  items?: MarkdownToken[];
  /** A table's head cells, its rows of cells, and each column's alignment. */
  header?: MarkdownToken[];
  rows?: MarkdownToken[][];
  align?: ("left" | "right" | "center" | null)[];
};

/** How the preview asks marked for a guide's tokens: GitHub's flavour, as Sätteri reads it. */
export const markdownOptions = { gfm: true };

/** The Markdown lexer Sveltia loads (marked) and exposes as window.marked for templates. */
export const markdownTokens = (body: string): MarkdownToken[] =>
  (window as unknown as { marked: { lexer(src: string, options?: object): MarkdownToken[] } }).marked.lexer(
    body,
    markdownOptions,
  );
