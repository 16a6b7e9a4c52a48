// The admin's preview of a draft: the build's check (check-draft.ts), then the
// page as the site renders it, from the same page builders (beside each route in src/pages/)
// and React components, wired as the .astro pages wire them. Drawn with the
// site's React into one root per preview, which re-renders on each keystroke, so
// only what changed is redrawn. Loaded only when the owner first opens an entry
// (admin/preview/templates.ts).
import "../zod-jitless.ts";
import type { ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { Estimator } from "~/components/islands/estimator";
import { FloatingContact } from "~/components/layout/floating-contact";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { SkipLink } from "~/components/layout/skip-link";
import { CallButton } from "~/components/sections/contact-actions";
import { Icon } from "~/components/ui/icon";
import type { ContentRecord } from "~/model/contract/check";
import { contentCatalog } from "~/model/contract/catalog";
import { estimatorService } from "~/model/views/estimator-data";
import { drawPage, englishOf, routes, type RouteName } from "~/routes";
import { layoutOf, type LayoutData } from "~/model/views/layout-data";
import type { Language } from "~/model/contract/translation";
import type { SiteContent } from "~/model/contract/validate";
import { LayoutProvider } from "~/components/layout/layout-context";
import type { OwnerItem } from "~/model/owner/owner-messages";
import { checkDraft, type Problem } from "./check-draft";
import { canvasWeigh, photoCostWarnings } from "./photo-cost";
import { languageOf, recordOf, unsaved } from "./records";
import { savedPhotos } from "./saved-photo";
import { resolveUploadsWith } from "./site-content";
import type { EntryMap, GetAsset, GetCollection } from "../sveltia/cms";

export { forgetSaved, refusal } from "./check-draft";
export { savedEnglish } from "./records";

const words = {
  loading: "جارٍ تحضير المعاينة…",
  problems: "لن يُنشر هذا التعديل حتى تصحّح ما يلي:",
  lastGood: "المعاينة أدناه لآخر نسخة سليمة من الصفحة.",
  photoCost: "تنبيه لا يمنع الحفظ: صور هذه الصفحة ثقيلة على الجوال حتى بعد أن يحوّلها الموقع:",
  shownOn: "يظهر هذا في:",
  estimate: "صفحة حساب التكلفة",
  notFound: "صفحة «غير موجودة»",
  noEnglish: "لا صفحة إنجليزية لهذا بعد: تظهر حين تكتمل ترجمة كل حقل فيها. المعاينة أدناه للصفحة العربية.",
};

/** One page the record shows on: its name in the admin, its address, its layout, and how it is drawn. */
type Shown = {
  label: string;
  path: string;
  language: Language;
  layout: LayoutData;
  visit: string;
  draw: () => ReactElement;
};

/** The admin's own names for the pages whose content names them otherwise. */
const labels: Partial<Record<RouteName, string>> = { estimate: words.estimate, notFound: words.notFound };

/** The page `name` of the route table (src/routes.ts) for `arg`, wired as src/pages/[...route].astro wires it. */
function shown(content: SiteContent, name: RouteName, arg: unknown, language: Language): Shown {
  const { component: Page, props, estimator, path, label, layout, visit } = drawPage(name, content, arg, language);
  return {
    label: labels[name] ?? label,
    path,
    language,
    layout,
    visit,
    // The island in its slot, in its pre-rendered form.
    draw: () => (
      <Page
        {...props}
        {...(estimator && {
          estimator: (
            <Estimator {...estimator} whatsappIcon={<Icon name="whatsapp" className="size-5" />}>
              <CallButton />
            </Estimator>
          ),
        })}
      />
    ),
  };
}

/**
 * The pages a record shows on, its own first (the catalog's): settings and shared words appear on several. In
 * English, those of them that have an English page (src/model/languages/english.ts): none while the translation is incomplete.
 */
function pagesOf(record: ContentRecord, content: SiteContent, layout: LayoutData, language: Language): Shown[] {
  const entry = contentCatalog.find((item) => item.name === record.entry);
  // The layout's words, the estimator's and the site visit's: the first priced service in the navigation shows them.
  const priced = layout.nav.services.find((link) => estimatorService(content, link.slug))?.slug;
  const pages = entry?.shows(record, priced) ?? [{ name: "home" as const }];
  if (language === "ar") return pages.map(({ name, arg }) => shown(content, name, arg, "ar"));
  const english = englishOf(content);
  return pages
    .filter(({ name, arg }) => english?.paths.has((routes[name].path as (arg: unknown) => string)(arg)))
    .map(({ name, arg }) => shown(content, name, arg, "en"));
}

/** The page's body as src/layouts/page.astro lays it out, in its language's layout context. */
const laidOut = ({ layout, path, visit }: Pick<Shown, "layout" | "path" | "visit">, page: ReactElement) => (
  <LayoutProvider layout={layout}>
    <SkipLink />
    <Header path={path} />
    {page}
    <Footer />
    <FloatingContact visit={visit} />
  </LayoutProvider>
);

const panel = {
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 100,
  margin: 0,
  padding: "12px 16px",
  font: '15px/1.7 "Cairo Variable", system-ui, sans-serif',
} as const;
const problemsPanel = { ...panel, background: "#fff1f0", color: "#5c0f0a", borderBlockEnd: "2px solid #c8372d" };
// A warning, not a refusal: amber, and not sticky, so the problems above it stay in view.
const photoCostPanel = {
  ...panel,
  position: "static",
  background: "#fffaeb",
  color: "#7a2e0e",
  borderBlockEnd: "2px solid #dc6803",
} as const;
// Not sticky: the page's own header sticks to the top as the page scrolls.
const pagesPanel = {
  ...panel,
  position: "static",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 6,
  background: "#f2f4f7",
  color: "#1d2939",
  borderBlockEnd: "1px solid #d0d5dd",
} as const;

/**
 * A preview pane: `update` draws the draft of the entry `name` in `element`,
 * and again on every change. Until the saved records have been read, it says so.
 */
export function createPreview(element: HTMLElement, name: string, getCollection: GetCollection) {
  const root = createRoot(element);
  let latest: { entry: EntryMap; getAsset: GetAsset } | undefined;
  /** The page the owner chose among those the record shows on, by address. */
  let chosen: string | undefined;
  /** The last page the build would accept, shown under the problems while there are any. */
  let lastGood:
    | {
        pages: { label: string; path: string }[];
        shown: Shown;
        page: ReactElement;
        /** Drawn in Arabic while the English pane shows a record with no English page yet. */
        noEnglish: boolean;
      }
    | undefined;
  let problems: Problem[] = [];
  /** What the draft's photos cost a phone (photo-cost.ts): weighed after the page is drawn, then shown. */
  let photoCost: OwnerItem[] = [];
  let photoCostRun = 0;
  let ready = false;

  const paint = () =>
    flushSync(() =>
      root.render(
        ready ? (
          <>
            {problems.length > 0 && (
              <section role="alert" data-preview-problems="" lang="ar" dir="rtl" style={problemsPanel}>
                <p style={{ margin: "0 0 .5rem", fontWeight: 700 }}>{words.problems}</p>
                <ul style={{ margin: 0, paddingInlineStart: "1.25rem" }}>
                  {problems.map((p, i) => (
                    <li key={i}>
                      {p.place}: {p.reason}
                    </li>
                  ))}
                </ul>
                {lastGood && <p style={{ margin: ".5rem 0 0" }}>{words.lastGood}</p>}
              </section>
            )}
            {photoCost.length > 0 && (
              <section role="status" data-preview-photo-cost="" lang="ar" dir="rtl" style={photoCostPanel}>
                <p style={{ margin: "0 0 .5rem", fontWeight: 700 }}>{words.photoCost}</p>
                <ul style={{ margin: 0, paddingInlineStart: "1.25rem" }}>
                  {photoCost.map((p, i) => (
                    <li key={i}>
                      {p.place}: {p.reason}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {lastGood && lastGood.pages.length > 1 && (
              <nav aria-label={words.shownOn} data-preview-pages="" lang="ar" dir="rtl" style={pagesPanel}>
                {words.shownOn}
                {lastGood.pages.map(({ label, path }) => (
                  <button
                    key={path}
                    type="button"
                    aria-pressed={path === lastGood!.shown.path}
                    onClick={() => {
                      chosen = path;
                      draw();
                    }}
                    style={{
                      font: "inherit",
                      padding: "2px 10px",
                      border: "1px solid #98a2b3",
                      borderRadius: 6,
                      background: path === lastGood!.shown.path ? "#1d2939" : "#fff",
                      color: path === lastGood!.shown.path ? "#fff" : "#1d2939",
                    }}
                  >
                    {label}
                  </button>
                ))}
              </nav>
            )}
            {lastGood?.noEnglish && (
              <p data-preview-no-english="" lang="ar" dir="rtl" style={{ ...pagesPanel, display: "block" }}>
                {words.noEnglish}
              </p>
            )}
            {lastGood && <div data-preview-page="">{laidOut(lastGood.shown, lastGood.page)}</div>}
          </>
        ) : (
          <p style={{ padding: "1rem", font: "16px system-ui" }}>{words.loading}</p>
        ),
      ),
    );

  // A saved photo is drawn from the file Sveltia reads, never from its path (saved-photo.ts).
  const savedPhoto = savedPhotos(() => draw());
  let photoUrl: (path: string) => string | undefined = () => undefined;
  const weigh = canvasWeigh(element.ownerDocument, (path) => photoUrl(path));

  const draw = () => {
    if (!latest || !ready) return;
    const start = performance.now();
    const { entry, getAsset } = latest;
    photoUrl = (path) => unsaved.get(path) ?? savedPhoto(path, getAsset(path) as { url?: string } | undefined);
    resolveUploadsWith(photoUrl);
    const draft = recordOf(name, entry, getAsset);
    const checked = checkDraft(draft);
    problems = checked.problems;
    if (checked.content) {
      try {
        const layout = layoutOf(checked.content);
        // The pane's language: Sveltia hands the English pane the English as the entry's data.
        const language = languageOf(entry);
        const english = language === "en" ? pagesOf(draft, checked.content, layout, "en") : [];
        const noEnglish = language === "en" && !english.length;
        const pages = english.length ? english : pagesOf(draft, checked.content, layout, "ar");
        const shown = pages.find((page) => page.path === chosen) ?? pages[0]!;
        lastGood = { pages, shown, page: shown.draw(), noEnglish };
        // The page's own language and direction, as src/layouts/page.astro sets them.
        const { documentElement } = element.ownerDocument;
        documentElement.lang = shown.language;
        documentElement.dir = shown.language === "en" ? "ltr" : "rtl";
      } catch (error) {
        // A draft half typed can break a page builder the check let through: the last good page stays.
        console.warn(error);
      }
    }
    paint();
    performance.measure("preview: check and draw", { start });
    // The photos' cost needs their files made on a canvas: shown when weighed, if the draft is still the latest.
    const run = ++photoCostRun;
    const place = `«${lastGood?.shown.label ?? name}»`;
    void photoCostWarnings(draft, place, weigh).then((warnings) => {
      if (run !== photoCostRun || JSON.stringify(warnings) === JSON.stringify(photoCost)) return;
      photoCost = warnings;
      paint();
    });
  };

  paint();
  void checkDraft.load(getCollection).then(() => {
    ready = true;
    draw();
  });

  return {
    update(entry: EntryMap, getAsset: GetAsset) {
      latest = { entry, getAsset };
      draw();
    },
    unmount: () => root.unmount(),
  };
}
