// The preview pane of every page and collection the owner edits: the page as
// the site will show it, drawn from the draft as typed by the site's own
// components (render.tsx, loaded when an entry is first opened, so the admin's
// first screen does not carry it), with the build's objections beside it.
// A save the build would refuse is refused too (preSave, below).
import { servicePages } from "~/model/pages";
import type { ContentRecord } from "~/model/check";
import type { Problem } from "./render";

type CMS = (typeof import("@sveltia/cms"))["default"];

/** Sveltia's entry: an Immutable.js Map. */
type EntryMap = { get(key: string): unknown; toJS(): { data: Record<string, unknown>; slug?: string } };
type TemplateProps = {
  entry: EntryMap;
  getAsset: (path: string) => { url: string } | undefined;
  getCollection: (name: string, slug?: string) => Promise<EntryMap[] | EntryMap>;
  document: Document;
};

/** Each catalog entry (src/model/catalog.ts) with the admin collection it is edited in. */
export const previewEntries: { name: string; collection: string; folder?: boolean; markdown?: boolean }[] = [
  { name: "site", collection: "settings" },
  { name: "ui", collection: "settings" },
  { name: "home", collection: "pages" },
  ...servicePages.map(({ slug }) => ({ name: slug, collection: "pages" })),
  { name: "projects-page", collection: "pages" },
  { name: "projects", collection: "projects", folder: true },
  { name: "reviews", collection: "reviews", folder: true },
  { name: "guides-page", collection: "pages" },
  { name: "guides", collection: "guides", folder: true, markdown: true },
  { name: "warranty-page", collection: "pages" },
];

/** A folder record not saved yet has no file name: it previews under this one. */
const unsavedSlug = "new-record";

/**
 * The record as the save writes it: the editor holds an empty field as "" (or
 * null), and the save leaves it out (output.omit_empty_optional_fields), as the
 * build then reads it. An object left empty goes too; lists are kept.
 */
export function asSaved(value: unknown, upload: (blob: string) => string = (blob) => blob): unknown {
  if (Array.isArray(value)) return value.map((item) => asSaved(item, upload));
  // A photo chosen but not saved yet is held as a blob: URL; the save writes its path.
  if (typeof value === "string") return value.startsWith("blob:") ? upload(value) : value;
  if (!value || typeof value !== "object") return value;
  const kept = Object.entries(value)
    // Sveltia's own bookkeeping on list items (__sc_item_id…) is never saved.
    .filter(([key]) => !key.startsWith("__sc_"))
    .map(([key, child]) => [key, asSaved(child, upload)] as const)
    .filter(
      ([, child]) =>
        child !== "" &&
        child !== null &&
        child !== undefined &&
        !(typeof child === "object" && !Array.isArray(child) && !Object.keys(child).length),
    );
  return Object.fromEntries(kept);
}

/** Photos chosen in this session, by the path the save will give them, for the preview to show. */
const unsaved = new Map<string, string>();

/** The path a photo chosen but not saved will have: its (converted) file's name in the media folder. */
function uploadPath(getAsset: TemplateProps["getAsset"] | undefined) {
  return (blob: string) => {
    const asset = getAsset?.(blob) as { fileObj?: File; path?: string } | undefined;
    // Sveltia names the file only when it saves: until then the blob's own id stands in for it.
    const name = asset?.fileObj?.name ?? asset?.path?.split("/").at(-1) ?? `${blob.split("/").at(-1)}.webp`;
    const path = `/images/uploads/${name}`;
    unsaved.set(path, blob);
    return path;
  };
}

/** Sveltia's entry as the check's record: a guide's body apart from its front matter. */
function recordOf(name: string, entry: EntryMap, getAsset?: TemplateProps["getAsset"]): ContentRecord {
  const { slug } = entry.toJS();
  const data = asSaved(entry.toJS().data, uploadPath(getAsset)) as Record<string, unknown>;
  const spec = previewEntries.find((e) => e.name === name)!;
  if (!spec.folder) return { entry: name, data };
  const record: ContentRecord = { entry: name, slug: slug || unsavedSlug, data };
  if (spec.markdown) {
    const { body, ...front } = data;
    return { ...record, data: front, body: typeof body === "string" ? body : "" };
  }
  return record;
}

let saved: Promise<ContentRecord[]> | undefined;

/** Every saved record, read once through Sveltia (the folder on disk, or the Git host), until the next save. */
function savedRecords(getCollection: TemplateProps["getCollection"]) {
  return (saved ??= Promise.all(
    previewEntries.map(async (spec) => {
      if (spec.folder) {
        const entries = (await getCollection(spec.collection)) as EntryMap[];
        return entries.map((entry) => recordOf(spec.name, entry));
      }
      return [recordOf(spec.name, (await getCollection(spec.collection, spec.name)) as EntryMap)];
    }),
  ).then((lists) => lists.flat()));
}

let renderer: Promise<typeof import("./render")> | undefined;
const loadRenderer = () => (renderer ??= import("./render"));

/** The last page the build would accept, per record, shown under the problems while there are any. */
const lastGood = new Map<string, string>();

