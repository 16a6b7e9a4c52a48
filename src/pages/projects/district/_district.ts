// A district's page data (src/routes.ts): its real projects, the reviews from it and the services done there.
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { projectCard, reviewCard } from "~/model/views/cards";
import { districtSlug, districtsWithPages } from "~/model/views/districts";
import { head } from "~/model/views/head";
import { navigation } from "~/model/views/navigation";
import { projectsByDistrictPath, projectsPath } from "~/model/contract/pages";
import { servicesWithProjects } from "~/model/views/projects";
import type { SiteContent } from "~/model/contract/validate";

export function districtPage(content: SiteContent, slug: string) {
  const district = districtsWithPages(content.projects).find((d) => d.slug === slug)!;
  const page = content.projectsPage;
  const path = projectsByDistrictPath(slug);
  const fill = (template: string) => template.replaceAll("{district}", district.name);
  const services = navigation(content).services.filter((link) =>
    servicesWithProjects(district.projects).has(link.slug),
  );
  return {
    head: head(
      getMeta(content.site, { title: fill(page.districts.title), description: fill(page.districts.description), path }),
      [
        breadcrumbJsonLd(content, [
          { name: content.ui.nav.projects, path: projectsPath },
          { name: district.name, path },
        ]),
      ],
    ),
    props: {
      title: fill(page.districts.title),
      intro: fill(page.districts.intro),
      labels: {
        services: page.districts.services,
        reviews: page.districts.reviews,
        all: page.all,
        readMore: page.readMore,
      },
      projects: district.projects.map((project) => projectCard(content, project)),
      services: services.map((link) => ({ path: link.path, label: link.label })),
      // Reviews of real work only: an example review never speaks for a district.
      reviews: content.reviews
        .filter((review) => !review.example && districtSlug(review.district) === slug)
        .map((review) => reviewCard(content, review)),
      closing: page.closing,
    },
  };
}
