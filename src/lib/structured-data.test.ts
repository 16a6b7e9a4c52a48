import { describe, expect, test } from "vitest";
import { loadFixtureContent } from "../../tests/support/fixture-content";
import { serviceOf } from "~/model/views/cards";
import { content, serviceLinks } from "~/model/views/site-data";
import { pricedItems, type PricedSection } from "./prices";
import { shownPrice } from "./vat";

// UN/CEFACT codes: square metre, metre, piece.
const unitCodes = { sqm: "MTK", "linear-metre": "MTR", metre: "MTR", unit: "C62", door: "C62" } as const;
import {
  areaServedOf,
  breadcrumbJsonLd,
  faqJsonLd,
  homeStructuredData,
  sameAsOf,
  serializeJsonLd,
  serviceJsonLd,
  serviceStructuredData,
} from "./structured-data";

const { site, home } = content;
const siteUrl = site.url;
const fencing = serviceOf(content, "fencing");
const services = serviceLinks.map((link) => serviceOf(content, link.slug));
const records = { districts: [], services };

describe("homeStructuredData", () => {
  const [business] = homeStructuredData(content, home, records) as unknown as [Record<string, unknown>];

  test("describes the company from the site config", () => {
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "GeneralContractor",
      name: site.name,
      description: home.meta.description,
      telephone: site.phone,
      url: `${siteUrl}/`,
      image: `${siteUrl}/og/home.png`,
      areaServed: { "@type": "City", name: site.city },
      // Every profile set in site.yml, none left empty; the map is the Google profile once it is set.
      sameAs: [site.googleProfileUrl, site.instagramUrl, site.snapchatUrl, site.tiktokUrl, site.xUrl].filter(Boolean),
      hasMap: site.googleProfileUrl ?? site.mapsUrl,
    });
  });

  test("describes the company of the content it is given: the fixture's, not the shipped one", () => {
    const fixture = loadFixtureContent();
    expect(fixture.site.name).not.toBe(site.name);
    expect(homeStructuredData(fixture, fixture.home, records)[0]).toMatchObject({
      name: fixture.site.name,
      url: `${fixture.site.url}/`,
      telephone: fixture.site.phone,
    });
  });

  test("carries the company profile: legal name, address, founding year, VAT, and the pin when set", () => {
    const { company } = site;
    expect(business).toMatchObject({
      legalName: company.legalName,
      address: {
        "@type": "PostalAddress",
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressCountry: "SA",
      },
      foundingDate: String(company.founded),
      vatID: company.vat,
    });
    expect(business.geo).toEqual(
      company.geo && { "@type": "GeoCoordinates", latitude: company.geo.lat, longitude: company.geo.lng },
    );
  });

  test("serves the districts of its published projects, each in the city, once each; the city while there is none", () => {
    const fixture = loadFixtureContent();
    const districts = [...new Set(fixture.projects.map((project) => project.district))];
    const [withProjects] = homeStructuredData(fixture, fixture.home, {
      districts: [...districts, ...districts],
      services,
    }) as unknown as [Record<string, unknown>];
    expect(withProjects.areaServed).toEqual(
      districts.map((name) => ({
        "@type": "Place",
        name,
        containedInPlace: { "@type": "City", name: fixture.site.city },
      })),
    );
    expect(business.areaServed).toEqual({ "@type": "City", name: site.city });
  });

  test("is identified by its unified national number once set, by its CR while it has none", () => {
    const fixture = loadFixtureContent();
    const identifier = (set: typeof content) =>
      (homeStructuredData(set, set.home, records)[0] as Record<string, unknown>).identifier;
    expect(identifier(fixture)).toEqual({ "@type": "PropertyValue", propertyID: "CR", value: fixture.site.company.cr });
    const unified = { ...site, company: { ...site.company, unifiedNumber: "7012345678" } };
    expect(identifier({ ...content, site: unified })).toEqual({
      "@type": "PropertyValue",
      propertyID: "UNN",
      value: "7012345678",
    });
  });

  test("offers a catalogue of every priced service, each by its name and page, where its offers are", () => {
    const priced = services.filter((page) => pricedItems(page.sections).length > 0);
    expect(priced.length).toBeGreaterThan(0);
    expect(business.hasOfferCatalog).toEqual({
      "@type": "OfferCatalog",
      name: site.name,
      itemListElement: priced.map((page) => ({
        "@type": "OfferCatalog",
        name: page.name,
        url: `${siteUrl}${page.path}`,
      })),
    });
  });

  test("states the office's hours as the profile sets them, whatever its around-the-clock replies", () => {
    const hours = site.company.openingHours;
    if (!hours) return expect(business.openingHoursSpecification).toBeUndefined();
    expect(business.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    });
  });

  test("states no hours without them, even with replies around the clock", () => {
    const { openingHours: _hours, ...company } = site.company;
    const noHours = { ...content, site: { ...site, company: { ...company, contact247: true } } };
    const [withoutHours] = homeStructuredData(noHours, home, records) as unknown as [Record<string, unknown>];
    expect(withoutHours.openingHoursSpecification).toBeUndefined();
  });
});

