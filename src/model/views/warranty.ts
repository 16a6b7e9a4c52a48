import { servicePages, warrantyPath, type ServiceSlug } from "../contract/pages.ts";
import type { UiText } from "../contract/ui-schema.ts";
import type { SiteConfig } from "../contract/site-schema.ts";

// One truth per fact (docs/decisions/0018-one-truth-per-fact.md): a service's
// warranty is its own entry in content/site.yml or none. No page borrows another
// service's terms or a company-wide duration.

export type Warranty = NonNullable<SiteConfig["company"]["warranty"]>;
export type WarrantyTerms = NonNullable<Warranty["services"]>[number];

/** The service's own warranty entry, or undefined when it has none. */
export const warrantyOf = (warranty: Warranty | undefined, slug: ServiceSlug): WarrantyTerms | undefined =>
  warranty?.services?.find((terms) => terms.service === slug);

/** «ضمان سنتين»: the template (content/ui.yml trust.warrantyDuration) with the duration as the owner wrote it. */
export const warrantyBadge = (template: string, terms: Pick<WarrantyTerms, "duration">) =>
  template.replace("{duration}", terms.duration);

/** Every service in navigation order: those with terms, and those without (named so, never left out). */
export function warrantyByService(warranty: Warranty | undefined) {
  const covered: WarrantyTerms[] = [];
  const none: ServiceSlug[] = [];
  for (const { slug } of servicePages) {
    const terms = warrantyOf(warranty, slug);
    if (terms) covered.push(terms);
    else none.push(slug);
  }
  return { covered, none };
}

/**
 * The trust band's warranty: on a service page its own duration («ضمان سنتين») leading to its card on
 * /warranty, or a plain note that it has none; on the home page «ضمان مكتوب» when some service has terms.
 */
export function warrantyTrust({
  warranty,
  trust,
  link,
  slug,
}: {
  warranty: Warranty | undefined;
  trust: Pick<UiText["trust"], "warranty" | "warrantyDuration" | "noWarranty">;
  /** The words of the link to /warranty (content/pages/warranty.yml `link`); none on an English page while /warranty has no English. */
  link: string | undefined;
  slug?: ServiceSlug;
}) {
  if (!slug) {
    const item = warranty?.services?.length
      ? { label: trust.warranty, ...(link && { detail: link, href: warrantyPath }) }
      : undefined;
    return { item, note: undefined };
  }
  const terms = warrantyOf(warranty, slug);
  if (!terms) return { item: undefined, note: trust.noWarranty };
  // The card's id on /warranty is the service's slug (warranty-page.tsx).
  const item = {
    label: warrantyBadge(trust.warrantyDuration, terms),
    ...(link && { detail: link, href: `${warrantyPath}#${slug}` }),
  };
  return { item, note: undefined };
}
