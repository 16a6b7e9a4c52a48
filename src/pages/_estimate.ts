// /estimate's data (src/routes.ts): the buyer chooses the service first; every priced service is offered.
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd, webPageJsonLd } from "~/lib/structured-data";
import { estimatorProps, estimatorSectionId } from "~/model/views/estimator-data";
import { head } from "~/model/views/head";
import { estimatePath, pathOfService } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";

export function estimatePage(content: SiteContent) {
  const { page } = content.ui.estimator;
  const estimator = estimatorProps(content, undefined, "hero-title")!;
  return {
    head: head(getMeta(content.site, { ...page.meta, path: estimatePath }), [
      webPageJsonLd(content, { name: page.title, description: page.meta.description, path: estimatePath }),
      breadcrumbJsonLd(content, [{ name: content.ui.nav.estimate, path: estimatePath }]),
    ]),
    props: {
      page,
      // Each service's prices, where the estimator also sits: the page's content without JavaScript.
      prices: estimator.services.map((service) => ({
        label: service.name,
        path: `${pathOfService(service.slug)}#${estimatorSectionId(content, service.slug)}`,
      })),
    },
    estimator,
  };
}
