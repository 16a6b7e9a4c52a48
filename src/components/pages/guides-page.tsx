import { GuideList } from "~/components/guides/guide-list";
import { Main } from "~/components/layout/main";
import { ClosingSection } from "~/components/sections/contact-actions";
import { FilterLinks } from "~/components/sections/filter-links";
import { HeroBand, Section } from "~/components/sections/section";
import type { GuidesPageContent } from "~/model/schema";
import type { GuideCardData } from "~/model/site-data";

/** The guides, newest first, whole or filtered by service; each filter is a plain link to its own page. */
export function GuidesPage({
  jsonLd,
  page,
  filters,
  guides,
}: {
  jsonLd: readonly string[];
  page: GuidesPageContent;
  filters: { path: string; label: string; current: boolean }[];
  guides: GuideCardData[];
}) {
  return (
    <Main jsonLd={jsonLd}>
      <HeroBand>
        <h1 id="hero-title" className="text-h1 font-black">
          {page.title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-brand-100">{page.intro}</p>
      </HeroBand>
      <Section id="guides" title={page.filterLabel} tone="plain">
        <FilterLinks labelledBy="guides-title" links={filters} />
        <div className="mt-8">
          <GuideList guides={guides} readMore={page.readMore} />
        </div>
      </Section>
      <ClosingSection title={page.closing.title} text={page.closing.text} />
    </Main>
  );
}
