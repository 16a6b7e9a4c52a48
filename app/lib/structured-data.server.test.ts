import { describe, expect, test } from "vitest";
import { content, serviceBySlug, serviceLinks } from "~/content/content.server";
import { pricedItems } from "./prices";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  homeStructuredData,
  serializeJsonLd,
  serviceJsonLd,
  serviceStructuredData,
} from "./structured-data.server";

const { site, home } = content;
const siteUrl = site.url;
const fencing = serviceBySlug("fencing");
const cladding = serviceBySlug("cladding");
const services = serviceLinks.map((link) => serviceBySlug(link.slug));

describe("homeStructuredData", () => {
  const [business] = homeStructuredData(home) as unknown as [Record<string, unknown>];

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
      sameAs: [site.instagramUrl],
      hasMap: site.mapsUrl,
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

  test("is reachable Monday to Sunday, 00:00 to 23:59, when the profile promises 24/7 contact", () => {
    if (!site.company.contact247) return expect(business.openingHoursSpecification).toBeUndefined();
    expect(business.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    });
  });
});

describe("serviceJsonLd", () => {
  const service = serviceJsonLd(fencing) as unknown as Record<string, unknown>;

  test("names the page, its provider and area, with absolute URLs", () => {
    expect(service).toMatchObject({
      "@type": "Service",
      name: fencing.hero.title,
      description: fencing.meta.description,
      url: `${siteUrl}/fencing`,
      image: `${siteUrl}/og/fencing.png`,
      provider: { "@type": "GeneralContractor", name: site.name, telephone: site.phone },
      areaServed: { "@type": "City", name: site.city },
    });
  });

  test("offers every price row of the page in SAR with its unit", () => {
    expect(service.offers).toEqual([
      expect.objectContaining({
        "@type": "Offer",
        name: "سور صاج",
        url: `${siteUrl}/fencing#prices`,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          minPrice: 90,
          maxPrice: 130,
          priceCurrency: "SAR",
          unitCode: "MTR",
          unitText: "متر طولي",
        },
      }),
      expect.objectContaining({ name: "سور شبك حديد" }),
      expect.objectContaining({ name: "سور خشب" }),
    ]);
  });

  test("reads prices from tables, type cards and cladding sizes", () => {
    const ranges = pricedItems(cladding.sections).map(({ price }) => [price.min, price.max]);
    expect(ranges).toEqual([
      [65, 85],
      [90, 120],
    ]);
    for (const page of services) {
      const offers = (serviceJsonLd(page) as unknown as { offers?: unknown[] }).offers ?? [];
      expect(offers.length, page.path).toBe(pricedItems(page.sections).length);
    }
  });

  test("has no offers on a page without prices", () => {
    const doors = services.find((s) => s.path === "/doors")!;
    expect(pricedItems(doors.sections)).toEqual([]);
    expect(serviceJsonLd(doors)).not.toHaveProperty("offers");
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
    expect(breadcrumbJsonLd([{ name: fencing.name, path: fencing.path }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: content.ui.nav.home, item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: fencing.name, item: `${siteUrl}/fencing` },
      ],
    });
  });

  test("a service page gets a Service, an FAQPage and a BreadcrumbList", () => {
    expect(serviceStructuredData(fencing).map((d) => (d as { "@type": string })["@type"])).toEqual([
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
