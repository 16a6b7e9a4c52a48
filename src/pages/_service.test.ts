import { describe, expect, test } from "vitest";
import { pricedItems } from "~/lib/prices";
import { dateText } from "~/model/views/cards";
import { guidePath, servicePages } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { loadFixtureContent } from "../../tests/support/fixture-content";
import { servicePage } from "./_service";

describe.each(contentSets())("a service page's data, %s content", (_name, content) => {
  test.each(servicePages.map((page) => [page.slug, page.path] as const))("%s", (slug, path) => {
    const { head, props, estimator } = servicePage(content, slug);
    const record = content.services[slug];
    const { canonical, jsonLd } = headOf(head);
    expect(canonical).toBe(`${content.site.url}${path}`);
    expect(jsonLd[0]).toMatchObject({ "@type": "Service", name: record.hero.title, serviceType: record.name });
    // The hero leads to the prices with a range, never a minimum alone: from the cheapest price to the
    // dearest in its unit. The estimator comes only with prices.
    const prices = pricedItems(record.sections).map((item) => item.price);
    const cheapest = prices.find((price) => prices.every((other) => other.min >= price.min));
    const sameUnit = prices.filter((price) => price.unit === cheapest?.unit);
    expect(props.priceRange?.price).toEqual(
      cheapest && { min: cheapest.min, max: Math.max(...sameUnit.map((price) => price.max)), unit: cheapest.unit },
    );
    expect(Boolean(estimator)).toBe(prices.length > 0);
    // Its own delivered projects, reviews and guides, and nothing else.
    expect(props.projects.map((card) => card.slug)).toEqual(
      content.projects.filter((p) => p.service === slug && !p.example).map((p) => p.slug),
    );
    expect(props.reviews.map((card) => card.slug)).toEqual(
      content.reviews.filter((r) => r.service === slug).map((r) => r.slug),
    );
    expect(props.guides.items.map((card) => card.slug)).toEqual(
      content.guides.filter((g) => g.service === slug).map((g) => g.slug),
    );
  });
});

test("the fixture's delivered project shows on its service's page", () => {
  const content = loadFixtureContent();
  const delivered = content.projects.filter((p) => !p.example);
  expect(delivered.length).toBeGreaterThan(0);
  for (const project of delivered)
    expect(servicePage(content, project.service).props.projects.map((card) => card.title)).toContain(project.title);
});

// Permit steps cite the guide they follow: its own first source and checked date, never a copy.
describe("a service page's steps that follow a guide", () => {
  const cited = (content: SiteContent) =>
    servicePages.flatMap(({ slug }) =>
      content.services[slug].sections.flatMap((section) =>
        section.kind === "steps" && section.guide ? [{ slug, id: section.id, guide: section.guide }] : [],
      ),
    );

  // The fixture's fencing steps follow its own guide, whatever guides the owner keeps.
  test("the fixture's fencing steps follow its guide", () =>
    expect(cited(loadFixtureContent()).map((step) => step.slug)).toContain("fencing"));

  test.each(contentSets())(
    "%s content: show the guide's first source, the date its facts were checked, and the way to it",
    (_name, content) => {
      for (const { slug, id, guide: guideSlug } of cited(content)) {
        const guide = content.guides.find((g) => g.slug === guideSlug)!;
        expect(servicePage(content, slug).props.citations[id]).toEqual({
          source: guide.sources[0],
          checked: { date: guide.factsChecked, text: dateText(guide.factsChecked!) },
          guide: { title: guide.title, href: guidePath(guideSlug) },
        });
      }
    },
  );

  test.each(contentSets())("%s content: a page whose steps follow no guide cites nothing", (_name, content) => {
    for (const { slug } of servicePages)
      if (!content.services[slug].sections.some((s) => s.kind === "steps" && s.guide))
        expect(servicePage(content, slug).props.citations).toEqual({});
  });
});
