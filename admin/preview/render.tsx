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
import { ComplaintsPage } from "~/components/pages/complaints-page";
import { EstimatePage } from "~/components/pages/estimate-page";
import { GuidePage } from "~/components/pages/guide-page";
import { GuidesPage } from "~/components/pages/guides-page";
import { HomePage } from "~/components/pages/home-page";
import { NotFoundPage } from "~/components/pages/not-found-page";
import { CompanyProfilePage } from "~/components/pages/company-profile-page";
import { PrivacyPage } from "~/components/pages/privacy-page";
import { ProjectPage } from "~/components/pages/project-page";
import { ProjectsPage } from "~/components/pages/projects-page";
import { ServicePage } from "~/components/pages/service-page";
import { WarrantyPage } from "~/components/pages/warranty-page";
import { CallButton } from "~/components/sections/contact-actions";
import { Icon } from "~/components/ui/icon";
import type { ContentRecord } from "~/model/check";
import { complaintsPage } from "~/pages/_complaints";
import { estimatePage } from "~/pages/_estimate";
import { homePage } from "~/pages/_home";
import { notFoundPage } from "~/pages/_not-found";
import { companyProfilePage } from "~/pages/_company-profile";
import { privacyPage } from "~/pages/_privacy";
import { servicePage } from "~/pages/_service";
import { guidePage } from "~/pages/guides/_guide";
import { guidesPage } from "~/pages/guides/_guides";
import { projectPage } from "~/pages/projects/_project";
import { projectsPage } from "~/pages/projects/_projects";
import { warrantyPage } from "~/pages/warranty/_warranty";
import {
  complaintsPath,
  estimatePath,
  guidePath,
  guidesPath,
  companyProfilePath,
  privacyPath,
  projectPath,
  projectsPath,
  servicePages,
  warrantyPath,
  type ServiceSlug,
} from "~/model/pages";
import { content, serviceLinks, setContent } from "~/model/site-data";
import { visitHref } from "~/model/visit";
import { estimatorService } from "~/model/estimator-data";
import { checkDraft, type Problem } from "./check-draft";
import { recordOf, unsaved } from "./records";
import { savedPhotos } from "./saved-photo";
import { resolveUploadsWith } from "./site-content";
import type { EntryMap, GetAsset, GetCollection } from "./templates";

export { forgetSaved, refusal } from "./check-draft";

const words = {
  loading: "جارٍ تحضير المعاينة…",
  problems: "لن يُنشر هذا التعديل حتى تصحّح ما يلي:",
  lastGood: "المعاينة أدناه لآخر نسخة سليمة من الصفحة.",
  shownOn: "يظهر هذا في:",
  estimate: "صفحة حساب التكلفة",
  notFound: "صفحة «غير موجودة»",
};

/** One page the record shows on: its name in the admin, its address, and how it is drawn. */
type Shown = { label: string; path: string; draw: () => ReactElement };

const isService = (name: string): name is ServiceSlug => servicePages.some((page) => page.slug === name);

function service(slug: ServiceSlug): Shown {
  const { props, estimator } = servicePage(content, slug);
  return {
    label: props.service.name,
    path: props.service.path,
    // As src/pages/[service].astro: the island in its slot, in its pre-rendered form.
    draw: () => (
      <ServicePage
        {...props}
        estimator={
          estimator && (
            <Estimator {...estimator} whatsappIcon={<Icon name="whatsapp" className="size-5" />}>
              <CallButton />
            </Estimator>
          )
        }
      />
    ),
  };
}

const home = (): Shown => ({
  label: content.ui.nav.home,
  path: "/",
  draw: () => {
    const { props } = homePage(content);
    return <HomePage {...props} />;
  },
});

/** The pages a record shows on, its own first: settings and shared words appear on several. */
function pagesOf(record: ContentRecord): Shown[] {
  const { entry } = record;
  if (isService(entry)) return [service(entry)];
  switch (entry) {
    case "home":
      return [home()];
    case "reviews":
      return [service((record.data as { service: ServiceSlug }).service), home()];
    case "site":
      // The credentials show on the company profile alone.
      return [home(), companyProfile(), warranty(), privacy(), complaints()];
    case "ui": {
      // The layout's words, the estimator's and the site visit's: a priced service page shows them all.
      const priced = serviceLinks.find((link) => estimatorService(content, link.slug));
      return [...(priced ? [service(priced.slug)] : []), estimate(), notFound()];
    }
    case "projects-page":
      return [
        {
          label: content.ui.nav.projects,
          path: projectsPath,
          draw: () => {
            const { props } = projectsPage(content);
            return <ProjectsPage {...props} />;
          },
        },
      ];
    case "projects": {
      const project = content.projects.find((p) => p.slug === record.slug)!;
      return [
        {
          label: project.title,
          path: projectPath(project.slug),
          draw: () => {
            const { props } = projectPage(content, project.slug);
            return <ProjectPage {...props} />;
          },
        },
      ];
    }
    case "guides-page":
      return [
        {
          label: content.guidesPage.navLabel,
          path: guidesPath,
          draw: () => {
            const { props } = guidesPage(content);
            return <GuidesPage {...props} />;
          },
        },
      ];
    case "guides":
      return [
        {
          label: (record.data as { title: string }).title,
          path: guidePath(record.slug!),
          draw: () => {
            const { props } = guidePage(content, record.slug!);
            return <GuidePage {...props} />;
          },
        },
      ];
    case "warranty-page":
      return [warranty()];
    case "privacy-page":
      return [privacy()];
    case "complaints-page":
      return [complaints()];
    default:
      return [home()];
  }
}

