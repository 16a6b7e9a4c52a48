// Every page the site builds, declared once: its address, the data builder that turns
// the content into its head and props (beside each route in src/pages/), and the
// component that draws it. Astro builds them all from src/pages/[...route].astro
// (those with a file of their own name it: ownFile), and the admin's preview draws
// the same entries from a draft (admin/preview/render.tsx). Decision 0036.
import type { ComponentType } from "react";
import { CompanyProfilePage } from "~/components/pages/company-profile-page";
import { ComplaintsPage } from "~/components/pages/complaints-page";
import { DistrictPage } from "~/components/pages/district-page";
import { EstimatePage } from "~/components/pages/estimate-page";
import { GuidePage } from "~/components/pages/guide-page";
import { GuidesPage } from "~/components/pages/guides-page";
import { HomePage } from "~/components/pages/home-page";
import { NotFoundPage } from "~/components/pages/not-found-page";
import { PrivacyPage } from "~/components/pages/privacy-page";
import { ProjectPage } from "~/components/pages/project-page";
import { ProjectsPage } from "~/components/pages/projects-page";
import { ReviewPosterPage } from "~/components/pages/review-poster-page";
import { ServicePage } from "~/components/pages/service-page";
import { WarrantyPage } from "~/components/pages/warranty-page";
import type { EstimatorData } from "~/model/views/estimator-data";
import type { Head } from "~/model/views/head";
import { districtsWithPages } from "~/model/views/districts";
import { routePages } from "~/model/views/route-pages";
import type { SiteContent } from "~/model/contract/validate";
import { englishSite, localiseLinks, pathIn, type EnglishSite } from "~/model/languages/english";
import { layoutOf, type LayoutData } from "~/model/views/layout-data";
import { serializeJsonLd, type JsonLdDocument } from "~/lib/structured-data";
import { urlFor } from "~/lib/seo-files";
import type { Language } from "~/model/contract/translation";
import { visitHref } from "~/model/views/visit";
import { companyProfilePage } from "~/pages/_company-profile";
import { complaintsPage } from "~/pages/_complaints";
import { estimatePage } from "~/pages/_estimate";
import { homePage } from "~/pages/_home";
import { notFoundPage } from "~/pages/_not-found";
import { privacyPage } from "~/pages/_privacy";
import { servicePage } from "~/pages/_service";
import { guidePage } from "~/pages/guides/_guide";
import { guidesPage } from "~/pages/guides/_guides";
import { districtPage } from "~/pages/projects/district/_district";
import { projectPage } from "~/pages/projects/_project";
import { projectsPage } from "~/pages/projects/_projects";
import { reviewPosterPage } from "~/pages/review-poster/_poster";
import { warrantyPage } from "~/pages/warranty/_warranty";

type Built<P> = { head: Head; props: P; estimator?: EstimatorData | undefined };

/** One kind of page. `A` is what tells its pages apart (a slug), or nothing for a single page. */
type Route<P, A> = {
  /** The pages of this kind the content has; none while there is nothing to show (no projects, no warranty…). */
  pages: (content: SiteContent) => A[];
  path: (arg: A) => string;
  data: (content: SiteContent, arg: A) => Built<P>;
  component: ComponentType<P>;
  /** Its name among the pages a record shows on, in the admin's preview. */
  label: (content: SiteContent, arg: A) => string;
  /** How its estimator island hydrates: when scrolled into view, or at once after the first paint (src/browser/after-paint.ts). */
  hydrate?: "visible" | "afterpaint";
  /** A sheet to print: no skip link, header, footer or contact buttons. */
  bare?: true;
  /** Built by an .astro file of its own, which imports the page's own stylesheet (Astro links a route's CSS to every page it builds). */
  ownFile?: string;
  /** Its English page's own file, for the same reason. */
  ownEnglishFile?: string;
};

const route = <P, A = undefined>(r: Route<P, A>) => r;

