// The projects list's data and its filtered lists' (src/routes.ts): the same
// list, filtered at build time, so the filter is a plain link.
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { projectCard } from "~/model/views/cards";
import { districtsWithPages } from "~/model/views/districts";
import { head } from "~/model/views/head";
import { navigation } from "~/model/views/navigation";
import { projectsByDistrictPath, projectsByServicePath, projectsPath, type ServiceSlug } from "~/model/contract/pages";
import { servicesWithProjects } from "~/model/views/projects";
import type { SiteContent } from "~/model/contract/validate";
import { filteredServices } from "~/model/views/route-pages";

export function projectsPage(content: SiteContent, service?: ServiceSlug) {
  const page = content.projectsPage;
  const projects = content.projects.filter((project) => !service || project.service === service);
  const path = service ? projectsByServicePath(service) : projectsPath;
  const name = service && content.services[service].name;
  // A filter only for services that have projects, so no link leads to an empty list.
  const filters = [
    { path: projectsPath, label: page.all, current: !service },
    ...navigation(content)
      .services.filter((link) => servicesWithProjects(content.projects).has(link.slug))
      .map((link) => ({ path: projectsByServicePath(link.slug), label: link.label, current: link.slug === service })),
  ];
  return {
    head: head(
      getMeta(content.site, {
        title: name ? `${page.meta.title}: ${name}` : page.meta.title,
        description: name ? page.meta.serviceDescription.replace("{service}", name) : page.meta.description,
        path,
        // An empty filter page has nothing to index.
        noindex: projects.length === 0,
      }),
      [
        breadcrumbJsonLd(content, [
          { name: content.ui.nav.projects, path: projectsPath },
          ...(name ? [{ name, path }] : []),
        ]),
      ],
    ),
    props: {
      page: { ...page, title: name ? `${page.title}: ${name}` : page.title },
      filters,
      projects: projects.map((project) => projectCard(content, project)),
      districts: {
        label: page.districts.label,
        links: districtsWithPages(content.projects).map((d) => ({
          path: projectsByDistrictPath(d.slug),
          label: d.name,
        })),
      },
    },
  };
}

export { filteredServices };
