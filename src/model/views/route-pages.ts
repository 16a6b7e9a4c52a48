// Which pages the content has, and their addresses, by kind of page: the route table (src/routes.ts) adds to each
// kind its data builder, component and label. Free of components, so the tests' list of pages derives from it too.
import { districtsWithPages } from "./districts.ts";
import {
  companyProfilePath,
  complaintsPath,
  estimatePath,
  guidePath,
  guidesByServicePath,
  guidesPath,
  hasReviewPoster,
  hasWarrantyPage,
  privacyPath,
  projectPath,
  projectsByDistrictPath,
  projectsByServicePath,
  projectsPath,
  reviewPosterPath,
  servicePages,
  serviceSlugs,
  warrantyPath,
  type ServiceSlug,
} from "../contract/pages.ts";
import { servicesWithProjects } from "./projects.ts";
import type { SiteContent } from "../contract/validate.ts";

/** One kind of page: the pages of it the content has (none while there is nothing to show), and each one's address. */
export type PageKind<A> = {
  pages: (content: SiteContent) => A[];
  path: (arg: A) => string;
  /** Left out of the sitemap: a sheet to print, the not-found page. */
  unlisted?: true;
};

const kind = <A = undefined>(k: PageKind<A>) => k;
const single = [undefined];

/** The services whose projects have a filtered list of their own. */
export const filteredServices = (content: Pick<SiteContent, "projects">) =>
  serviceSlugs.filter((slug) => servicesWithProjects(content.projects).has(slug));

/** The services whose guides have a filtered list of their own. */
export const filteredGuideServices = (content: Pick<SiteContent, "guides">) =>
  serviceSlugs.filter((slug) => content.guides.some((guide) => guide.service === slug));

export const routePages = {
  home: kind({ pages: () => single, path: () => "/" }),
  service: kind({
    pages: () => servicePages.map((page) => page.slug),
    path: (slug: ServiceSlug) => servicePages.find((page) => page.slug === slug)!.path,
  }),
  estimate: kind({ pages: () => single, path: () => estimatePath }),
  // /projects only while there are projects to list.
  projects: kind({ pages: (content) => (content.projects.length ? single : []), path: () => projectsPath }),
  projectsByService: kind({ pages: filteredServices, path: projectsByServicePath }),
  project: kind({ pages: (content) => content.projects.map((project) => project.slug), path: projectPath }),
  // A district with at least two real projects (src/model/views/districts.ts); none from examples.
  district: kind({
    pages: (content) => districtsWithPages(content.projects).map((district) => district.slug),
    path: projectsByDistrictPath,
  }),
  // Only while there is a guide to read: a public build leaves out the starter guides the owner has not approved.
  guides: kind({ pages: (content) => (content.guides.length ? single : []), path: () => guidesPath }),
  guidesByService: kind({ pages: filteredGuideServices, path: guidesByServicePath }),
  // Drafts never reach the content the pages read.
  guide: kind({ pages: (content) => content.guides.map((guide) => guide.slug), path: guidePath }),
  // Only while the company profile states terms.
  warranty: kind({ pages: (content) => (hasWarrantyPage(content.site) ? single : []), path: () => warrantyPath }),
  companyProfile: kind({ pages: () => single, path: () => companyProfilePath }),
  privacy: kind({ pages: () => single, path: () => privacyPath }),
  complaints: kind({ pages: () => single, path: () => complaintsPath }),
  // The review link's QR code, to print: noindex, in no menu, only while the link is set.
  reviewPoster: kind({
    pages: (content) => (hasReviewPoster(content.site) ? single : []),
    path: () => reviewPosterPath,
    unlisted: true,
  }),
  // Served for every unknown address.
  notFound: kind({ pages: () => single, path: () => "/404", unlisted: true }),
};

export type PageKindName = keyof typeof routePages;

/** Every page of the content a search engine may list, by its Arabic address, in the route table's order. */
export const listedPages = (content: SiteContent, kinds: Readonly<Record<string, object>> = routePages) =>
  Object.values(kinds).flatMap((kind) => {
    const { pages, path, unlisted } = kind as PageKind<unknown>;
    return unlisted ? [] : pages(content).map(path);
  });
