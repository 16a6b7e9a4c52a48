import type { SiteContent } from "./validate.ts";

// The site's pages, in code because they are structure, not copy: route
// config, navigation, the sitemap and the tests all read this list. Each
// service's name and copy live in content/pages/<slug>.yml.
export const servicePages = [
  { slug: "warehouses", path: "/warehouses-detail" },
  { slug: "canopies", path: "/canopies" },
  { slug: "shutters", path: "/shutters" },
  { slug: "sandwich-panel", path: "/sandwich-panel" },
  { slug: "fencing", path: "/fencing" },
  { slug: "laser-shutters", path: "/LaserShutters" },
  { slug: "cladding", path: "/cladding" },
  { slug: "doors", path: "/doors" },
] as const;

export type ServiceSlug = (typeof servicePages)[number]["slug"];
export const serviceSlugs = servicePages.map((page) => page.slug) as [ServiceSlug, ...ServiceSlug[]];
export const servicePaths = servicePages.map((page) => page.path);

export const pathOfService = (slug: ServiceSlug) => servicePages.find((page) => page.slug === slug)!.path;

export const projectsPath = "/projects";
/** The price estimator for every priced service (its words: content/ui.yml → estimator). */
export const estimatePath = "/estimate";
export const projectPath = (slug: string) => `${projectsPath}/${slug}`;
export const projectsByServicePath = (service: ServiceSlug) => `${projectsPath}/service/${service}`;
export const projectsByDistrictPath = (district: string) => `${projectsPath}/district/${district}`;

export const guidesPath = "/guides";
export const guidePath = (slug: string) => `${guidesPath}/${slug}`;
export const guidesByServicePath = (service: ServiceSlug) => `${guidesPath}/service/${service}`;
/** The Atom feed of the guides: a stable address readers subscribe to. */
export const guidesFeedPath = `${guidesPath}/feed.xml`;

export const warrantyPath = "/warranty";

/** A poster of the Google review link's QR code, to print: never indexed, in no menu, only while the link is set. */
export const reviewPosterPath = "/review-poster";
/** The privacy policy and the complaints page (content/pages/privacy.yml, complaints.yml), linked from the footer. */
export const privacyPath = "/privacy";
export const complaintsPath = "/complaints";
/** The company as a company buyer checks it, to print on A4 (the words: content/ui.yml → companyProfile). */
export const companyProfilePath = "/company-profile";

/** /warranty exists when some service has warranty terms; the general line alone promises no warranty. */
export const hasWarrantyPage = (site: Pick<SiteContent["site"], "company">) =>
  Boolean(site.company.warranty?.services?.length);

/** /review-poster exists while the owner has set Google's review link; no menu links to it. */
export const hasReviewPoster = (site: Pick<SiteContent["site"], "googleReviewUrl">) => Boolean(site.googleReviewUrl);
