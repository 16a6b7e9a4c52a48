import { Main } from "~/components/layout/main";
import {
  ContactTiles,
  DetailedServices,
  Gallery,
  Highlights,
  Projects,
  ServicesGrid,
} from "~/components/sections/home";
import { HomeHero } from "~/components/sections/home-hero";
import { FeaturedProjects, Reviews } from "~/components/sections/home-proof";
import type { ProjectCardData, ReviewCardData, TrustData } from "~/model/site-data";
import type { HomePageContent } from "~/model/schema";

export function HomePage({
  jsonLd,
  content,
  trust,
  featured,
  reviews,
}: {
  jsonLd: readonly string[];
  content: HomePageContent;
  trust: TrustData;
  featured: ProjectCardData[];
  reviews: ReviewCardData[];
}) {
  return (
    <Main jsonLd={jsonLd}>
      <HomeHero hero={content.hero} trust={trust} />
      <Highlights content={content.highlights} />
      <ServicesGrid content={content.services} />
      <Projects content={content.projects} />
      <FeaturedProjects content={content.featuredProjects} projects={featured} />
      <DetailedServices content={content.detailedServices} />
      <Gallery content={content.gallery} />
      <Reviews content={content.reviews} reviews={reviews} />
      <ContactTiles content={content.contact} />
    </Main>
  );
}
