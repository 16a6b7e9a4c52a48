// A project's page data (src/routes.ts).
import { getMeta } from "~/lib/meta";
import { ogImage } from "~/lib/seo-files";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { districtHref, serviceOf } from "~/model/views/cards";
import { head } from "~/model/views/head";
import { projectPath, projectsPath } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";

/** Search snippets are cut at about 160 characters: end on a whole word. */
export function snippet(text: string, max = 155) {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max);
  return `${text.slice(0, space > 0 ? space : max)}…`;
}

export function projectPage(content: SiteContent, slug: string) {
  const project = content.projects.find((p) => p.slug === slug)!;
  const page = content.projectsPage;
  const service = serviceOf(content, project.service);
  const path = projectPath(project.slug);
  const withDistrict = `${project.title}، ${project.district}`;
  const size = `${project.size.value.toLocaleString("en-US")} ${page.sizeUnits[project.size.unit]}`;
  return {
    head: head(
      getMeta(content.site, {
        // The district too, when search results have room for it.
        title: withDistrict.length + content.site.name.length + 3 <= 60 ? withDistrict : project.title,
        description: snippet(project.story),
        path,
        image: ogImage.path(project.service),
      }),
      // Examples are not the company's work: no structured data beyond the breadcrumb.
      [
        breadcrumbJsonLd(content, [
          { name: content.ui.nav.projects, path: projectsPath },
          { name: project.title, path },
        ]),
      ],
    ),
    props: {
      project: {
        title: project.title,
        example: project.example,
        story: project.story,
        photos: project.photos,
        beforeAfter: project.beforeAfter ?? [],
        facts: [
          { label: page.facts.service, value: service.name, href: service.path },
          { label: page.facts.district, value: project.district, href: districtHref(content, project.district) },
          { label: page.facts.year, value: String(project.year) },
          { label: page.facts.size, value: size },
          { label: page.facts.duration, value: project.duration },
          { label: page.facts.clientType, value: project.clientType },
        ],
      },
      labels: {
        story: page.storyTitle,
        photos: page.photosTitle,
        beforeAfter: page.beforeAfter,
        closing: page.closing,
        all: page.all,
      },
      message: service.whatsappMessage,
    },
  };
}
