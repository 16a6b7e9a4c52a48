import type { BreadcrumbList, City, FAQPage, GeneralContractor, Offer, Service, Thing, WithContext } from "schema-dts";
import type { Faq, Price, PriceUnit, Section } from "~/content/schema";
import { homeLink, servicePages } from "~/content/routes";
import { site } from "~/content/site";
import { absoluteUrl } from "./meta";
import { ogImage } from "./seo-files";

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
};

const riyadh: City = { "@type": "City", name: site.city };

const businessId = `${absoluteUrl("/")}#business`;

/** The company, as the home page's main entity and every service's provider. */
export function business(description?: string): Exclude<GeneralContractor, string> {
  return {
    "@type": "GeneralContractor",
    "@id": businessId,
    name: site.name,
    ...(description && { description }),
    url: absoluteUrl("/"),
    telephone: site.phone,
    image: absoluteUrl(ogImage.path("home")),
    logo: absoluteUrl("/icon-512.png"),
    address: { "@type": "PostalAddress", addressLocality: site.city, addressCountry: "SA" },
    areaServed: riyadh,
    // Open around the clock, every day (decisions §8).
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    sameAs: [site.instagramUrl],
    hasMap: site.mapsUrl,
  };
}

/** The sections that carry prices, narrowed to the fields the offers need (raw or prepared content). */
type PricedSection =
  | { kind: "prices"; id: string; rows: readonly { type: string; description: string; price: Price }[] }
  | { kind: "types"; id: string; items: readonly { title: string; description: string; price: Price }[] }
  | { kind: "cladding-sizes"; id: string; rows: readonly { thickness: string; dimensions: string; price: Price }[] }
  | { kind: Exclude<Section["kind"], "prices" | "types" | "cladding-sizes"> };

/** What the builders read from a service page's content record. */
export type ServiceSource = {
  slug: string;
  path: string;
  meta: { title: string; description: string };
  hero: { title: string };
  sections: readonly PricedSection[];
  faqs: readonly Faq[];
};

/** A price the page shows, with the label beside it and the id of the section that holds it. */
export type PricedItem = { name: string; description?: string; price: Price; sectionId: string };

export function pricedItems(sections: readonly PricedSection[]): PricedItem[] {
  return sections.flatMap((section): PricedItem[] => {
    switch (section.kind) {
      case "prices":
        return section.rows.map((row) => ({
          name: row.type,
          description: row.description,
          price: row.price,
          sectionId: section.id,
        }));
      case "types":
        return section.items.map((item) => ({
          name: item.title,
          description: item.description,
          price: item.price,
          sectionId: section.id,
        }));
      case "cladding-sizes":
        return section.rows.map((row) => ({
          name: `${row.thickness}، ${row.dimensions}`,
          price: row.price,
          sectionId: section.id,
        }));
      default:
        return [];
    }
  });
}

function offers(service: ServiceSource): Offer[] {
  const url = absoluteUrl(service.path);
  return pricedItems(service.sections).map(({ name, description, price, sectionId }) => ({
    "@type": "Offer",
    name,
    ...(description && { description }),
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

const navLabel = (path: string) => servicePages.find((page) => page.path === path)?.label;

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
    provider: business(),
    areaServed: riyadh,
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

/** Home › service, with the labels the navigation uses. */
export function breadcrumbJsonLd(service: Pick<ServiceSource, "path" | "hero">): WithContext<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: homeLink.label, item: absoluteUrl(homeLink.path) },
      {
        "@type": "ListItem",
        position: 2,
        name: navLabel(service.path) ?? service.hero.title,
        item: absoluteUrl(service.path),
      },
    ],
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
    breadcrumbJsonLd(service),
  ];
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLdDocument) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
