import { data, Link } from "react-router";
import { ProjectGrid } from "~/components/sections/proof";
import { HeroBand, Section } from "~/components/sections/section";
import { ClosingSection } from "~/components/sections/contact-actions";
import { content, projectCard, serviceLinks } from "~/content/content.server";
import { projectsByServicePath, projectsPath, serviceSlugs, type ServiceSlug } from "~/content/routes";
import { cn } from "~/lib/cn";
import { JsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd, serializeJsonLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/projects";

// /projects and /projects/service/<slug>: the same list, filtered at build
// time, so the filter is a plain link that works without JavaScript.
export function loader({ params }: Route.LoaderArgs) {
  const service = params.service as ServiceSlug | undefined;
  if (service !== undefined && !serviceSlugs.includes(service)) throw data("Not found", { status: 404 });
  const page = content.projectsPage;
  const projects = content.projects.filter((project) => !service || project.service === service);
  const path = service ? projectsByServicePath(service) : projectsPath;
  const name = service && content.services[service].name;
  // A filter only for services that have projects, so no link leads to an empty list.
  const filters = [
    { path: projectsPath, label: page.all, current: !service },
    ...serviceLinks
      .filter((link) => content.projects.some((project) => project.service === link.slug))
      .map((link) => ({ path: projectsByServicePath(link.slug), label: link.label, current: link.slug === service })),
  ];
  const title = name ? `${page.title}: ${name}` : page.title;
  return {
    page: {
      title,
      intro: page.intro,
      filterLabel: page.filterLabel,
      empty: page.empty,
      readMore: page.readMore,
      closing: page.closing,
    },
    filters,
    projects: projects.map(projectCard),
    meta: getMeta(content.site, {
      title: name ? `${page.meta.title}: ${name}` : page.meta.title,
      description: name ? page.meta.serviceDescription.replace("{service}", name) : page.meta.description,
      path,
      // An empty filter page has nothing to index.
      noindex: projects.length === 0,
    }),
    jsonLd: [
      breadcrumbJsonLd([{ name: content.ui.nav.projects, path: projectsPath }, ...(name ? [{ name, path }] : [])]),
    ].map(serializeJsonLd),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Projects({ loaderData: { page, filters, projects, jsonLd } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd documents={jsonLd} />
      <HeroBand>
        <h1 id="hero-title" className="text-h1 font-black">
          {page.title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-brand-100">{page.intro}</p>
      </HeroBand>
      <Section id="projects" title={page.filterLabel} tone="plain">
        <nav aria-labelledby="projects-title">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => (
              <li key={filter.path}>
                <Link
                  to={filter.path}
                  aria-current={filter.current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full border px-5 font-semibold",
                    filter.current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-sand-200 bg-white hover:border-brand-700 hover:text-brand-700",
                  )}
                >
                  {filter.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8">
          {projects.length ? (
            <ProjectGrid projects={projects} readMore={page.readMore} priority />
          ) : (
            <p className="text-lg text-ink-muted">{page.empty}</p>
          )}
        </div>
      </Section>
      <ClosingSection title={page.closing.title} text={page.closing.text} />
    </>
  );
}