export const routes = {
  home: route({
    ...routePages.home,
    data: homePage,
    component: HomePage,
    label: (content) => content.ui.nav.home,
  }),
  service: route({
    ...routePages.service,
    data: servicePage,
    component: ServicePage,
    label: (content, slug) => content.services[slug].name,
    hydrate: "visible",
  }),
  estimate: route({
    ...routePages.estimate,
    data: estimatePage,
    component: EstimatePage,
    label: (content) => content.ui.nav.estimate,
    hydrate: "afterpaint",
  }),
  // A rest parameter before the route table did the same: /projects only while there are projects to list.
  projects: route({
    ...routePages.projects,
    data: (content) => projectsPage(content),
    component: ProjectsPage,
    label: (content) => content.ui.nav.projects,
  }),
  projectsByService: route({
    ...routePages.projectsByService,
    data: projectsPage,
    component: ProjectsPage,
    label: (content, slug) => `${content.ui.nav.projects}: ${content.services[slug].name}`,
  }),
  project: route({
    ...routePages.project,
    data: projectPage,
    component: ProjectPage,
    label: (content, slug) => content.projects.find((project) => project.slug === slug)!.title,
  }),
  // A district with at least two real projects (src/model/views/districts.ts); none from examples.
  district: route({
    ...routePages.district,
    data: districtPage,
    component: DistrictPage,
    label: (content, slug) => districtsWithPages(content.projects).find((district) => district.slug === slug)!.name,
  }),
  // Only while there is a guide to read: a public build leaves out the starter guides the owner has not approved.
  guides: route({
    ...routePages.guides,
    data: (content) => guidesPage(content),
    component: GuidesPage,
    label: (content) => content.guidesPage.navLabel,
  }),
  guidesByService: route({
    ...routePages.guidesByService,
    data: guidesPage,
    component: GuidesPage,
    label: (content, slug) => `${content.guidesPage.navLabel}: ${content.services[slug].name}`,
  }),
  // Drafts never reach the content the pages read.
  guide: route({
    ...routePages.guide,
    data: guidePage,
    component: GuidePage,
    label: (content, slug) => content.guides.find((guide) => guide.slug === slug)!.title,
  }),
  // Only while the company profile states terms.
  warranty: route({
    ...routePages.warranty,
    data: warrantyPage,
    component: WarrantyPage,
    label: (content) => content.warrantyPage.title,
  }),
  companyProfile: route({
    ...routePages.companyProfile,
    data: companyProfilePage,
    component: CompanyProfilePage,
    label: (content) => content.ui.companyProfile.title,
    ownFile: "src/pages/company-profile.astro",
    ownEnglishFile: "src/pages/en/company-profile/[...profile].astro",
  }),
  privacy: route({
    ...routePages.privacy,
    data: privacyPage,
    component: PrivacyPage,
    label: (content) => content.privacyPage.title,
  }),
  complaints: route({
    ...routePages.complaints,
    data: complaintsPage,
    component: ComplaintsPage,
    label: (content) => content.complaintsPage.title,
  }),
  // The review link's QR code, to print: noindex, in no menu, only while the link is set.
  reviewPoster: route({
    ...routePages.reviewPoster,
    data: reviewPosterPage,
    component: ReviewPosterPage,
    label: (content) => content.ui.reviews.poster.metaTitle,
    bare: true,
    ownFile: "src/pages/review-poster/[...poster].astro",
  }),
  // Served for every unknown address (Astro requires its file by that name).
  notFound: route({
    ...routePages.notFound,
    data: notFoundPage,
    component: NotFoundPage,
    label: (content) => content.ui.notFound.metaTitle,
    ownFile: "src/pages/404.astro",
    // Every unknown address under /en: the asset router serves the 404.html of its nearest folder.
    ownEnglishFile: "src/pages/en/404/[...notFound].astro",
  }),
};

export type RouteName = keyof typeof routes;

/** Kinds of page whose English has no Arabic pair: the English not-found page, while the site has English. */
const unpairedEnglish: readonly RouteName[] = ["notFound"];

/** One page, drawn: what the layout, the page component and the island need (props typed by its route). */
export type DrawnPage = Omit<
  Route<object, unknown>,
  "pages" | "path" | "data" | "label" | "ownFile" | "ownEnglishFile"
> &
  Built<object> & {
    path: string;
    label: string;
    language: Language;
    /** Its layout: the words, contact data and navigation of its language. */
    layout: LayoutData;
    visit: string;
    /** The same page in the other language, when it has one: the switch and hreflang link to it. */
    pair?: { language: Language; path: string };
  };

