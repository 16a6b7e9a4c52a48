import { describe, expect, test } from "vitest";
import { loadFixtureContent } from "../../tests/support/fixture-content";
import { deliveredProjects } from "~/model/contract/example-markers";
import { hasWarrantyPage, servicePages } from "~/model/contract/pages";
import { content } from "~/model/views/site-data";
import { estimatePage } from "./_estimate";
import { homePage } from "./_home";
import { servicePage } from "./_service";
import { guidePage } from "./guides/_guide";
import { guidesPage } from "./guides/_guides";
import { projectPage } from "./projects/_project";
import { projectsPage } from "./projects/_projects";
import { warrantyPage } from "./warranty/_warranty";

// What every page's JSON-LD must leave out, across the data builders of the routes.

/** Every key of a JSON-LD document, however deep, and every @type in it. */
function keysAndTypes(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => keysAndTypes(item, found));
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) {
      found.add(key);
      if (key === "@type") [value].flat().forEach((type) => found.add(`@type:${type}`));
      keysAndTypes(value, found);
    }
  return found;
}

describe("no ratings of the company by itself", () => {
  test("no page's JSON-LD carries aggregateRating, a Review or a rating (Google's self-serving review policy)", () => {
    // The shipped reviews carry ratings: a builder that picked them up would show here.
    const heads = [
      homePage(content).head,
      ...servicePages.map((page) => servicePage(content, page.slug).head),
      estimatePage(content).head,
      projectsPage(content).head,
      ...content.projects.map((project) => projectPage(content, project.slug).head),
      guidesPage(content).head,
      ...content.guides.map((guide) => guidePage(content, guide.slug).head),
      ...(hasWarrantyPage(content.site) ? [warrantyPage(content).head] : []),
    ];
    const found = keysAndTypes(heads.flatMap((head) => head.jsonLd.map((json) => JSON.parse(json) as unknown)));
    expect(found.has("@type:GeneralContractor")).toBe(true);
    for (const forbidden of ["aggregateRating", "review", "reviews", "reviewRating", "ratingValue", "@type:Review"])
      expect(found.has(forbidden), forbidden).toBe(false);
    expect([...found].filter((key) => /rating/i.test(key))).toEqual([]);
  });
});

describe("the home page's business", () => {
  test("serves only the districts of published projects: an example project's district is never listed", () => {
    for (const set of [content, loadFixtureContent()]) {
      const [business] = homePage(set).head.jsonLd.map((json) => JSON.parse(json) as { areaServed: unknown });
      const published = [...new Set(deliveredProjects(set).map((project) => project.district))];
      const listed = [business!.areaServed].flat() as { name: string; "@type": string }[];
      if (published.length) expect(listed.map((place) => place.name)).toEqual(published);
      else expect(listed).toEqual([{ "@type": "City", name: set.site.city }]);
      const examplesOnly = set.projects
        .filter((project) => project.example)
        .map((project) => project.district)
        .filter((district) => !published.includes(district));
      for (const district of examplesOnly) expect(listed.map((place) => place.name)).not.toContain(district);
    }
  });

  test("carries the VAT number and a catalogue entry for every service page that shows offers", () => {
    const [business] = homePage(content).head.jsonLd.map(
      (json) => JSON.parse(json) as { vatID: string; hasOfferCatalog: { itemListElement: { url: string }[] } },
    );
    expect(business!.vatID).toBe(content.site.company.vat);
    const listed = business!.hasOfferCatalog.itemListElement.map((catalogue) => catalogue.url);
    const offering = servicePages
      .filter(
        (page) =>
          (JSON.parse(servicePage(content, page.slug).head.jsonLd[0]!) as { offers?: unknown[] }).offers?.length,
      )
      .map((page) => new URL(page.path, content.site.url + "/").href);
    expect(listed).toEqual(offering);
  });
});
