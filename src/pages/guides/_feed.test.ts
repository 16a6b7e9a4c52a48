import { describe, expect, test } from "vitest";
import { guidePath } from "~/model/pages";
import { contentSets } from "../../../tests/support/content-sets";
import { guidesFeed } from "./_feed";

describe.each(contentSets())("the guides' feed, %s content", (_name, content) => {
  test("an entry per guide, at its address, under the company's name", () => {
    const xml = guidesFeed(content);
    expect(xml.match(/<entry>/g) ?? []).toHaveLength(content.guides.length);
    for (const guide of content.guides) expect(xml).toContain(`${content.site.url}${guidePath(guide.slug)}`);
    expect(xml).toContain(`${content.guidesPage.feedTitle} | ${content.site.name}`);
  });
});
