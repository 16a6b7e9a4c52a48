import { loadContent } from "../../app/content/load.server";
import { navigation } from "../../app/content/navigation";
import { projectPath, projectsByServicePath, projectsPath, servicePaths, serviceSlugs } from "../../app/content/routes";

/**
 * The site's content, read and validated exactly as the build reads it. Browser
 * tests take every expected value from here (phone, prices, copy), so an owner's
 * edit never needs a test change.
 */
export const { content } = loadContent();
export const { site, ui } = content;
export const nav = navigation(content);

/** Every pre-rendered page: home, services, the projects list and its filters, and each project. */
export const pagePaths = [
  "/",
  ...servicePaths,
  projectsPath,
  ...serviceSlugs.map(projectsByServicePath),
  ...content.projects.map((project) => projectPath(project.slug)),
];

/** The pages search engines should index: all but a filter page with no project. */
export const indexedPaths = pagePaths.filter((path) => {
  const service = serviceSlugs.find((slug) => path === projectsByServicePath(slug));
  return !service || content.projects.some((project) => project.service === service);
});
