// The preview pane of every page and collection the owner edits: the page as
// the site will show it, drawn from the draft as typed by the site's own
// components, with the build's objections above it (render.tsx, loaded when an
// entry is first opened, so the admin's first screen does not carry it).
// A save the build would refuse is refused too (preSave, below).
import { previewEntries } from "./entries";

import { templateHelpers, type CMS, type EntryMap, type GetAsset, type GetCollection } from "../sveltia/cms";

export type { EntryMap, GetAsset, GetCollection };
export { previewEntries };
type TemplateProps = { entry: EntryMap; getAsset: GetAsset; getCollection: GetCollection; document: Document };

/** The little of Immutable.js's Map this needs. */
type DataMap = { delete(key: string): DataMap; has(key: string): boolean };

/**
 * The Arabic a save writes at a single file's root, without the translation's «reviewed» box: Sveltia has
 * no field of one language, so the box (drawn in the English form alone, admin/sveltia/bundle.ts) would be written there as well, with its default
 * (decision 0039). No single file's Arabic has a field of that name (modules.test.ts); a guide's does.
 */
export function withoutTranslationBox<T extends DataMap>(data: T, path: unknown): T {
  const single = previewEntries.some((spec) => "file" in spec && spec.file === path);
  return single && data.has("reviewed") ? (data.delete("reviewed") as T) : data;
}

let renderer: Promise<typeof import("./render")> | undefined;
const loadRenderer = () => (renderer ??= import("./render"));

type Preview = Awaited<ReturnType<(typeof import("./render"))["createPreview"]>>;

/**
 * Registers a preview template for every entry, the site's stylesheet, and the
 * save check. `createClass` and `h` are the React helpers Sveltia exposes for
 * templates (as Decap does): the template is a component of Sveltia's own React,
 * holding one element into which render.tsx draws the page with the site's React.
 */
export function registerPreviews(cms: CMS, stylesheets: readonly string[]) {
  const { createClass, h } = templateHelpers();
  for (const href of stylesheets) cms.registerPreviewStyle(href);

  type Self = {
    props: TemplateProps;
    element?: HTMLElement | null;
    preview?: Promise<Preview>;
    componentDidUpdate(): void;
  };
  const Template = (name: string) =>
    createClass({
      componentDidMount(this: Self) {
        const { document, getCollection } = this.props;
        document.documentElement.lang = "ar";
        document.documentElement.dir = "rtl";
        this.preview = loadRenderer().then((module) => module.createPreview(this.element!, name, getCollection));
        this.componentDidUpdate();
      },
      componentDidUpdate(this: Self) {
        const { entry, getAsset } = this.props;
        void this.preview?.then((preview) => preview.update(entry, getAsset));
      },
      componentWillUnmount(this: Self) {
        void this.preview?.then((preview) => preview.unmount());
      },
      render(this: Self) {
        // Drawn into by render.tsx only: this React never touches what is inside.
        return h("div", { ref: (element: HTMLElement | null) => (this.element = element) });
      },
    });
  for (const { name } of previewEntries) cms.registerPreviewTemplate(name, Template(name) as never);

  // The build refuses the whole site for one bad record, so a save it would
  // refuse is refused here, with the same reasons the preview shows.
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const saved = entry as unknown as EntryMap;
      const collection = saved.get("collection");
      const path = saved.get("path");
      const spec = previewEntries.find((e) => ("folder" in e ? e.collection === collection : e.file === path));
      if (!spec) return;
      const refusal = (await loadRenderer()).refusal(spec.name, saved);
      // Sveltia's save dialog shows the cause of a "saving_failed" error under its own words.
      if (refusal) throw new Error("saving_failed", { cause: new Error(refusal) });
    },
  });
  cms.registerEventListener({
    name: "postSave",
    handler: () => void loadRenderer().then((module) => module.forgetSaved()),
  });
}
