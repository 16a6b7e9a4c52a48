import {
  guidePath,
  guidesByServicePath,
  pathOfService,
  projectPath,
  projectsByServicePath,
  servicePages,
  serviceSlugs,
} from "../contract/pages";
import type { SiteContent } from "../contract/validate";

/** The free site visit step's address on a page that has it (src/components/sections/site-visit.tsx). */
export const visitAnchor = "#visit";

/**
 * Where a page's «معاينة مجانية» leads: its own step on the home page and the
 * service pages, else the step of the nearest page that has one: the service
 * page of a guide, a project or a service's list; the home page, which asks for
 * the service, from anywhere else (the lists, the legal pages, the not-found page).
 */
export function visitHref(path: string, content: Pick<SiteContent, "guides" | "projects">) {
  if (path === "/" || servicePages.some((page) => page.path === path)) return visitAnchor;
  const service =
    content.guides.find((guide) => guidePath(guide.slug) === path)?.service ??
    content.projects.find((project) => projectPath(project.slug) === path)?.service ??
    serviceSlugs.find((slug) => [guidesByServicePath(slug), projectsByServicePath(slug)].includes(path));
  return `${service ? pathOfService(service) : "/"}${visitAnchor}`;
}
