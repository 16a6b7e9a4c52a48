import { GuideList } from "~/components/guides/guide-list";
import { Main } from "~/components/layout/main";
import { ClosingSection } from "~/components/sections/contact-actions";
import { FilterLinks } from "~/components/sections/filter-links";
import { HeroBand, HeroIntro, HeroTitle, Section } from "~/components/sections/section";
import type { GuidesPageContent } from "~/model/contract/schema";
import type { GuideCardData } from "~/model/views/cards";

/** The guides, newest first, whole or filtered by service; each filter is a plain link to its own page. */
export function GuidesPage({
  page,
  filters,
  guides,
}: {
  page: GuidesPageContent;
  filters: { path: string; label: string; current: boolean }[];
  guides: GuideCardData[];
}) {
  return (
    <Main>
      <HeroBand>
        <HeroTitle>{page.title}</HeroTitle>
        <HeroIntro>{page.intro}</HeroIntro>
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
