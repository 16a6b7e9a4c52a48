import type { GuideCardData, ProjectCardData, ReviewCardData } from "~/model/views/cards";
import type { TrustData } from "~/model/views/trust";
import { GuideLinks } from "~/components/guides/guide-links";
import type { ReactNode } from "react";
import type { ServicePageContent } from "~/model/contract/schema";
import type { Price } from "~/model/contract/schema";
import { Price as PriceText } from "~/components/ui/price";
import { GoogleReviewLinks, ProjectGrid, ReviewList, TrustBand } from "~/components/sections/proof";
import { ContentImage } from "~/components/ui/image";
import { photoSlots } from "~/lib/photo-slots";
import { ClosingSection, ContactActions } from "~/components/sections/contact-actions";
import { HeroBand, HeroTitle, Section, type SectionTone } from "~/components/sections/section";

import { SiteVisit } from "~/components/sections/site-visit";
import { EstimatorPanel, estimatorPanelId } from "~/components/sections/estimator-panel";
import { ServiceSection } from "~/components/sections/service-sections";
import { Icon } from "~/components/ui/icon";
import { Main } from "~/components/layout/main";
import { useLayout } from "~/components/layout/layout-context";
import type { ServiceSlug } from "~/model/contract/pages";
import type { Citation } from "~/model/views/citations";
import type { DrawingsSection } from "~/model/views/drawings";
import { SendDrawings } from "~/components/sections/send-drawings";

/** The one template behind all eight service pages; each page is a content record. */
export function ServicePage({
  service,
  priceRange,
  trust,
  projects,
  reviews,
  guides,
  lastPricedSection,
  citations,
  drawings,
  estimator,
  estimatorIntro,
}: {
  service: ServicePageContent & { path: string; slug: ServiceSlug };
  /** The range of every price in the unit of the cheapest item, and where that item is. */
  priceRange?: { price: Price; sectionId: string };
  trust: TrustData;
  projects: ProjectCardData[];
  reviews: ReviewCardData[];
  guides: { title: string; items: GuideCardData[] };
  /** The page's last section with prices: its price terms close it, and the estimator joins it. */
  lastPricedSection?: string;
  /** Steps that follow a guide, by section id: its source, checked date and link (src/model/views/citations.ts). */
  citations: Record<string, Citation>;
  /** The estimator's intro, asking for what this page's items are priced by. */
  estimatorIntro?: string;
  /** «أرسل مخططاتك أو جدول الكميات», on the pages of the services priced from a drawing (src/model/views/drawings.ts). */
  drawings?: DrawingsSection | undefined;
  /** The estimator island, from the page's named slot. */
  estimator?: ReactNode;
}) {
  const { ui } = useLayout();
  // Alternate backgrounds to pace the long page; image blocks sit between bands.
  const tones: SectionTone[] = ["white", "muted"];
  let band = 0;
  const sections = service.sections.map((section) => ({
    section,
    tone: section.kind === "image" ? "plain" : tones[band++ % 2]!,
  }));
  return (
    <Main>
      <HeroBand className="grid items-center gap-4 sm:gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
        {/* A wide strip on phones, so the title, the proof and the buttons still fit the first screen. */}
        <div className="overflow-hidden rounded-2xl shadow-2xl ring-4 ring-white/10 sm:rounded-3xl lg:order-last">
          <ContentImage image={service.hero.image} priority slot={photoSlots.serviceHero} />
        </div>
        <div>
          <HeroTitle>{service.hero.title}</HeroTitle>
          <div className="mt-2 space-y-2 text-brand-100 sm:mt-5 sm:space-y-3 sm:text-lg">
            {service.hero.lead.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {/* On a phone the fixed contact bar is this pair already (as on the home page). */}
          <ContactActions message={service.whatsappMessage} className="mt-4 max-sm:hidden sm:mt-8" />
          {priceRange && (
            <p className="mt-3 sm:mt-6">
              <a
                // The estimator when the page has one: the fragment opens its <details> (estimator-panel.tsx).
                href={estimator ? `#${estimatorPanelId}` : `#${priceRange.sectionId}`}
                className="inline-flex items-center gap-2 font-bold text-gold-300 underline-offset-4 hover:underline max-sm:text-sm"
              >
                {/* A range, never a minimum alone, with VAT (decision 0034); smaller on a phone, so the hero ends above the contact bar. */}
                <span>
                  {ui.servicePage.pricesRange} <PriceText price={priceRange.price} summary />
                </span>
                <Icon name="chevron-down" className="size-5" />
              </a>
            </p>
          )}
          {/* After the actions, so that on a phone the buttons and the price line end above the contact bar. */}
          <TrustBand trust={trust} className="mt-4 sm:mt-6" />
        </div>
      </HeroBand>

      {sections.map(({ section, tone }) => (
        <ServiceSection
          key={section.kind === "image" ? section.image.illustration : section.id}
          section={section}
          tone={tone}
          hasPriceTerms={Boolean(service.priceTerms) && lastPricedSection !== undefined}
          // The price terms close the page's last price list.
          priceTerms={section.kind !== "image" && section.id === lastPricedSection ? service.priceTerms : undefined}
          citation={section.kind === "image" ? undefined : citations[section.id]}
        >
          {estimator && section.kind !== "image" && section.id === lastPricedSection && (
            <EstimatorPanel intro={estimatorIntro ?? ui.estimator.intro}>{estimator}</EstimatorPanel>
          )}
        </ServiceSection>
      ))}

      {drawings && (
        <Section id="drawings" title={drawings.title} tone={tones[band++ % 2]}>
          <SendDrawings drawings={drawings} />
        </Section>
      )}
      {projects.length > 0 && (
        <Section
          id="projects"
          // While every project shown is a shipped example, the heading claims no delivered work.
          title={ui.servicePage.projectsTitle}
          tone={tones[band++ % 2]}
        >
          <ProjectGrid projects={projects} readMore={ui.nav.projects} />
        </Section>
      )}
      {reviews.length > 0 && (
        <Section
          id="reviews"
          title={reviews.every((r) => r.example) ? ui.servicePage.reviewsExamplesTitle : ui.servicePage.reviewsTitle}
          tone={tones[band++ % 2]}
        >
          <ReviewList reviews={reviews} />
          <GoogleReviewLinks className="mt-5 sm:mt-8" />
        </Section>
      )}

      <Section id="faq" title={ui.servicePage.faqTitle} tone={tones[band % 2]}>
        <div className="grid max-w-4xl gap-2 sm:gap-3">
          {service.faqs.map((faq) => (
            <details
              key={faq.question}
              className="group rounded-2xl border border-sand-200 bg-white shadow-sm open:shadow-md"
            >
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-2 font-bold sm:p-5 sm:text-lg [&::-webkit-details-marker]:hidden">
                <h3>{faq.question}</h3>
                <Icon
                  name="chevron-down"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-4 pb-4 text-ink-muted sm:px-5 sm:pb-5">{faq.answer}</p>
            </details>
          ))}
        </div>
        {/* The service's guides answer the longer questions: right after the short ones. */}
        {guides.items.length > 0 && (
          <section id="guides" aria-labelledby="guides-title" className="mt-6 max-w-4xl">
            <h3 id="guides-title" className="text-lg font-bold sm:text-h3">
              {guides.title}
            </h3>
            <div className="mt-3">
              <GuideLinks guides={guides.items} />
            </div>
          </section>
        )}
      </Section>

      <SiteVisit service={service.name} />

      <ClosingSection title={service.closing.title} text={service.closing.text} message={service.whatsappMessage} />
    </Main>
  );
}
