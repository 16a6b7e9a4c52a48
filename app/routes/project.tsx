import { data, Link } from "react-router";
import { ClosingSection } from "~/components/sections/contact-actions";
import { ExampleBadge } from "~/components/sections/proof";
import { HeroBand, Section } from "~/components/sections/section";
import { ContentImage } from "~/components/ui/image";
import { content, serviceBySlug } from "~/content/content.server";
import { projectPath, projectsPath } from "~/content/routes";
import { JsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { ogImage } from "~/lib/seo-files";
import { prepare } from "~/lib/prepare.server";
import { breadcrumbJsonLd, serializeJsonLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/project";

/** Search snippets are cut at about 160 characters: end on a whole word. */
function snippet(text: string, max = 155) {
  return text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max))}…`;
}

export function loader({ params }: Route.LoaderArgs) {
  const project = content.projects.find((p) => p.slug === params.slug);
  if (!project) throw data("Not found", { status: 404 });
  const page = content.projectsPage;
  const service = serviceBySlug(project.service);
  const path = projectPath(project.slug);
  const withDistrict = `${project.title}، ${project.district}`;
  const size = `${project.size.value.toLocaleString("en-US")} ${page.sizeUnits[project.size.unit]}`;
  return {
    project: {
      title: project.title,
      example: project.example,
      story: project.story,
      photos: prepare(project.photos),
      facts: [
        { label: page.facts.service, value: service.name, href: service.path },
        { label: page.facts.district, value: project.district },
        { label: page.facts.year, value: String(project.year) },
        { label: page.facts.size, value: size },
        { label: page.facts.duration, value: project.duration },
        { label: page.facts.clientType, value: project.clientType },
      ],
    },
    labels: { story: page.storyTitle, photos: page.photosTitle, closing: page.closing, all: page.all },
    message: service.whatsappMessage,
    meta: getMeta(content.site, {
      // The district too, when search results have room for it.
      title: withDistrict.length + content.site.name.length + 3 <= 60 ? withDistrict : project.title,
      description: snippet(project.story),
      path,
      image: ogImage.path(project.service),
    }),
    // Examples are not the company's work: no structured data beyond the breadcrumb.
    jsonLd: [
      breadcrumbJsonLd([
        { name: content.ui.nav.projects, path: projectsPath },
        { name: project.title, path },
      ]),
    ].map(serializeJsonLd),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Project({ loaderData: { project, labels, message, jsonLd } }: Route.ComponentProps) {
  const [first, ...rest] = project.photos;
  return (
    <>
      <JsonLd documents={jsonLd} />
      <HeroBand className="grid items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
        <div>
          <p>
            <Link to={projectsPath} className="font-semibold text-gold-300 underline-offset-4 hover:underline">
              {labels.all}
            </Link>
          </p>
          <h1 id="hero-title" className="mt-3 text-h1 font-black">
            {project.title}
          </h1>
          {project.example && <ExampleBadge className="mt-4" />}
          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4">
            {project.facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm font-bold text-gold-300">{fact.label}</dt>
                <dd className="mt-0.5 text-lg font-semibold">
                  {fact.href ? (
                    <Link to={fact.href} className="underline underline-offset-4">
                      {fact.value}
                    </Link>
                  ) : (
                    fact.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {first && (
          <div className="overflow-hidden rounded-3xl shadow-2xl ring-4 ring-white/10">
            <ContentImage image={first} priority sizes="(min-width: 1024px) 560px, 100vw" className="aspect-3/2" />
          </div>
        )}
      </HeroBand>
      <Section id="story" title={labels.story} tone="white">
        <p className="max-w-3xl text-lg leading-9">{project.story}</p>
      </Section>
      {rest.length > 0 && (
        <Section id="photos" title={labels.photos} tone="muted">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((photo) => (
              <li key={photo.src} className="overflow-hidden rounded-2xl">
                <ContentImage image={photo} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <ClosingSection title={labels.closing.title} text={labels.closing.text} message={message} />
    </>
  );
}
