import { Main } from "~/components/layout/main";
import { ContactTiles, Gallery, ServiceGuide } from "~/components/sections/home";
import { SiteVisit } from "~/components/sections/site-visit";
import { HomeHero } from "~/components/sections/home-hero";
import { FeaturedProjects, Reviews } from "~/components/sections/home-proof";
import type { ProjectCardData, ReviewCardData } from "~/model/views/cards";
import type { TrustData } from "~/model/views/trust";
import type { HomePageContent } from "~/model/contract/schema";

export function HomePage({
  content,
  trust,
  featured,
  projectReadMore,
  reviews,
}: {
  content: HomePageContent;
  trust: TrustData;
  featured: ProjectCardData[];
  projectReadMore: string;
  reviews: ReviewCardData[];
}) {
  return (
    <Main>
      <HomeHero hero={content.hero} trust={trust} />
      <ServiceGuide content={content.serviceGuide} />
      <FeaturedProjects content={content.featuredProjects} projects={featured} readMore={projectReadMore} />
      <Gallery content={content.gallery} />
      <Reviews content={content.reviews} reviews={reviews} />
      <SiteVisit />
      <ContactTiles content={content.contact} />
    </Main>
  );
}
