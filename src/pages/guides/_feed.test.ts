import { describe, expect, test } from "vitest";
import { guidePath, guidesFeedPath, guidesPath } from "~/model/contract/pages";
import { contentSets } from "../../../tests/support/content-sets";
import { guidesFeed, guidesFeedPaths } from "./_feed";

describe.each(contentSets())("the guides' feed, %s content", (_name, content) => {
  test("an entry per guide, at its address, under the company's name", () => {
    const xml = guidesFeed(content);
    expect(xml.match(/<entry>/g) ?? []).toHaveLength(content.guides.length);
    for (const guide of content.guides) expect(xml).toContain(`${content.site.url}${guidePath(guide.slug)}`);
    expect(xml).toContain(`${content.guidesPage.feedTitle} | ${content.site.name}`);
  });
});

describe("the feed's address", () => {
  test("is /guides/feed.xml while there is a guide, and nothing at all without one", () => {
    const [, withGuides] = contentSets().find(([, content]) => content.guides.length)!;
    const [page] = guidesFeedPaths(withGuides);
    expect(`${guidesPath}/${page!.params.feed}.xml`).toBe(guidesFeedPath);
    expect(guidesFeedPaths({ guides: [] })).toEqual([]);
  });
});
