// A guide's page data (src/routes.ts).
import { parseMarkdown } from "~/lib/markdown";
import { getMeta } from "~/lib/meta";
import { articleJsonLd, breadcrumbJsonLd } from "~/lib/structured-data";
import { dateText, guideCard, serviceOf } from "~/model/views/cards";
import { head } from "~/model/views/head";
import type { GuidePriceList } from "~/components/guides/guide-prices";
import { pricedItems } from "~/lib/prices";
import { priceShortcode } from "~/model/contract/guide-body";
import { guidePath, guidesPath, type ServiceSlug } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";
import { feedLink } from "./_feed";

/** The price list of a service as a guide quotes it, from that service's page (built by the guide's data builder). */
function guidePriceList(content: SiteContent, slug: ServiceSlug): GuidePriceList {
  const service = serviceOf(content, slug);
  return {
    slug,
    name: service.name,
    path: service.path,
    items: pricedItems(service.sections),
    note: content.guidesPage.pricesNote,
  };
}

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
        // The price lists its {{prices:<service>}} lines show, as those pages show them today.
        prices: Object.fromEntries(
          guide.body
            .split(/\r?\n/)
            .flatMap((line) => priceShortcode.exec(line.trim())?.[1] ?? [])
            .map((slug) => [slug, guidePriceList(content, slug as ServiceSlug)]),
        ),
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
