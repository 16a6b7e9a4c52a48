import { districtSlug, districtsWithPages } from "./districts";
import { readingMinutes } from "../contract/guide-body";
import { guidePath, pathOfService, projectPath, projectsByDistrictPath, type ServiceSlug } from "../contract/pages";
import type { Guide, Project, Review } from "../contract/schema";
import type { SiteContent } from "../contract/validate";

// How records show on the pages, from the content each page's builder is given: a
// service with its address, and the cards of projects, reviews and guides.

/** A service's page record with its slug and address. */
export function serviceOf(content: Pick<SiteContent, "services">, slug: ServiceSlug) {
  return { slug, path: pathOfService(slug), ...content.services[slug] };
}

const serviceName = (content: Pick<SiteContent, "services">, slug: ServiceSlug) => content.services[slug].name;

/** A project as its cards show it: the first photo, the facts a list needs, the example flag. */
export function projectCard(content: Pick<SiteContent, "services">, project: Project) {
  return {
    slug: project.slug,
    href: projectPath(project.slug),
    title: project.title,
    service: serviceName(content, project.service),
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
export function reviewCard(content: Pick<SiteContent, "services">, review: Review) {
  const { slug, name, district, text, rating, source, example } = review;
  return {
    slug,
    name,
    district,
    text,
    rating,
    source,
    example,
    service: serviceName(content, review.service),
    date: review.date,
    dateText: monthYear.format(new Date(review.date)),
  };
}

export type ReviewCardData = ReturnType<typeof reviewCard>;

/** A district's page, when the district has earned one. */
export const districtHref = (content: Pick<SiteContent, "projects">, district: string) => {
  const slug = districtSlug(district);
  return districtsWithPages(content.projects).some((d) => d.slug === slug) ? projectsByDistrictPath(slug) : undefined;
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
export function guideCard(content: Pick<SiteContent, "services" | "guidesPage">, guide: Guide) {
  return {
    slug: guide.slug,
    href: guidePath(guide.slug),
    title: guide.title,
    description: guide.description,
    service: serviceName(content, guide.service),
    serviceHref: pathOfService(guide.service),
    published: guide.published,
    publishedText: dateText(guide.published),
    readingTime: content.guidesPage.readingTime.replace("{minutes}", minutesText(readingMinutes(guide.body))),
    /** A starter guide he has not approved: labelled in a draft, left out of the public site (go-live.ts). */
    example: !guide.reviewed,
  };
}

export type GuideCardData = ReturnType<typeof guideCard>;
