import type {
  Article,
  BreadcrumbList,
  City,
  FAQPage,
  GeneralContractor,
  Offer,
  Service,
  Thing,
  WebPage,
  WithContext,
} from "schema-dts";
import type { Faq, PriceUnit } from "~/model/schema";
import { profileKeys, type ProfileKey, type SiteConfig } from "~/model/site-schema";
import { content, serviceLinks } from "~/model/site-data";
import { mapHref } from "./links";
import { pricedItems, type PricedSection } from "./prices";
import { ogImage, urlFor } from "./seo-files";

// JSON-LD built from the same content records the page renders, so the
// structured data can never disagree with what a visitor reads.

const context = "https://schema.org" as const;
const currency = "SAR";

// UN/CEFACT common codes, and the unit's Arabic name.
const units: Record<PriceUnit, { code: string; text: string }> = {
  sqm: { code: "MTK", text: "متر مربع" },
  "linear-metre": { code: "MTR", text: "متر طولي" },
  metre: { code: "MTR", text: "متر" },
  unit: { code: "C62", text: "وحدة" },
  door: { code: "C62", text: "باب" },
};

// Content is read when called, not when loaded: the admin's preview points site-data at each draft.
const absoluteUrl = (path: string) => urlFor(content.site.url, path);

/** The owner's areas served, once they are his (an example list never reaches search engines); the city until then. */
export function areaServedOf(company: Pick<SiteConfig["company"], "areasServed">): City | City[] {
  const areas = company.areasServed;
  return areas && !areas.example
    ? areas.areas.map((name): City => ({ "@type": "City", name }))
    : { "@type": "City", name: content.site.city };
}

const businessId = () => `${absoluteUrl("/")}#business`;

/** sameAs: every profile the owner has set (Google, Instagram, Snapchat, TikTok, X), and none left empty. */
export function sameAsOf(profiles: Partial<Record<ProfileKey, string>>): string[] {
  return profileKeys.map((key) => profiles[key]).filter((url): url is string => Boolean(url));
}

/** The company, as the home page's main entity: the profile the footer shows. */
export function business(description?: string): Exclude<GeneralContractor, string> {
  const { site } = content;
  const { company } = site;
  return {
    "@type": "GeneralContractor",
    "@id": businessId(),
    name: site.name,
    legalName: company.legalName,
    ...(description && { description }),
    url: absoluteUrl("/"),
    telephone: site.phone,
    image: absoluteUrl(ogImage.path("home")),
    logo: absoluteUrl("/icon-512.png"),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressRegion: company.address.district,
      addressLocality: site.city,
      postalCode: company.address.postalCode,
      addressCountry: "SA",
    },
    ...(company.geo && {
      geo: { "@type": "GeoCoordinates", latitude: company.geo.lat, longitude: company.geo.lng },
    }),
    foundingDate: String(company.founded),
    // The VAT number is the company's tax registration number (ZATCA); the CR is its registry identifier.
    vatID: company.vat,
    taxID: company.vat,
    identifier: { "@type": "PropertyValue", propertyID: "CR", value: company.cr },
    areaServed: areaServedOf(company),
    // Reachable around the clock, every day (docs/decisions/0009-search-and-structured-data.md), when the profile promises it.
    ...(company.contact247 && {
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    }),
    sameAs: sameAsOf(site),
    hasMap: mapHref(site),
    // No aggregateRating or review: Google ignores, and may act on, a business's ratings of itself
    // (docs/decisions/0004-proof-and-examples.md); the site links to its Google reviews instead.
  };
}

/**
 * A service's provider: the home page's business, by its @id, with the name and contact a
 * reader of this page alone needs. The full profile is on the home page once, not on every page.
 */
function provider(): Exclude<GeneralContractor, string> {
  const { site } = content;
  return {
    "@type": "GeneralContractor",
    "@id": businessId(),
    name: site.name,
    url: absoluteUrl("/"),
    telephone: site.phone,
  };
}

function offers(service: ServiceSource): Offer[] {
  const url = absoluteUrl(service.path);
  // Name, price and a link to its row: the row's description is on the page it links to.
  return pricedItems(service.sections).map(({ name, price, sectionId }) => ({
    "@type": "Offer",
    name,
    url: `${url}#${sectionId}`,
    priceCurrency: currency,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      minPrice: price.min,
      maxPrice: price.max,
      priceCurrency: currency,
      unitCode: units[price.unit].code,
      unitText: units[price.unit].text,
    },
  }));
}

/** What the builders read from a service page's content record. */
export type ServiceSource = {
  slug: string;
  path: string;
  meta: { title: string; description: string };
  hero: { title: string };
  sections: readonly PricedSection[];
  faqs: readonly Faq[];
};

const navLabel = (path: string) => serviceLinks.find((page) => page.path === path)?.label;

export function serviceJsonLd(service: ServiceSource): WithContext<Service> {
  const url = absoluteUrl(service.path);
  const serviceOffers = offers(service);
  return {
    "@context": context,
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.hero.title,
    serviceType: navLabel(service.path) ?? service.hero.title,
    description: service.meta.description,
    url,
    image: absoluteUrl(ogImage.path(service.slug)),
    provider: provider(),
    areaServed: areaServedOf(content.site.company),
    ...(serviceOffers.length > 0 && { offers: serviceOffers }),
  };
}

export function faqJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** Home › … › the page, with the labels the navigation uses. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: [{ name: content.ui.nav.home, path: "/" }, ...trail].map(({ name, path }, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

/** A page that is neither the business nor a service (the estimator): what it is, in its own words. */
export function webPageJsonLd(page: { name: string; description: string; path: string }): WithContext<WebPage> {
  return {
    "@context": context,
    "@type": "WebPage",
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    inLanguage: "ar",
  };
}

export type JsonLdDocument = WithContext<Thing>;

/** The home page: the business, described with the page's own description. */
export function homeStructuredData(content: { meta: { description: string } }): JsonLdDocument[] {
  return [{ "@context": context, ...business(content.meta.description) }];
}

/** A service page: the service with its prices, its FAQs and its breadcrumb. */
export function serviceStructuredData(service: ServiceSource): JsonLdDocument[] {
  return [
    serviceJsonLd(service),
    ...(service.faqs.length > 0 ? [faqJsonLd(service.faqs)] : []),
    breadcrumbJsonLd([{ name: navLabel(service.path) ?? service.hero.title, path: service.path }]),
  ];
}

/** A guide: what its page shows (title, description, dates, sources), published by the company. */
export function articleJsonLd(guide: {
  path: string;
  title: string;
  description: string;
  published: string;
  updated?: string;
  service: string;
  sources: readonly { title: string; url: string }[];
}): WithContext<Article> {
  const url = absoluteUrl(guide.path);
  const company = {
    "@type": "Organization" as const,
    "@id": businessId(),
    name: content.site.name,
    url: absoluteUrl("/"),
  };
  return {
    "@context": context,
    "@type": "Article",
    "@id": `${url}#article`,
    headline: guide.title,
    description: guide.description,
    url,
    mainEntityOfPage: url,
    inLanguage: "ar",
    datePublished: guide.published,
    dateModified: guide.updated ?? guide.published,
    author: company,
    publisher: { ...company, logo: absoluteUrl("/icon-512.png") },
    image: absoluteUrl(ogImage.path("home")),
    about: guide.service,
    citation: guide.sources.map((source) => ({ "@type": "CreativeWork", name: source.title, url: source.url })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLdDocument) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