describe("serviceJsonLd", () => {
  const service = serviceJsonLd(content, fencing) as unknown as Record<string, unknown>;

  test("names the page, its provider and area, with absolute URLs", () => {
    expect(service).toMatchObject({
      "@type": "Service",
      name: fencing.hero.title,
      description: fencing.meta.description,
      url: `${siteUrl}/fencing`,
      image: `${siteUrl}/og/fencing.png`,
      provider: { "@type": "GeneralContractor", "@id": `${siteUrl}/#business`, name: site.name, telephone: site.phone },
      areaServed: { "@type": "City", name: site.city },
    });
  });

  test("prices typed with VAT are offered as typed; typed before it, with the VAT added", () => {
    // The fixture content types its prices with VAT, the shipped content before it.
    const fixture = loadFixtureContent();
    expect(fixture.site.prices.typedWithVat).not.toBe(content.site.prices.typedWithVat);
    for (const set of [content, fixture]) {
      const page = Object.values(set.services).find((candidate) => pricedItems(candidate.sections).length)!;
      const [item] = pricedItems(page.sections);
      const { offers } = serviceJsonLd(set, { ...page, slug: "x", path: "/x" }) as unknown as {
        offers: { priceSpecification: { maxPrice: number } }[];
      };
      const typed = item!.price.max;
      if (set.site.prices.typedWithVat) expect(offers[0]!.priceSpecification.maxPrice).toBe(typed);
      else expect(offers[0]!.priceSpecification.maxPrice).toBe(shownPrice(item!.price, set.site.prices).withVat.max);
    }
  });

  test("refers to the home page's business by its @id rather than repeating its profile", () => {
    const business = homeStructuredData(content, home, records)[0] as Record<string, unknown>;
    expect((service.provider as Record<string, unknown>)["@id"]).toBe(business["@id"]);
    expect(service.provider).not.toHaveProperty("address");
    expect(business).toHaveProperty("address");
  });

  test("each service page offers every price its content holds, with VAT as the page shows it, in SAR with its unit", () => {
    // The prices are the owner's: the expected offers come from each page's content.
    expect(services.some((page) => pricedItems(page.sections).length > 0)).toBe(true);
    for (const page of services) {
      const items = pricedItems(page.sections);
      const { offers } = serviceJsonLd(content, page) as unknown as { offers?: unknown[] };
      expect(offers ?? [], page.path).toEqual(
        items.map((item) =>
          expect.objectContaining({
            "@type": "Offer",
            name: item.name,
            url: `${siteUrl}${page.path}#${item.sectionId}`,
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              minPrice: shownPrice(item.price, content.site.prices).withVat.min,
              maxPrice: shownPrice(item.price, content.site.prices).withVat.max,
              valueAddedTaxIncluded: true,
              priceCurrency: "SAR",
              unitCode: unitCodes[item.price.unit],
              unitText: expect.any(String),
            },
          }),
        ),
      );
    }
  });

  test("reads prices from tables, type cards and cladding sizes, and nothing else", () => {
    const price = (min: number) => ({ min, max: min + 10, unit: "sqm" as const });
    const sections: PricedSection[] = [
      { kind: "prices", id: "prices", rows: [{ type: "أ", description: "د", price: price(1) }] },
      { kind: "types", id: "types", items: [{ title: "ب", description: "د", price: price(2) }] },
      {
        kind: "cladding-sizes",
        id: "sizes",
        rows: [{ thickness: "10 مم", dimensions: "290 × 15 سم", width: 15, price: price(3) }],
      },
      { kind: "prose" },
    ];
    expect(pricedItems(sections).map((item) => [item.name, item.price.min, item.sectionId])).toEqual([
      ["أ", 1, "prices"],
      ["ب", 2, "types"],
      ["10 مم، 290 × 15 سم", 3, "sizes"],
    ]);
  });

  test("has no offers on a page without prices", () => {
    const page = { ...fencing, sections: fencing.sections.filter((section) => section.kind === "prose") };
    expect(serviceJsonLd(content, page)).not.toHaveProperty("offers");
  });
});

