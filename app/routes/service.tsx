import { data } from "react-router";
import { ServicePage } from "~/components/sections/service-page";
import { content, projectCard, reviewCard, serviceByPath, trustItems } from "~/content/content.server";
import { JsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { ogImage } from "~/lib/seo-files";
import { serializeJsonLd, serviceStructuredData } from "~/lib/structured-data.server";
import { prepare } from "~/lib/prepare.server";
import type { Route } from "./+types/service";

// One module serves all eight service routes (see routes.ts); the path picks
// the content record at build time.
export function loader({ url }: Route.LoaderArgs) {
  const service = serviceByPath(url.pathname);
  if (!service) throw data("Not found", { status: 404 });
  const prepared = prepare(service);
  return {
    service: prepared,
    trust: trustItems(service.slug),
    projects: content.projects.filter((project) => project.service === service.slug).map(projectCard),
    reviews: content.reviews.filter((review) => review.service === service.slug).map(reviewCard),
    meta: getMeta(content.site, { ...service.meta, path: service.path, image: ogImage.path(service.slug) }),
    jsonLd: serviceStructuredData(prepared).map(serializeJsonLd),
  };
}

// Built by the loader, so the meta helpers stay out of the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Service({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd documents={loaderData.jsonLd} />
      <ServicePage
        service={loaderData.service}
        trust={loaderData.trust}
        projects={loaderData.projects}
        reviews={loaderData.reviews}
      />
    </>
  );
}
