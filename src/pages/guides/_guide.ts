// A guide's page data ([slug].astro).
import { parseMarkdown } from "~/lib/markdown";
import { getMeta } from "~/lib/meta";
import { articleJsonLd, breadcrumbJsonLd } from "~/lib/structured-data";
import { dateText, guideCard, serviceOf } from "~/model/cards";
import { head } from "~/model/head";
import { guidePath, guidesPath } from "~/model/pages";
import type { SiteContent } from "~/model/validate";
import { feedLink } from "./_feed";

export function guidePage(content: SiteContent, slug: string) {
  const guide = content.guides.find((g) => g.slug === slug)!;
  const page = content.guidesPage;
  const path = guidePath(slug);
  const service = serviceOf(content, guide.service);
  const { nodes, headings } = parseMarkdown(guide.body);
  return {
    head: head(
      getMeta(content.site, {
        title: guide.title,
        description: guide.description,
        path,
        type: "article",
        feed: feedLink(content),
      }),
      [
        articleJsonLd(content, { ...guide, path, service: service.name }),
        breadcrumbJsonLd(content, [
          { name: page.navLabel, path: guidesPath },
          { name: guide.title, path },
        ]),
      ],
    ),
    props: {
      guide: {
        ...guideCard(content, guide),
        nodes,
        headings,
        sources: guide.sources,
        dates: [
          { label: page.published, date: guide.published, text: dateText(guide.published) },
          ...(guide.updated ? [{ label: page.updated, date: guide.updated, text: dateText(guide.updated) }] : []),
          ...(guide.factsChecked
            ? [{ label: page.factsChecked, date: guide.factsChecked, text: dateText(guide.factsChecked) }]
            : []),
        ],
      },
      page,
      message: service.whatsappMessage,
    },
  };
}
