import type { ServiceSlug } from "./pages.ts";
import type { ComplaintsPageContent, PrivacyPageContent, ServicePageContent } from "./schema.ts";
import type { SiteConfig } from "./site-schema.ts";
import type { SiteContent } from "./validate.ts";

// Owner data shipped as a sample and marked `example: true` in place, like example
// projects and reviews (docs/decisions/0004-proof-and-examples.md): the warranty,
// payment terms in content/site.yml, each page's price terms, and the
// legal pages' wording (docs/decisions/0016-legal-pages.md). While one is
// marked, a production build publishes only a noindex draft (go-live.ts).

/** Dotted paths in the site config marked as examples, such as "company.payment.example". */
export function markedSitePaths(site: SiteConfig): string[] {
  // The sample areas served are not among them: a public build leaves them out (go-live.ts).
  const { payment, warranty } = site.company;
  return [
    ...(warranty?.example ? ["company.warranty.example"] : []),
    ...(payment?.example ? ["company.payment.example"] : []),
  ];
}

/** The service pages whose price terms are still the shipped example. */
export function markedServicePages(services: Record<ServiceSlug, ServicePageContent>): ServiceSlug[] {
  return (Object.keys(services) as ServiceSlug[]).filter((slug) => services[slug].priceTerms?.example);
}

/** The legal pages whose wording is still the shipped example, by their key in the content. */
export function markedPages(content: {
  privacyPage: PrivacyPageContent;
  complaintsPage: ComplaintsPageContent;
}): ("privacyPage" | "complaintsPage")[] {
  return (["privacyPage", "complaintsPage"] as const).filter((key) => content[key].example);
}

/** Projects the company really delivered: what counts and what structured data may mention. */
export const deliveredProjects = (content: Pick<SiteContent, "projects">) =>
  content.projects.filter((project) => !project.example);
