import {
  companyProfilePath,
  complaintsPath,
  estimatePath,
  guidesPath,
  hasWarrantyPage,
  privacyPath,
  projectsPath,
  servicePages,
  warrantyPath,
  type ServiceSlug,
} from "../contract/pages.ts";
import type { SiteContent } from "../contract/validate.ts";

export type NavLink = { path: string; label: string };

/** The site's links, labelled from content: each service's one name, and the layout's words. */
export function navigation({
  services,
  ui,
  projects: records,
  guides = [],
  guidesPage,
  warrantyPage,
  privacyPage,
  complaintsPage,
  site,
  english,
}: Pick<SiteContent, "services" | "ui" | "projects"> &
  Partial<
    Pick<SiteContent, "guides" | "guidesPage" | "warrantyPage" | "privacyPage" | "complaintsPage" | "site" | "english">
  >) {
  // The English site links only to its own pages: no Arabic page's name shows in English (src/model/languages/english.ts).
  const shown = <L extends NavLink>(links: L[]) =>
    english ? links.filter((l) => english.paths.includes(l.path)) : links;
  const serviceLinks: (NavLink & { slug: ServiceSlug })[] = shown(
    servicePages.map(({ slug, path }) => ({
      slug,
      path,
      label: services[slug].name,
    })),
  );
  // No projects yet: no /projects page, so no link to it.
  const projects = records.length ? [{ path: projectsPath, label: ui.nav.projects }] : [];
  const estimate = { path: estimatePath, label: ui.nav.estimate };
  // The guides, once there is one to read.
  const guideLinks = guides.length && guidesPage ? [{ path: guidesPath, label: guidesPage.navLabel }] : [];
  return {
    // The logo's link: the home page (the English one, on an English page: src/model/languages/english.ts).
    home: "/",
    // One service list for the header, the menu, the footer and the home page's guide
    // (docs/decisions/0015-estimates-a-buyer-can-trust.md): every service, then the projects and the guides.
    header: shown([{ path: "/", label: ui.nav.home }, ...serviceLinks, ...projects, ...guideLinks]),
    footer: shown([
      ...serviceLinks,
      ...projects,
      ...guideLinks,
      // The warranty terms, once there is something to show.
      ...(site && hasWarrantyPage(site) && warrantyPage ? [{ path: warrantyPath, label: warrantyPage.link }] : []),
    ]),
    // Beside the header's contact buttons on wide screens (the links row is full), after the links in the phone's menu.
    estimate,
    services: serviceLinks,
    // The footer's last line: the company profile (its CR, VAT, credentials and delivered projects, to print),
    // the privacy policy and the complaints page.
    legal: shown([
      { path: companyProfilePath, label: ui.companyProfile.link },
      ...(privacyPage ? [{ path: privacyPath, label: privacyPage.link }] : []),
      ...(complaintsPage ? [{ path: complaintsPath, label: complaintsPage.link }] : []),
    ]),
  };
}
