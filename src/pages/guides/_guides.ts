// The guides list's data and its filtered lists' (src/routes.ts): newest first,
// filtered at build time, so the filter is a plain link.
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { guideCard } from "~/model/views/cards";
import { head } from "~/model/views/head";
import { guidesByServicePath, guidesPath, type ServiceSlug } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";
import { feedLink } from "./_feed";
import { filteredGuideServices } from "~/model/views/route-pages";

export function guidesPage(content: SiteContent, service?: ServiceSlug) {
  const page = content.guidesPage;
  const guides = content.guides.filter((guide) => !service || guide.service === service);
  const path = service ? guidesByServicePath(service) : guidesPath;
  const name = service && content.services[service].name;
  const filters = [
    { path: guidesPath, label: page.all, current: !service },
    ...filteredGuideServices(content).map((slug) => ({
      path: guidesByServicePath(slug),
      label: content.services[slug].name,
      current: slug === service,
    })),
  ];
  return {
    head: head(
      getMeta(content.site, {
        title: name ? `${page.navLabel}: ${name}` : page.meta.title,
        description: name ? page.meta.serviceDescription.replace("{service}", name) : page.meta.description,
        path,
        feed: feedLink(content),
      }),
      [breadcrumbJsonLd(content, [{ name: page.navLabel, path: guidesPath }, ...(name ? [{ name, path }] : [])])],
    ),
    props: {
      page: { ...page, title: name ? `${page.title}: ${name}` : page.title },
      filters,
      guides: guides.map((guide) => guideCard(content, guide)),
    },
  };
}

export { filteredGuideServices };
