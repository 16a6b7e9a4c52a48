import { footerServiceCount, headerServiceCount, projectsPath, servicePages, type ServiceSlug } from "./routes";
import type { SiteContent } from "./validate";

export type NavLink = { path: string; label: string };

/** The site's links, labelled from content: each service's one name, and the layout's words. */
export function navigation({ services, ui }: Pick<SiteContent, "services" | "ui">) {
  const serviceLinks: (NavLink & { slug: ServiceSlug })[] = servicePages.map(({ slug, path }) => ({
    slug,
    path,
    label: services[slug].name,
  }));
  const projects = { path: projectsPath, label: ui.nav.projects };
  return {
    // Spec §2: home plus seven services in the header, five in the footer; the projects after them.
    header: [{ path: "/", label: ui.nav.home }, ...serviceLinks.slice(0, headerServiceCount), projects],
    footer: [...serviceLinks.slice(0, footerServiceCount), projects],
    services: serviceLinks,
  };
}
