// The admin's preview of a draft: the build's check (src/model/check.ts), then
// the page as the site renders it, from the same page builders
// (src/model/page-data.ts) and React components, to static HTML, as the
// pre-rendered page is (an island shows its pre-rendered form). Loaded only
// when the owner first opens an entry (admin/preview/templates.ts).
import "../zod-jitless.ts";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Estimator } from "~/components/islands/estimator";
import { FloatingContact } from "~/components/layout/floating-contact";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { SkipLink } from "~/components/layout/skip-link";
import { EstimatePage } from "~/components/pages/estimate-page";
import { GuidePage } from "~/components/pages/guide-page";
import { GuidesPage } from "~/components/pages/guides-page";
import { HomePage } from "~/components/pages/home-page";
import { ProjectPage } from "~/components/pages/project-page";
import { ProjectsPage } from "~/components/pages/projects-page";
import { ServicePage } from "~/components/pages/service-page";
import { WarrantyPage } from "~/components/pages/warranty-page";
import { contentCatalog } from "~/model/catalog";
import { checkContent, recordFile, sourcesOf, type ContentRecord } from "~/model/check";
import { ownerItem } from "~/model/owner-messages";
import {
  estimatePage,
  guidePage,
  guidesPage,
  homePage,
  projectPage,
  projectsPage,
  servicePage,
  warrantyPage,
} from "~/model/page-data";
import { servicePages, type ServiceSlug } from "~/model/pages";
import { setContent } from "~/model/site-data";
import { ContentError, parseRecord } from "~/model/validate";
import { imageExists, resolveUploadsWith } from "./site-content";

export { illustrationExists } from "./site-content";

export type Problem = ReturnType<typeof ownerItem>;

const isService = (name: string): name is ServiceSlug => servicePages.some((page) => page.slug === name);

/** The page that shows a record: its own, or for settings and reviews the page they appear on. */
function pageOf(record: ContentRecord): { path: string; element: ReactElement } {
  const { entry } = record;
  const service = (slug: ServiceSlug) => {
    const { head, props, estimator } = servicePage(slug);
    return {
      path: props.service.path,
      element: <ServicePage jsonLd={head.jsonLd} {...props} estimator={estimator && <Estimator {...estimator} />} />,
    };
  };
  if (isService(entry)) return service(entry);
  switch (entry) {
    case "reviews":
      return service((record.data as { service: ServiceSlug }).service);
    case "ui": {
      // The layout's words and the estimator's: /estimate shows both.
      const { head, props, estimator } = estimatePage();
      return {
        path: "/estimate",
        element: <EstimatePage jsonLd={head.jsonLd} {...props} estimator={<Estimator {...estimator} />} />,
      };
    }
    case "projects-page": {
      const { head, props } = projectsPage();
      return { path: "/projects", element: <ProjectsPage jsonLd={head.jsonLd} {...props} /> };
    }
    case "projects": {
      const { head, props } = projectPage(record.slug!);
      return { path: "/projects", element: <ProjectPage jsonLd={head.jsonLd} {...props} /> };
    }
    case "guides-page": {
      const { head, props } = guidesPage();
      return { path: "/guides", element: <GuidesPage jsonLd={head.jsonLd} {...props} /> };
    }
    case "guides": {
      const { head, props } = guidePage(record.slug!);
      return { path: "/guides", element: <GuidePage jsonLd={head.jsonLd} {...props} /> };
    }
    case "warranty-page": {
      const { head, props } = warrantyPage();
      return { path: "/warranty", element: <WarrantyPage jsonLd={head.jsonLd} {...props} /> };
    }
    default: {
      // The site's settings (phone, company profile) and the home page: the home page shows them all.
      const { head, props } = homePage();
      return { path: "/", element: <HomePage jsonLd={head.jsonLd} {...props} /> };
    }
  }
}

/** The page's body as src/layouts/page.astro lays it out. */
const bodyOf = ({ path, element }: { path: string; element: ReactElement }) =>
  renderToStaticMarkup(
    <>
      <SkipLink />
      <Header path={path} />
      {element}
      <Footer />
      <FloatingContact />
    </>,
  );

const without = (records: readonly ContentRecord[], draft: ContentRecord) =>
  records.filter((r) => !(r.entry === draft.entry && (r.slug ?? "") === (draft.slug ?? "")));

/**
 * What the build would refuse in the content with `draft` in place of its saved
 * record. Without the saved records (the preview never opened), the record's own rules.
 */
export function checkDraft(
  draft: ContentRecord,
  records: readonly ContentRecord[] | undefined,
  exists: (ref: string) => boolean,
): Problem[] {
  if (records) return checkContent(sourcesOf([...without(records, draft), draft], exists)).problems.map(ownerItem);
  const { schema } = contentCatalog.find((e) => e.name === draft.entry)!;
  try {
    parseRecord({ file: recordFile(draft), entry: draft.entry, data: draft.data }, schema);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(ownerItem);
    throw error;
  }
}

/**
 * Checks the content with `draft` in place of its saved record, and renders
 * its page if the build would accept it. `records` is every saved record.
 */
export function renderDraft(
  draft: ContentRecord,
  records: readonly ContentRecord[],
  getAsset: (path: string) => string | undefined,
): { html?: string; problems: Problem[] } {
  resolveUploadsWith(getAsset);
  const others = without(records, draft);
  const checked = checkContent(sourcesOf([...others, draft], imageExists));
  if (!checked.content) return { problems: checked.problems.map(ownerItem) };
  let content = checked.content;
  // A guide kept as a draft is never built, but its author still sees it.
  if (draft.entry === "guides" && !content.guides.some((guide) => guide.slug === draft.slug)) {
    const shown = { ...draft, data: { ...(draft.data as object), draft: false } };
    content = checkContent(sourcesOf([...others, shown], imageExists)).content ?? content;
  }
  setContent(content);
  return { html: bodyOf(pageOf(draft)), problems: [] };
}
