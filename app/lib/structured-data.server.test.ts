import { describe, expect, test } from "vitest";
import { home } from "~/content/home";
import { services } from "~/content/services";
import { fencing } from "~/content/services/fencing";
import { cladding } from "~/content/services/cladding";
import { site } from "~/content/site";
import { siteUrl } from "./meta";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  homeStructuredData,
  pricedItems,
  serializeJsonLd,
  serviceJsonLd,
  serviceStructuredData,
} from "./structured-data.server";

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
      areaServed: { "@type": "City", name: "الرياض" },
      sameAs: [site.instagramUrl],
      hasMap: site.mapsUrl,
    });
  });

  test("is open Monday to Sunday, 00:00 to 23:59", () => {
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
    expect(breadcrumbJsonLd(fencing)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "الرئيسية", item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: "تسوير الأراضي", item: `${siteUrl}/fencing` },
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
