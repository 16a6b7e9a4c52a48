import { Main } from "~/components/layout/main";
import { ClosingSection } from "~/components/sections/contact-actions";
import { PillLinks } from "~/components/sections/filter-links";
import { GoogleReviewLinks, ProjectGrid, ReviewList } from "~/components/sections/proof";
import { HeroBand, HeroIntro, HeroTitle, Section } from "~/components/sections/section";
import { projectsPath } from "~/model/contract/pages";
import type { ProjectCardData, ReviewCardData } from "~/model/views/cards";

/** A district where the company has delivered at least two real projects: those projects, its reviews, its services. */
export function DistrictPage({
  title,
  intro,
  labels,
  projects,
  services,
  reviews,
  closing,
}: {
  title: string;
  intro: string;
  labels: { services: string; reviews: string; all: string; readMore: string };
  projects: ProjectCardData[];
  services: { path: string; label: string }[];
  reviews: ReviewCardData[];
  closing: { title: string; text: string };
}) {
  return (
    <Main>
      <HeroBand>
        <p>
          <a href={projectsPath} className="font-semibold text-gold-300 underline-offset-4 hover:underline">
            {labels.all}
          </a>
        </p>
        <HeroTitle className="mt-3">{title}</HeroTitle>
        <HeroIntro>{intro}</HeroIntro>
      </HeroBand>
      <Section id="projects" title={labels.all} tone="plain">
        <ProjectGrid projects={projects} readMore={labels.readMore} priority />
      </Section>
      <Section id="services" title={labels.services} tone="white">
        <PillLinks links={services} />
      </Section>
      {reviews.length > 0 && (
        <Section id="reviews" title={labels.reviews} tone="muted">
          <ReviewList reviews={reviews} />
          <GoogleReviewLinks className="mt-5 sm:mt-8" />
        </Section>
      )}
      <ClosingSection title={closing.title} text={closing.text} />
    </Main>
  );
}
