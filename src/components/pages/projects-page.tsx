import { Main } from "~/components/layout/main";
import { ClosingSection } from "~/components/sections/contact-actions";
import { FilterLinks } from "~/components/sections/filter-links";
import { ProjectGrid } from "~/components/sections/proof";
import { HeroBand, HeroIntro, HeroTitle, Section } from "~/components/sections/section";
import type { ProjectsPageContent } from "~/model/contract/schema";
import type { ProjectCardData } from "~/model/views/cards";

/** The projects list, whole or filtered by service; each filter is a plain link to its own page. */
export function ProjectsPage({
  page,
  filters,
  projects,
  districts,
}: {
  page: ProjectsPageContent;
  filters: { path: string; label: string; current: boolean }[];
  projects: ProjectCardData[];
  /** Districts with a page of their own (two real projects or more). */
  districts: { label: string; links: { path: string; label: string }[] };
}) {
  return (
    <Main>
      <HeroBand>
        <HeroTitle>{page.title}</HeroTitle>
        {/* While every project listed is a shipped example, the intro claims no delivered work. */}
        <HeroIntro>
          {projects.length && projects.every((project) => project.example) ? page.examplesIntro : page.intro}
        </HeroIntro>
      </HeroBand>
      <Section id="projects" title={page.filterLabel} tone="plain">
        <FilterLinks labelledBy="projects-title" links={filters} />
        <div className="mt-8">
          {projects.length ? (
            <ProjectGrid projects={projects} readMore={page.readMore} priority />
          ) : (
            <p className="text-lg text-ink-muted">{page.empty}</p>
          )}
        </div>
        {districts.links.length > 0 && (
          <div className="mt-12">
            <h2 id="districts-title" className="text-h3 font-extrabold text-brand-700">
              {districts.label}
            </h2>
            <div className="mt-4">
              <FilterLinks labelledBy="districts-title" links={districts.links} />
            </div>
          </div>
        )}
      </Section>
      <ClosingSection title={page.closing.title} text={page.closing.text} />
    </Main>
  );
}
