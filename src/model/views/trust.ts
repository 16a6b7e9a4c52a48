import { formFor } from "~/lib/format";
import { warrantyPath, type ServiceSlug } from "../contract/pages";
import { deliveredProjects } from "../contract/example-markers";
import type { SiteContent } from "../contract/validate";
import { visitAnchor } from "./visit";
import { warrantyTrust } from "./warranty";

/**
 * The trust band: only what the profile and the projects support. Computed at build time.
 * The warranty is the service's own, or a note that it has none (warranty.ts warrantyTrust).
 */
export function trustItems(
  content: Pick<SiteContent, "site" | "ui" | "warrantyPage" | "projects" | "english">,
  slug?: ServiceSlug,
) {
  const { company } = content.site;
  const { trust } = content.ui;
  const years = new Date().getFullYear() - company.founded;
  const delivered = deliveredProjects(content).length;
  const warranty = warrantyTrust({
    warranty: company.warranty,
    trust,
    // On the English site, only while /warranty has its English page.
    link: !content.english || content.english.paths.includes(warrantyPath) ? content.warrantyPage.link : undefined,
    slug,
  });
  const items: {
    key: string;
    value?: string;
    label: string;
    detail?: string;
    /** Where the detail leads: the warranty's full terms. */
    href?: string;
    /** Where the label leads: the free visit's step on the same page (the trust band is on the pages that have one). */
    labelHref?: string;
  }[] = [];
  if (years > 0) items.push({ key: "years", value: String(years), label: formFor(years, trust.years) });
  if (delivered) items.push({ key: "projects", value: String(delivered), label: formFor(delivered, trust.projects) });
  if (warranty.item) items.push({ key: "warranty", ...warranty.item });
  if (company.contact247) items.push({ key: "contact247", label: trust.contact247 });
  if (company.freeSurvey) items.push({ key: "freeSurvey", label: trust.freeSurvey, labelHref: visitAnchor });
  return { label: trust.label, items, note: warranty.note };
}

export type TrustData = ReturnType<typeof trustItems>;
