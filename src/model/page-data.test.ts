import { describe, expect, test } from "vitest";
import { servicePage } from "./page-data";
import { guidePath, servicePages } from "./pages";
import { content, dateText } from "./site-data";

// Permit steps cite the guide they follow: its own first source and checked date, never a copy.
describe("a service page's steps that follow a guide", () => {
  const cited = servicePages.flatMap(({ slug }) =>
    content.services[slug].sections.flatMap((section) =>
      section.kind === "steps" && section.guide ? [{ slug, id: section.id, guide: section.guide }] : [],
    ),
  );

  test("some page's steps follow a guide", () => expect(cited.length).toBeGreaterThan(0));

  test("show the guide's first source, the date its facts were checked, and the way to it", () => {
    for (const { slug, id, guide: guideSlug } of cited) {
      const guide = content.guides.find((g) => g.slug === guideSlug)!;
      expect(servicePage(slug).props.citations[id]).toEqual({
        source: guide.sources[0],
        checked: { date: guide.factsChecked, text: dateText(guide.factsChecked!) },
        guide: { title: guide.title, href: guidePath(guideSlug) },
      });
    }
  });

  test("a page whose steps follow no guide cites nothing", () => {
    for (const { slug } of servicePages)
      if (!cited.some((c) => c.slug === slug)) expect(servicePage(slug).props.citations).toEqual({});
  });
});
