// /warranty's data (src/routes.ts): each service's own terms, the services without any named, what is
// not covered and how to claim.
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { head } from "~/model/views/head";
import { claimMessage } from "~/model/views/legal";
import { pathOfService, warrantyPath } from "~/model/contract/pages";
import { shownServices } from "~/model/languages/english";
import type { SiteContent } from "~/model/contract/validate";
import { warrantyBadge, warrantyByService } from "~/model/views/warranty";

export function warrantyPage(content: SiteContent) {
  const page = content.warrantyPage;
  const warranty = content.site.company.warranty!;
  // The English page names only the services that have an English page, as its navigation does.
  const shown = new Set(shownServices(content).map(({ slug }) => slug));
  const byService = warrantyByService(warranty);
  const covered = byService.covered.filter((terms) => shown.has(terms.service));
  const none = byService.none.filter((slug) => shown.has(slug));
  return {
    head: head(
      getMeta(content.site, { title: page.meta.title, description: page.meta.description, path: warrantyPath }),
      [breadcrumbJsonLd(content, [{ name: page.title, path: warrantyPath }])],
    ),
    props: {
      page,
      example: warranty.example,
      general: warranty.general,
      services: covered.map((terms) => ({
        slug: terms.service,
        name: content.services[terms.service].name,
        path: pathOfService(terms.service),
        text: terms.text,
        // The same words as the service page's badge (src/model/views/trust.ts trustItems).
        duration: warrantyBadge(content.ui.trust.warrantyDuration, terms),
      })),
      none: none.map((slug) => ({ name: content.services[slug].name, path: pathOfService(slug) })),
      excludes: warranty.excludes ?? [],
      claim: warranty.claim ?? [],
      message: claimMessage(content.ui, "warranty"),
    },
  };
}
