import type { Project } from "../contract/schema";
import { deliveredProjects } from "../contract/example-markers";
import type { SiteContent } from "../contract/validate";

/** The services that have a project among `projects`: only they get a filter, a filtered page or a mention. */
export const servicesWithProjects = (projects: readonly Pick<Project, "service">[]) =>
  new Set(projects.map((project) => project.service));

/**
 * The districts of the published projects, once each: where the company has shown work (the business's
 * areaServed). On the English site, from the delivered projects it carries (src/model/languages/english.ts).
 */
export const publishedDistricts = (content: Pick<SiteContent, "projects" | "english">) => [
  ...new Set((content.english?.projects ?? deliveredProjects(content)).map((project) => project.district)),
];
