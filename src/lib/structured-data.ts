import type {
  Article,
  BreadcrumbList,
  City,
  FAQPage,
  GeneralContractor,
  Offer,
  OfferCatalog,
  Place,
  Service,
  Thing,
  WebPage,
  WithContext,
} from "schema-dts";
import type { Faq, PriceUnit } from "~/model/contract/schema";
import type { SiteConfig } from "~/model/contract/site-schema";
import { registrationOf } from "./company.ts";
import { mapHref } from "./links.ts";
import { pricedItems, type PricedSection } from "./prices.ts";
import { shownPrice } from "./vat.ts";
import { ogImage, urlFor } from "./seo-files.ts";

/** The company's profiles elsewhere, in the order the business JSON-LD's sameAs lists them. */
export const profileKeys = ["googleProfileUrl", "instagramUrl", "snapchatUrl", "tiktokUrl", "xUrl"] as const;
export type ProfileKey = (typeof profileKeys)[number];

// JSON-LD built from the same content records the page renders, so the
// structured data can never disagree with what a visitor reads.

const context = "https://schema.org" as const;
const currency = "SAR";

// UN/CEFACT common codes; the unit's words are the page's own (content/ui.yml → prices.units).
const unitCodes: Record<PriceUnit, string> = {
  sqm: "MTK",
  "linear-metre": "MTR",
  metre: "MTR",
  unit: "C62",
  door: "C62",
};

/**
 * What the documents read of the content, passed by the page's builder (the admin's preview
 * passes each draft): the site settings, and the home page's name as the breadcrumb starts.
 */
export type JsonLdContent = {
  site: SiteConfig;
  ui: { nav: { home: string }; prices: { units: Record<PriceUnit, string> } };
};

const absoluteUrl = ({ site }: Pick<JsonLdContent, "site">, path: string) => urlFor(site.url, path);

/** The owner's areas served, once they are his (an example list never reaches search engines); the city until then. */
export function areaServedOf(company: Pick<SiteConfig["company"], "areasServed">, city: string): City | City[] {
  const areas = company.areasServed;
  return areas && !areas.example
    ? areas.areas.map((name): City => ({ "@type": "City", name }))
    : { "@type": "City", name: city };
}

/**
 * The business's areaServed: the districts where it has a published project, each in the city, and nothing it
 * has not shown work in; the city alone while there is none.
 */
export function districtsServed(districts: readonly string[], city: string): City | Place[] {
  const inCity: City = { "@type": "City", name: city };
  return districts.length
    ? [...new Set(districts)].map((name): Place => ({ "@type": "Place", name, containedInPlace: inCity }))
    : inCity;
}

/**
 * What the business offers, service by service: each priced service by its name and page, whose own Service
 * JSON-LD carries its offers with their prices (with VAT, as shown). Listing every price here as well put
 * about 1 kB of gzip into the home page's first view, which has 50 kB in all.
 */
function offerCatalogue(content: JsonLdContent, services: readonly ServiceSource[]): OfferCatalog | undefined {
  const priced = services.filter((service) => pricedItems(service.sections).length > 0);
  if (!priced.length) return undefined;
  return {
    "@type": "OfferCatalog",
    name: content.site.name,
    itemListElement: priced.map((service): OfferCatalog => ({
      "@type": "OfferCatalog",
      name: service.name,
      url: absoluteUrl(content, service.path),
    })),
  };
}

/** What the business's profile adds from the other records: where it has worked, and what it offers. */
export type BusinessRecords = {
  /** The districts of the published projects (never an example's). */
  districts: readonly string[];
  /** The services listed on the site, with their price records. */
  services: readonly ServiceSource[];
};

const businessId = (content: JsonLdContent) => `${absoluteUrl(content, "/")}#business`;

/** sameAs: every profile the owner has set (Google, Instagram, Snapchat, TikTok, X), and none left empty. */
export function sameAsOf(profiles: Partial<Record<ProfileKey, string>>): string[] {
  return profileKeys.map((key) => profiles[key]).filter((url): url is string => Boolean(url));
}

