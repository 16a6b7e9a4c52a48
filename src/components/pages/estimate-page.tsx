import type { ReactNode } from "react";
import { Main } from "~/components/layout/main";
import { PillLinks } from "~/components/sections/filter-links";
import { HeroBand, HeroIntro, HeroTitle, Section } from "~/components/sections/section";
import type { EstimatorText } from "~/model/contract/ui-schema";

/**
 * /estimate: the estimator for every priced service, named by the page's
 * heading, then a link to each service's prices, which carry the page without
 * JavaScript.
 */
export function EstimatePage({
  page,
  prices,
  estimator,
}: {
  page: EstimatorText["page"];
  prices: { label: string; path: string }[];
  /** The estimator island, from the page's named slot. */
  estimator?: ReactNode;
}) {
  return (
    <Main>
      <HeroBand>
        <HeroTitle>{page.title}</HeroTitle>
        <HeroIntro>{page.intro}</HeroIntro>
      </HeroBand>
      <div className="container-page py-10 sm:py-14">
        <div className="rounded-2xl border-2 border-brand-200 bg-white p-5 shadow-sm sm:p-8">{estimator}</div>
      </div>
      <Section id="prices" title={page.pricesTitle} tone="white">
        <PillLinks links={prices} />
      </Section>
    </Main>
  );
}
