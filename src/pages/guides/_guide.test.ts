import { describe, expect, test } from "vitest";
import { guidePath } from "~/model/contract/pages";
import { loadFixtureContent } from "../../../tests/support/fixture-content";
import { contentSets, headOf } from "../../../tests/support/content-sets";
import { guidePage } from "./_guide";

// The fixture's own guide is built whatever guides the owner keeps.
test("the fixture has a guide to build", () => expect(loadFixtureContent().guides.length).toBeGreaterThan(0));

describe.each(contentSets())("a guide page's data, %s content", (_name, content) => {
  test.each(content.guides.map((guide) => [guide.slug, guide] as const))("%s", (slug, guide) => {
    const { head, props } = guidePage(content, slug);
    expect(props.guide).toMatchObject({ title: guide.title, sources: guide.sources });
    expect(props.guide.dates.map((date) => date.date)).toEqual(
      [guide.published, guide.updated, guide.factsChecked].filter(Boolean),
    );
    expect(props.message).toBe(content.services[guide.service].whatsappMessage);
    const { canonical, jsonLd } = headOf(head);
    expect(canonical).toBe(`${content.site.url}${guidePath(slug)}`);
    expect(jsonLd[0]).toMatchObject({
      "@type": "Article",
      headline: guide.title,
      publisher: expect.objectContaining({ name: content.site.name }),
    });
  });
});