/** The route entry of `name` with its argument erased: what the builder and the preview handle alike. */
const erased = (name: RouteName) => routes[name] as unknown as Route<object, unknown>;

const englishSites = new WeakMap<SiteContent, EnglishSite | undefined>();
/** The English site of a content, worked out once per content. */
export function englishOf(content: SiteContent) {
  if (!englishSites.has(content)) englishSites.set(content, englishSite(content));
  return englishSites.get(content);
}

/**
 * The head with each page of the pair named: hreflang ar, en and x-default (the Arabic), absolute
 * both ways; its canonical and og:url are its own, and og:locale its language's.
 */
function pairedMeta(meta: Head["meta"], origin: string, language: Language, arabicPath: string, paired: boolean) {
  const own = meta.map((tag) =>
    "property" in tag && tag.property === "og:locale"
      ? { ...tag, content: language === "en" ? "en_US" : "ar_SA" }
      : tag,
  );
  if (!paired) return own;
  const href = (lang: Language) => urlFor(origin, pathIn(lang, arabicPath));
  return [
    ...own,
    { tagName: "link" as const, rel: "alternate", hreflang: "ar", href: href("ar") },
    { tagName: "link" as const, rel: "alternate", hreflang: "en", href: href("en") },
    { tagName: "link" as const, rel: "alternate", hreflang: "x-default", href: href("ar") },
  ];
}

/** The page of kind `name` for `arg`, from `content`, in `language` (Arabic unless its English is asked for). */
export function drawPage(name: RouteName, content: SiteContent, arg?: unknown, language: Language = "ar"): DrawnPage {
  const { pages: _pages, path, data, label, ownFile: _ownFile, ownEnglishFile: _english, ...how } = erased(name);
  const arabicPath = path(arg);
  // A page has English where the catalog's translated files give its address one (src/model/languages/english.ts);
  // the English not-found page has no Arabic pair, and is there whenever the site has English.
  const english = englishOf(content);
  const paired = !!english?.paths.has(arabicPath);
  if (language === "en" && !paired && !(english && unpairedEnglish.includes(name)))
    throw new Error(`${arabicPath} has no English page`);
  const words = language === "en" ? english!.content : content;
  // On an English page, every link to a page with an English pair goes to the pair.
  const local = <T>(value: T) => (language === "en" ? localiseLinks(value, english!.paths, content.site.url) : value);
  const built = data(words, arg);
  const pair = paired
    ? {
        language: language === "en" ? ("ar" as const) : ("en" as const),
        path: pathIn(language === "en" ? "ar" : "en", arabicPath),
      }
    : undefined;
  const jsonLd = built.head.jsonLd.map((json) => serializeJsonLd(local(JSON.parse(json) as JsonLdDocument)));
  return {
    ...how,
    props: local(built.props),
    estimator: local(built.estimator),
    // Localised before the pair's links are added: those name the Arabic page too.
    head: {
      meta: pairedMeta(local(built.head.meta), content.site.url, language, arabicPath, paired),
      jsonLd,
      ...(built.head.hero && { hero: built.head.hero }),
    },
    path: pathIn(language, arabicPath),
    label: label(words, arg),
    language,
    layout: { ...local(layoutOf(words)), pair },
    // The contact bar's «free visit»: the page's own step, or the one it leads to (src/model/views/visit.ts).
    visit: local(visitHref(arabicPath, words)),
    pair,
  };
}

/** Every page the content has, with its address, but those built by a file of their own (src/pages/[...route].astro). */
export const sitePages = (content: SiteContent) => {
  const english = englishOf(content);
  return (Object.keys(routes) as RouteName[])
    .filter((name) => !erased(name).ownFile)
    .flatMap((name) => {
      const arabic = erased(name)
        .pages(content)
        .map((arg) => ({ name, arg, path: erased(name).path(arg), language: "ar" as Language }));
      if (!english) return arabic;
      return [
        ...arabic,
        ...arabic
          .filter((page) => english.paths.has(page.path))
          .map((page) => ({ ...page, path: pathIn("en", page.path), language: "en" as Language })),
      ];
    });
};
