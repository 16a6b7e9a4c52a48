import { home } from "~/content/home";
import {
  ContactTiles,
  DetailedServices,
  Gallery,
  HomeHero,
  Highlights,
  Projects,
  ServicesGrid,
} from "~/components/sections/home";
import { JsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { homeStructuredData, serializeJsonLd } from "~/lib/structured-data.server";
import { prepare } from "~/lib/prepare.server";
import type { Route } from "./+types/home";

// Runs at build time only: the content reaches the browser inside the
// pre-rendered HTML instead of the JavaScript bundle.
export function loader() {
  const content = prepare(home);
  return {
    content,
    meta: getMeta({ ...content.meta, path: "/" }),
    jsonLd: homeStructuredData(content).map(serializeJsonLd),
  };
}

// Built by the loader, so the meta helpers stay out of the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Home({ loaderData: { content, jsonLd } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd documents={jsonLd} />
      <HomeHero hero={content.hero} />
      <Highlights content={content.highlights} />
      <ServicesGrid content={content.services} />
      <Projects content={content.projects} />
      <DetailedServices content={content.detailedServices} />
      <Gallery content={content.gallery} />
      <ContactTiles content={content.contact} />
    </>
  );
}
