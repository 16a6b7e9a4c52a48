// A service page's data (src/routes.ts): its head, the page component's props and the estimator island's.
import { getMeta } from "~/lib/meta";
import { photoSlots } from "~/lib/photo-slots";
import { drawingsSection, servicesTakingDrawings } from "~/model/views/drawings";
import { pricedItems } from "~/lib/prices";
import { ogImage } from "~/lib/seo-files";
import { serviceStructuredData } from "~/lib/structured-data";
import { guideCard, projectCard, reviewCard, serviceOf } from "~/model/views/cards";
import { citations } from "~/model/views/citations";
import { estimatorHeadingId, estimatorIntro, estimatorProps, estimatorSectionId } from "~/model/views/estimator-data";
import { head } from "~/model/views/head";
import type { ServiceSlug } from "~/model/contract/pages";
import { deliveredProjects } from "~/model/contract/example-markers";
import { trustItems } from "~/model/views/trust";
import type { SiteContent } from "~/model/contract/validate";

export function servicePage(content: SiteContent, slug: ServiceSlug) {
  const service = serviceOf(content, slug);
  // The first screen leads to the prices with their range: every price in the cheapest item's unit.
  const items = pricedItems(service.sections);
  const [cheapest] = [...items].sort((a, b) => a.price.min - b.price.min);
  const sameUnit = items.filter((item) => item.price.unit === cheapest?.price.unit).map((item) => item.price);
  return {
    head: head(
      getMeta(content.site, { ...service.meta, path: service.path, image: ogImage.path(slug) }),
      serviceStructuredData(content, service),
      // The slot ServicePage draws it in: the head preloads the file the <picture> will pick.
      { image: service.hero.image, slot: photoSlots.serviceHero },
    ),
    props: {
      service,
      priceRange: cheapest && {
        price: {
          min: Math.min(...sameUnit.map((price) => price.min)),
          max: Math.max(...sameUnit.map((price) => price.max)),
          unit: cheapest.price.unit,
        },
        sectionId: cheapest.sectionId,
      },
      trust: trustItems(content, slug),
      // The company's own work only: examples show the layout on /projects and the home page.
      projects: deliveredProjects(content)
        .filter((project) => project.service === slug)
        .map((project) => projectCard(content, project)),
      reviews: content.reviews.filter((review) => review.service === slug).map((review) => reviewCard(content, review)),
      guides: {
        title: content.guidesPage.serviceGuides,
        items: content.guides.filter((guide) => guide.service === slug).map((guide) => guideCard(content, guide)),
      },
      lastPricedSection: estimatorSectionId(content, slug),
      estimatorIntro: estimatorIntro(content, slug),
      citations: citations(content, service.sections),
      drawings: servicesTakingDrawings.includes(slug) ? drawingsSection(content, slug) : undefined,
    },
    /** The estimator island's props; none for a service without prices, which then loads no island. */
    estimator: estimatorProps(content, slug, estimatorHeadingId),
  };
}