const words = {
  loading: "جارٍ تحضير المعاينة…",
  problems: "لن يُنشر هذا التعديل حتى تصحّح ما يلي:",
  lastGood: "المعاينة أدناه لآخر نسخة سليمة من الصفحة.",
  refused: "لم يُحفظ التعديل، لأن الموقع سيرفضه عند النشر. صحّح ما يلي ثم اضغط «حفظ» مرة أخرى:",
};

const problemLine = (p: Problem) => `${p.place}: ${p.reason}`;

type Rendered = { html?: string; problems: Problem[] };

/**
 * Registers a preview template for every entry, the site's stylesheet, and the
 * save check. `createClass` and `h` are the React helpers Sveltia exposes for
 * templates (as Decap does): the template runs in Sveltia's own React.
 */
export function registerPreviews(cms: CMS, stylesheets: readonly string[]) {
  const { createClass, h } = window as unknown as {
    createClass: (spec: object) => unknown;
    h: (type: unknown, props?: object | null, ...children: unknown[]) => unknown;
  };
  for (const href of stylesheets) cms.registerPreviewStyle(href);

  const Template = (name: string) =>
    createClass({
      getInitialState: () => ({ ready: false }),
      componentDidMount(this: { props: TemplateProps; setState(s: object): void; mounted?: boolean }) {
        this.mounted = true;
        const { documentElement } = this.props.document;
        documentElement.lang = "ar";
        documentElement.dir = "rtl";
        void Promise.all([loadRenderer(), savedRecords(this.props.getCollection)]).then(
          ([module, records]) => this.mounted && this.setState({ ready: true, module, records }),
        );
      },
      componentWillUnmount(this: { mounted?: boolean }) {
        this.mounted = false;
      },
      render(this: {
        props: TemplateProps;
        state: { ready: boolean; module?: typeof import("./render"); records?: ContentRecord[] };
      }) {
        const { module, records } = this.state;
        if (!module || !records) return h("p", { style: { padding: "1rem", font: "16px system-ui" } }, words.loading);
        const draft = recordOf(name, this.props.entry, this.props.getAsset);
        const key = `${draft.entry}/${draft.slug ?? ""}`;
        let rendered: Rendered;
        const start = performance.now();
        try {
          rendered = module.renderDraft(draft, records, (path) => unsaved.get(path) ?? this.props.getAsset(path)?.url);
          performance.measure("preview: check and draw", { start });
        } catch (error) {
          // A draft half typed can break a page builder the check let through; show the last good page.
          console.error(error);
          rendered = { problems: [] };
        }
        if (rendered.html) lastGood.set(key, rendered.html);
        const html = rendered.html ?? lastGood.get(key);
        return h(
          "div",
          null,
          rendered.problems.length
            ? h(
                "section",
                { role: "alert", "data-preview-problems": "", style: panelStyle },
                h("p", { style: { margin: "0 0 .5rem", fontWeight: 700 } }, words.problems),
                h(
                  "ul",
                  { style: { margin: 0, paddingInlineStart: "1.25rem" } },
                  ...rendered.problems.map((p, i) => h("li", { key: i }, problemLine(p))),
                ),
                html ? h("p", { style: { margin: ".5rem 0 0" } }, words.lastGood) : null,
              )
            : null,
          html ? h("div", { "data-preview-page": "", dangerouslySetInnerHTML: { __html: html } }) : null,
        );
      },
    });
  for (const { name } of previewEntries) cms.registerPreviewTemplate(name, Template(name) as never);

  // The build refuses the whole site for one bad record, so a save it would
  // refuse is refused here, with the same reasons the preview shows.
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const e = entry as unknown as EntryMap;
      const collection = e.get("collection") as string;
      const spec = previewEntries.find((p) =>
        p.folder ? p.collection === collection : p.name === (fileNameOf(e) ?? ""),
      );
      if (!spec) return;
      const [module, records] = await Promise.all([loadRenderer(), saved]);
      // Photos: the save uploads the new ones with the record, and the preview has shown any missing.
      const problems = module.checkDraft(
        recordOf(spec.name, e),
        records,
        (ref) => ref.startsWith("/images/uploads/") || module.illustrationExists(ref),
      );
      // Sveltia's save dialog shows the cause of a "saving_failed" error under its own words.
      if (problems.length)
        throw new Error("saving_failed", {
          cause: new Error(`${words.refused}\n${problems.map(problemLine).join("\n")}`),
        });
    },
  });
  cms.registerEventListener({
    name: "postSave",
    handler: () => {
      saved = undefined;
    },
  });
}

const panelStyle = {
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 100,
  margin: 0,
  padding: "12px 16px",
  background: "#fff1f0",
  color: "#5c0f0a",
  borderBlockEnd: "2px solid #c8372d",
  font: '15px/1.7 "Cairo", system-ui, sans-serif',
};

/** The file of a single-file entry: its path names it (content/pages/fencing.yml → fencing). */
function fileNameOf(entry: EntryMap) {
  const path = String(entry.get("path") ?? "");
  const file = path
    .split("/")
    .at(-1)
    ?.replace(/\.(ya?ml|md)$/, "");
  if (!file) return undefined;
  const byPath: Record<string, string> = {
    "content/site.yml": "site",
    "content/ui.yml": "ui",
    "content/pages/projects.yml": "projects-page",
    "content/pages/guides.yml": "guides-page",
    "content/pages/warranty.yml": "warranty-page",
  };
  return byPath[path] ?? file;
}
