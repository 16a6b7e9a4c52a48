import { describe, expect, test } from "vitest";
import { guidesByServicePath, guidesFeedPath, guidesPath, servicePages } from "~/model/contract/pages";
import { contentSets, headOf } from "../../../tests/support/content-sets";
import { filteredGuideServices, guidesPage } from "./_guides";

describe.each(contentSets())("the guides lists' data, %s content", (_name, content) => {
  const withGuides = servicePages.filter(({ slug }) => content.guides.some((g) => g.service === slug));

  test("/guides lists every guide, with a filter for each service that has one, and links its feed", () => {
    const { head, props } = guidesPage(content);
    expect(props.guides.map((card) => card.slug)).toEqual(content.guides.map((g) => g.slug));
    expect(props.filters.map((filter) => filter.path)).toEqual([
      guidesPath,
      ...withGuides.map(({ slug }) => guidesByServicePath(slug)),
    ]);
    expect(headOf(head).canonical).toBe(`${content.site.url}${guidesPath}`);
    expect(head.meta).toContainEqual(
      expect.objectContaining({ rel: "alternate", href: `${content.site.url}${guidesFeedPath}` }),
    );
  });

  test("a filtered page only for a service with guides, listing its guides", () => {
    expect(filteredGuideServices(content)).toEqual(withGuides.map((page) => page.slug));
    for (const slug of filteredGuideServices(content)) {
      const { props } = guidesPage(content, slug);
      expect(props.guides.map((card) => card.slug)).toEqual(
        content.guides.filter((g) => g.service === slug).map((g) => g.slug),
      );
      expect(props.filters.find((filter) => filter.current)?.label).toBe(content.services[slug].name);
    }
  });
});
