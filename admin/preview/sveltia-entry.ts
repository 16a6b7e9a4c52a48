// What Sveltia hands a preview template: its entry, and its look-ups of assets and other entries. Types alone, so
// that the templates (templates.ts) and the renderer they load (render.tsx) share them without importing each other.

/** Sveltia's entry: an Immutable.js Map. */
export type EntryMap = {
  get(key: string): unknown;
  toJS(): { data: Record<string, unknown>; slug?: string; i18n?: Record<string, { data: Record<string, unknown> }> };
};
export type GetAsset = (path: string) => { url: string } | undefined;
export type GetCollection = (name: string, slug?: string) => Promise<EntryMap[] | EntryMap>;