const warranty = (): Shown => ({
  label: content.warrantyPage.title,
  path: warrantyPath,
  draw: () => {
    const { props } = warrantyPage(content);
    return <WarrantyPage {...props} />;
  },
});
const companyProfile = (): Shown => ({
  label: content.ui.companyProfile.title,
  path: companyProfilePath,
  draw: () => {
    const { props } = companyProfilePage(content);
    return <CompanyProfilePage {...props} />;
  },
});
const privacy = (): Shown => ({
  label: content.privacyPage.title,
  path: privacyPath,
  draw: () => {
    const { props } = privacyPage(content);
    return <PrivacyPage {...props} />;
  },
});
const complaints = (): Shown => ({
  label: content.complaintsPage.title,
  path: complaintsPath,
  draw: () => {
    const { props } = complaintsPage(content);
    return <ComplaintsPage {...props} />;
  },
});
const estimate = (): Shown => ({
  label: words.estimate,
  path: estimatePath,
  draw: () => {
    // As src/pages/estimate.astro.
    const { props, estimator } = estimatePage(content);
    return (
      <EstimatePage
        {...props}
        estimator={
          <Estimator {...estimator} whatsappIcon={<Icon name="whatsapp" className="size-5" />}>
            <CallButton />
          </Estimator>
        }
      />
    );
  },
});
const notFound = (): Shown => ({
  label: words.notFound,
  path: "/404",
  draw: () => {
    const { props } = notFoundPage(content);
    return <NotFoundPage {...props} />;
  },
});

/** The page's body as src/layouts/page.astro lays it out. */
const layout = (path: string, page: ReactElement) => (
  <>
    <SkipLink />
    <Header path={path} />
    {page}
    <Footer />
    <FloatingContact visit={visitHref(path, content)} />
  </>
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
  let lastGood: { pages: { label: string; path: string }[]; path: string; page: ReactElement } | undefined;
  let problems: Problem[] = [];
  let ready = false;

  const paint = () =>
    flushSync(() =>
      root.render(
        ready ? (
          <>
            {problems.length > 0 && (
              <section role="alert" data-preview-problems="" style={problemsPanel}>
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
            {lastGood && lastGood.pages.length > 1 && (
              <nav aria-label={words.shownOn} data-preview-pages="" style={pagesPanel}>
                {words.shownOn}
                {lastGood.pages.map(({ label, path }) => (
                  <button
                    key={path}
                    type="button"
                    aria-pressed={path === lastGood!.path}
                    onClick={() => {
                      chosen = path;
                      draw();
                    }}
                    style={{
                      font: "inherit",
                      padding: "2px 10px",
                      border: "1px solid #98a2b3",
                      borderRadius: 6,
                      background: path === lastGood!.path ? "#1d2939" : "#fff",
                      color: path === lastGood!.path ? "#fff" : "#1d2939",
                    }}
                  >
                    {label}
                  </button>
                ))}
              </nav>
            )}
            {lastGood && <div data-preview-page="">{layout(lastGood.path, lastGood.page)}</div>}
          </>
        ) : (
          <p style={{ padding: "1rem", font: "16px system-ui" }}>{words.loading}</p>
        ),
      ),
    );

  // A saved photo is drawn from the file Sveltia reads, never from its path (saved-photo.ts).
  const savedPhoto = savedPhotos(() => draw());

  const draw = () => {
    if (!latest || !ready) return;
    const start = performance.now();
    const { entry, getAsset } = latest;
    resolveUploadsWith((path) => unsaved.get(path) ?? savedPhoto(path, getAsset(path) as { url?: string } | undefined));
    const draft = recordOf(name, entry, getAsset);
    const checked = checkDraft(draft);
    problems = checked.problems;
    if (checked.content) {
      try {
        setContent(checked.content);
        const pages = pagesOf(draft);
        const shown = pages.find((page) => page.path === chosen) ?? pages[0]!;
        lastGood = { pages, path: shown.path, page: shown.draw() };
      } catch (error) {
        // A draft half typed can break a page builder the check let through: the last good page stays.
        console.warn(error);
      }
    }
    paint();
    performance.measure("preview: check and draw", { start });
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