/** The company, as the home page's main entity: the profile the footer shows. */
export function business(
  content: JsonLdContent,
  records: BusinessRecords,
  description?: string,
): Exclude<GeneralContractor, string> {
  const { site } = content;
  const { company } = site;
  const catalogue = offerCatalogue(content, records.services);
  const registration = registrationOf(company, { cr: "CR", unifiedNumber: "UNN" });
  return {
    "@type": "GeneralContractor",
    "@id": businessId(content),
    name: site.name,
    legalName: company.legalName,
    ...(description && { description }),
    url: absoluteUrl(content, "/"),
    telephone: site.phone,
    image: absoluteUrl(content, ogImage.path("home")),
    logo: absoluteUrl(content, "/icon-512.png"),
    address: {
      "@type": "PostalAddress",
      streetAddress: [company.address.buildingNumber, company.address.street].filter(Boolean).join(" "),
      addressRegion: company.address.district,
      addressLocality: site.city,
      postalCode: [company.address.postalCode, company.address.additionalNumber].filter(Boolean).join("-"),
      addressCountry: "SA",
    },
    ...(company.geo && {
      geo: { "@type": "GeoCoordinates", latitude: company.geo.lat, longitude: company.geo.lng },
    }),
    foundingDate: String(company.founded),
    // The VAT number is the company's tax registration number (ZATCA); the registry identifier is the unified
    // national number (2025 Commercial Register Law), or the CR while the company has none.
    vatID: company.vat,
    taxID: company.vat,
    identifier: { "@type": "PropertyValue", propertyID: registration.label, value: registration.number },
    areaServed: districtsServed(records.districts, site.city),
    ...(catalogue && { hasOfferCatalog: catalogue }),
    // The office's hours as the profile sets them; replies around the clock are no opening hours
    // (docs/decisions/0009-search-and-structured-data.md).
    ...(company.openingHours && {
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: company.openingHours.days,
        opens: company.openingHours.opens,
        closes: company.openingHours.closes,
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
function provider(content: JsonLdContent): Exclude<GeneralContractor, string> {
  const { site } = content;
  return {
    "@type": "GeneralContractor",
    "@id": businessId(content),
    name: site.name,
    url: absoluteUrl(content, "/"),
    telephone: site.phone,
  };
}

function offers(content: JsonLdContent, service: ServiceSource): Offer[] {
  const url = absoluteUrl(content, service.path);
  // Name, price and a link to its row: the row's description is on the page it links to.
  // The price the page shows: with VAT (decision 0034).
  return pricedItems(service.sections).map(({ name, price, sectionId }) => ({
    "@type": "Offer",
    name,
    url: `${url}#${sectionId}`,
    priceCurrency: currency,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      minPrice: shownPrice(price, content.site.prices).withVat.min,
      maxPrice: shownPrice(price, content.site.prices).withVat.max,
      valueAddedTaxIncluded: true,
      priceCurrency: currency,
      unitCode: unitCodes[price.unit],
      unitText: content.ui.prices.units[price.unit],
    },
  }));
}

/** What the builders read from a service page's content record. */
export type ServiceSource = {
  slug: string;
  /** The service's one name, as the navigation labels it. */
  name: string;
  path: string;
  meta: { title: string; description: string };
  hero: { title: string };
  sections: readonly PricedSection[];
  faqs: readonly Faq[];
};

export function serviceJsonLd(content: JsonLdContent, service: ServiceSource): WithContext<Service> {
  const url = absoluteUrl(content, service.path);
  const serviceOffers = offers(content, service);
  return {
    "@context": context,
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.hero.title,
    serviceType: service.name,
    description: service.meta.description,
    url,
    image: absoluteUrl(content, ogImage.path(service.slug)),
    provider: provider(content),
    areaServed: areaServedOf(content.site.company, content.site.city),
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
export function breadcrumbJsonLd(
  content: JsonLdContent,
  trail: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: [{ name: content.ui.nav.home, path: "/" }, ...trail].map(({ name, path }, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: absoluteUrl(content, path),
    })),
  };
}

/** A page that is neither the business nor a service (the estimator): what it is, in its own words. */
export function webPageJsonLd(
  content: JsonLdContent,
  page: { name: string; description: string; path: string },
): WithContext<WebPage> {
  return {
    "@context": context,
    "@type": "WebPage",
    name: page.name,
    description: page.description,
    url: absoluteUrl(content, page.path),
    inLanguage: "ar",
  };
}

export type JsonLdDocument = WithContext<Thing>;

/** The home page: the business, described with the page's own description. */
export function homeStructuredData(
  content: JsonLdContent,
  home: { meta: { description: string } },
  records: BusinessRecords,
): JsonLdDocument[] {
  return [{ "@context": context, ...business(content, records, home.meta.description) }];
}

/** A service page: the service with its prices, its FAQs and its breadcrumb. */
export function serviceStructuredData(content: JsonLdContent, service: ServiceSource): JsonLdDocument[] {
  return [
    serviceJsonLd(content, service),
    ...(service.faqs.length > 0 ? [faqJsonLd(service.faqs)] : []),
    breadcrumbJsonLd(content, [{ name: service.name, path: service.path }]),
  ];
}

/** A guide: what its page shows (title, description, dates, sources), published by the company. */
export function articleJsonLd(
  content: JsonLdContent,
  guide: {
    path: string;
    title: string;
    description: string;
    published: string;
    updated?: string;
    service: string;
    sources: readonly { title: string; url: string }[];
  },
): WithContext<Article> {
  const url = absoluteUrl(content, guide.path);
  const company = {
    "@type": "Organization" as const,
    "@id": businessId(content),
    name: content.site.name,
    url: absoluteUrl(content, "/"),
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
    publisher: { ...company, logo: absoluteUrl(content, "/icon-512.png") },
    image: absoluteUrl(content, ogImage.path("home")),
    about: guide.service,
    citation: guide.sources.map((source) => ({ "@type": "CreativeWork", name: source.title, url: source.url })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLdDocument) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
