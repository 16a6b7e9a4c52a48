import { content as built, draft } from "virtual:site-content";
import { districtSlug, districtsWithPages, type District } from "./districts";
import { readingMinutes } from "./guide-body";
import { warrantyTrust } from "./warranty";
import { hasReviewPoster, hasWarrantyPage, navigation } from "./navigation";
import { guidePath, pathOfService, projectPath, projectsByDistrictPath, servicePages, type ServiceSlug } from "./pages";
import type { Guide, Project, Review } from "./schema";
import type { SiteContent } from "./validate";

// The validated content the page builders (page-data.ts) and components read.
// The build sets it once, from the site-content Vite plugin, which read and
// checked content/; the admin's preview sets it to each checked draft
// (admin/preview/), so both draw with the same code. Read at call time: these
// are live bindings, reassigned by setContent().
export let content: SiteContent;
/** Every service with its route and one name, in navigation order. */
export let serviceLinks: ReturnType<typeof navigation>["services"];
/** What every page's layout needs: contact data, the layout's words and the navigation. */
export let layout: { site: SiteContent["site"]; ui: SiteContent["ui"]; nav: ReturnType<typeof navigation> };
/** Projects the company really delivered: what counts and what structured data may mention. */
export let deliveredProjects: Project[];
/** The districts with a page of their own: two real projects or more. */
export let districts: District[];
export let warrantyPageExists: boolean;
export let reviewPosterExists: boolean;

export function setContent(next: SiteContent) {
  content = next;
  const nav = navigation(next);
  serviceLinks = nav.services;
  layout = { site: next.site, ui: next.ui, nav };
  deliveredProjects = next.projects.filter((project) => !project.example);
  districts = districtsWithPages(next.projects);
  warrantyPageExists = hasWarrantyPage(next.site);
  reviewPosterExists = hasReviewPoster(next.site);
}

// The admin's bundle has no built content: its preview calls setContent() per draft.
if (built) setContent(built);

/** A draft build's examples (null for the public site): every page carries the banner and says noindex. */
export { draft };

export function serviceBySlug(slug: ServiceSlug) {
  return { slug, path: pathOfService(slug), ...content.services[slug] };
}

export function serviceByPath(pathname: string) {
  const page = servicePages.find((p) => p.path === pathname.replace(/\/+$/, ""));
  return page && serviceBySlug(page.slug);
}

export type LayoutData = typeof layout;

export const serviceName = (slug: ServiceSlug) => content.services[slug].name;

/** A project as its cards show it: the first photo, the facts a list needs, the example flag. */
export function projectCard(project: Project) {
  return {
    slug: project.slug,
    href: projectPath(project.slug),
    title: project.title,
    service: serviceName(project.service),
    district: project.district,
    year: project.year,
    example: project.example,
    image: project.photos[0]!,
  };
}

export type ProjectCardData = ReturnType<typeof projectCard>;

// Western digits and the Gregorian calendar, formatted once at build time (docs/decisions/0003-numbers-and-prices.md).
const monthYear = new Intl.DateTimeFormat("ar-u-nu-latn-ca-gregory", { month: "long", year: "numeric" });

/** A review as the page shows it, its date written as "فبراير 2026". */
export function reviewCard(review: Review) {
  const { slug, name, district, text, rating, source, example } = review;
  return {
    slug,
    name,
    district,
    text,
    rating,
    source,
    example,
    service: serviceName(review.service),
    date: review.date,
    dateText: monthYear.format(new Date(review.date)),
  };
}

export type ReviewCardData = ReturnType<typeof reviewCard>;

/** A district's page, when the district has earned one. */
export const districtHref = (district: string) => {
  const slug = districtSlug(district);
  return districts.some((d) => d.slug === slug) ? projectsByDistrictPath(slug) : undefined;
};

const fullDate = new Intl.DateTimeFormat("ar-u-nu-latn-ca-gregory", { day: "numeric", month: "long", year: "numeric" });

/** "14 مارس 2026", from a date such as 2026-03-14. */
export const dateText = (date: string) => fullDate.format(new Date(`${date}T12:00:00Z`));

/** Arabic counts a minute as دقيقة, دقيقتان, 3–10 دقائق, then 11 دقيقة and up. */
export function minutesText(minutes: number) {
  if (minutes === 1) return "دقيقة واحدة";
  if (minutes === 2) return "دقيقتان";
  return `${minutes} ${minutes <= 10 ? "دقائق" : "دقيقة"}`;
}

/** A guide as its card and its page's header show it. */
export function guideCard(guide: Guide) {
  const { guidesPage } = content;
  return {
    slug: guide.slug,
    href: guidePath(guide.slug),
    title: guide.title,
    description: guide.description,
    service: serviceName(guide.service),
    serviceHref: pathOfService(guide.service),
    published: guide.published,
    publishedText: dateText(guide.published),
    readingTime: guidesPage.readingTime.replace("{minutes}", minutesText(readingMinutes(guide.body))),
  };
}

export type GuideCardData = ReturnType<typeof guideCard>;

/**
 * The trust band: only what the profile and the projects support. Computed at build time.
 * The warranty is the service's own, or a note that it has none (warranty.ts warrantyTrust).
 */
export function trustItems(slug?: ServiceSlug) {
  const { company } = content.site;
  const { trust } = content.ui;
  const years = new Date().getFullYear() - company.founded;
  const warranty = warrantyTrust({
    warranty: company.warranty,
    trust,
    link: content.warrantyPage.link,
    slug,
  });
  const items: {
    key: string;
    value?: string;
    label: string;
    detail?: string;
    /** Where the detail leads: the warranty's full terms. */
    href?: string;
  }[] = [];
  if (years > 0) items.push({ key: "years", value: String(years), label: trust.years });
  if (deliveredProjects.length)
    items.push({ key: "projects", value: String(deliveredProjects.length), label: trust.projects });
  if (warranty.item) items.push({ key: "warranty", ...warranty.item });
  if (company.contact247) items.push({ key: "contact247", label: trust.contact247 });
  if (company.freeSurvey) items.push({ key: "freeSurvey", label: trust.freeSurvey });
  return { label: trust.label, items, note: warranty.note };
}

export type TrustData = ReturnType<typeof trustItems>;
