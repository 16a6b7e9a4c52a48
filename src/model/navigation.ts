import {
  complaintsPath,
  estimatePath,
  footerServiceCount,
  guidesPath,
  headerServiceCount,
  privacyPath,
  projectsPath,
  servicePages,
  warrantyPath,
  type ServiceSlug,
} from "./pages";
import type { SiteContent } from "./validate";

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
}: Pick<SiteContent, "services" | "ui" | "projects"> &
  Partial<Pick<SiteContent, "guides" | "guidesPage" | "warrantyPage" | "privacyPage" | "complaintsPage" | "site">>) {
  const serviceLinks: (NavLink & { slug: ServiceSlug })[] = servicePages.map(({ slug, path }) => ({
    slug,
    path,
    label: services[slug].name,
  }));
  // No projects yet: no /projects page, so no link to it.
  const projects = records.length ? [{ path: projectsPath, label: ui.nav.projects }] : [];
  const estimate = { path: estimatePath, label: ui.nav.estimate };
  return {
    // Spec §2: home plus seven services in the header, five in the footer; the projects after them.
    header: [{ path: "/", label: ui.nav.home }, ...serviceLinks.slice(0, headerServiceCount), ...projects],
    footer: [
      ...serviceLinks.slice(0, footerServiceCount),
      ...projects,
      // The guides and the warranty terms, once there is something to show.
      ...(guides.length && guidesPage ? [{ path: guidesPath, label: guidesPage.navLabel }] : []),
      ...(site && hasWarrantyPage(site) && warrantyPage ? [{ path: warrantyPath, label: warrantyPage.link }] : []),
    ],
    // Beside the header's contact buttons on wide screens (the links row is full), after the links in the phone's menu.
    estimate,
    services: serviceLinks,
    // The footer's last line: the privacy policy and the complaints page.
    legal: [
      ...(privacyPage ? [{ path: privacyPath, label: privacyPage.link }] : []),
      ...(complaintsPage ? [{ path: complaintsPath, label: complaintsPage.link }] : []),
    ],
  };
}

/** /warranty exists when the profile states terms: a general warranty or one per service. */
export const hasWarrantyPage = (site: Pick<SiteContent["site"], "company">) =>
  Boolean(site.company.warranty?.general || site.company.warranty?.services?.length);
