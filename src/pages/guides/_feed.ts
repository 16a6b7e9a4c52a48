// The guides' Atom feed (feed.xml.ts), and the link to it that the guides' pages carry in their head.
import { atomFeed } from "~/lib/atom";
import { urlFor } from "~/lib/seo-files";
import { guidePath, guidesFeedPath, guidesPath } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";

export const feedLink = (content: Pick<SiteContent, "guidesPage">) => ({
  path: guidesFeedPath,
  title: content.guidesPage.feedTitle,
});

/** The feed's one page, /guides/feed.xml ([feed].xml.ts), while there is a guide; none without. */
export const guidesFeedPaths = (content: Pick<SiteContent, "guides">) =>
  content.guides.length
    ? [
        {
          params: {
            feed: guidesFeedPath
              .split("/")
              .at(-1)!
              .replace(/\.xml$/, ""),
          },
        },
      ]
    : [];

/** /guides/feed.xml: every guide, newest first. */
export function guidesFeed(content: Pick<SiteContent, "site" | "guidesPage" | "guides">) {
  const url = (path: string) => urlFor(content.site.url, path);
  return atomFeed({
    url: url(guidesPath),
    feedUrl: url(guidesFeedPath),
    title: `${content.guidesPage.feedTitle} | ${content.site.name}`,
    author: content.site.name,
    entries: content.guides.map((guide) => ({
      url: url(guidePath(guide.slug)),
      title: guide.title,
      summary: guide.description,
      published: guide.published,
      updated: guide.updated,
    })),
  });
}
