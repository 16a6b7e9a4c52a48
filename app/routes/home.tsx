import { HomeHero } from "~/components/sections/home-hero";
import { deferred } from "~/components/ui/deferred";
import { FeaturedProjects, Reviews, TrustBand } from "~/components/sections/lazy-proof";
import { content, projectCard, reviewCard, trustItems } from "~/content/content.server";
import { JsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { homeStructuredData, serializeJsonLd } from "~/lib/structured-data.server";
import { prepare } from "~/lib/prepare.server";
import type { Route } from "./+types/home";

// Below the hero, every section arrives after the first load; see deferred().
const home = () => import("~/components/sections/home");
const Highlights = deferred(() => home().then((m) => m.Highlights));
const ServicesGrid = deferred(() => home().then((m) => m.ServicesGrid));
const Projects = deferred(() => home().then((m) => m.Projects));
const DetailedServices = deferred(() => home().then((m) => m.DetailedServices));
const Gallery = deferred(() => home().then((m) => m.Gallery));
const ContactTiles = deferred(() => home().then((m) => m.ContactTiles));

// Runs at build time only: the content reaches the browser inside the
// pre-rendered HTML instead of the JavaScript bundle.
export function loader() {
  const home = prepare(content.home);
  return {
    content: home,
    trust: trustItems(),
    featured: content.projects.filter((project) => project.featured).map(projectCard),
    reviews: content.reviews.slice(0, 4).map(reviewCard),
    meta: getMeta(content.site, { ...home.meta, path: "/" }),
    jsonLd: homeStructuredData(home).map(serializeJsonLd),
  };
}

// Built by the loader, so the meta helpers stay out of the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Home({ loaderData: { content, trust, featured, reviews, jsonLd } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd documents={jsonLd} />
      <HomeHero hero={content.hero} />
      <TrustBand trust={trust} />
      <Highlights content={content.highlights} />
      <ServicesGrid content={content.services} />
      <Projects content={content.projects} />
      <FeaturedProjects content={content.featuredProjects} projects={featured} />
      <DetailedServices content={content.detailedServices} />
      <Gallery content={content.gallery} />
      <Reviews content={content.reviews} reviews={reviews} />
      <ContactTiles content={content.contact} />
    </>
  );
}
