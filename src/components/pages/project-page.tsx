import { Main } from "~/components/layout/main";
import { ClosingSection } from "~/components/sections/contact-actions";
import { BeforeAfter } from "~/components/sections/before-after";
import { ExampleBadge } from "~/components/sections/proof";
import { HeroBand, HeroTitle, Section } from "~/components/sections/section";
import { ContentImage } from "~/components/ui/image";
import { photoSlots } from "~/lib/photo-slots";
import { projectsPath } from "~/model/contract/pages";
import type { Project } from "~/model/contract/schema";

/** One project: its facts, story and photos. */
export function ProjectPage({
  project,
  labels,
  message,
}: {
  project: Pick<Project, "title" | "example" | "story" | "photos"> & {
    beforeAfter: NonNullable<Project["beforeAfter"]>;
    facts: { label: string; value: string; href?: string }[];
  };
  labels: {
    story: string;
    photos: string;
    beforeAfter: { title: string; before: string; after: string };
    closing: { title: string; text: string };
    all: string;
  };
  message: string;
}) {
  const [first, ...rest] = project.photos;
  return (
    <Main>
      <HeroBand className="grid items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
        <div>
          <p>
            <a href={projectsPath} className="font-semibold text-gold-300 underline-offset-4 hover:underline">
              {labels.all}
            </a>
          </p>
          <HeroTitle className="mt-3">{project.title}</HeroTitle>
          {project.example && <ExampleBadge className="mt-4" />}
          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4">
            {project.facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm font-bold text-gold-300">{fact.label}</dt>
                <dd className="mt-0.5 text-lg font-semibold">
                  {fact.href ? (
                    <a href={fact.href} className="underline underline-offset-4">
                      {fact.value}
                    </a>
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
            <ContentImage image={first} priority slot={photoSlots.projectHero} />
          </div>
        )}
      </HeroBand>
      <Section id="story" title={labels.story} tone="white">
        <p className="max-w-3xl text-lg leading-9">{project.story}</p>
      </Section>
      {project.beforeAfter.length > 0 && (
        <Section id="before-after" title={labels.beforeAfter.title} tone="muted">
          <BeforeAfter pairs={project.beforeAfter} labels={labels.beforeAfter} />
        </Section>
      )}
      {rest.length > 0 && (
        <Section id="photos" title={labels.photos} tone="muted">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((photo) => (
              <li key={photo.src} className="overflow-hidden rounded-2xl">
                <ContentImage image={photo} slot={photoSlots.projectPhoto} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <ClosingSection title={labels.closing.title} text={labels.closing.text} message={message} />
    </Main>
  );
}