describe("faqJsonLd and breadcrumbJsonLd", () => {
  test("FAQ entries are the page's questions and answers, in order", () => {
    const faq = faqJsonLd(fencing.faqs) as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      fencing.faqs.map((f) => [f.question, f.answer]),
    );
  });

  test("the breadcrumb goes home, then to the service with its navigation label", () => {
    expect(breadcrumbJsonLd(content, [{ name: fencing.name, path: fencing.path }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: content.ui.nav.home, item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: fencing.name, item: `${siteUrl}/fencing` },
      ],
    });
  });

  test("a service page gets a Service, an FAQPage and a BreadcrumbList", () => {
    expect(serviceStructuredData(content, fencing).map((d) => (d as { "@type": string })["@type"])).toEqual([
      "Service",
      "FAQPage",
      "BreadcrumbList",
    ]);
  });
});

describe("serializeJsonLd", () => {
  test("escapes < so content cannot close the script element", () => {
    const json = serializeJsonLd({ "@context": "https://schema.org", "@type": "Thing", name: "</script><b>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toMatchObject({ name: "</script><b>" });
  });
});

describe("areaServed", () => {
  test("the city while the areas are the shipped example; the owner's areas once they are his", () => {
    const city = { "@type": "City", name: site.city };
    expect(areaServedOf({}, site.city)).toEqual(city);
    expect(areaServedOf({ areasServed: { areas: ["الرياض", "الخرج"], example: true } }, site.city)).toEqual(city);
    expect(areaServedOf({ areasServed: { areas: ["الرياض", "الخرج"], example: false } }, site.city)).toEqual([
      { "@type": "City", name: "الرياض" },
      { "@type": "City", name: "الخرج" },
    ]);
  });
});

describe("sameAs", () => {
  // The fixture company sets every profile the shipped content leaves empty.
  const fixture = loadFixtureContent().site;
  const profiles = [
    fixture.googleProfileUrl,
    fixture.instagramUrl,
    fixture.snapchatUrl,
    fixture.tiktokUrl,
    fixture.xUrl,
  ];

  test("lists every profile the owner sets: Google, Instagram, Snapchat, TikTok and X", () => {
    for (const url of profiles) expect(url).toMatch(/^https:\/\//);
    expect(sameAsOf(fixture)).toEqual(profiles);
  });

  test("lists none that is empty", () => {
    const some = { ...fixture, googleProfileUrl: undefined, snapchatUrl: undefined, xUrl: "" };
    expect(sameAsOf(some)).toEqual([fixture.instagramUrl, fixture.tiktokUrl]);
  });
});
