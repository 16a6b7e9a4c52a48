import { englishSite, pathIn } from "../../src/model/english";
import { loadContent } from "../../src/model/load";
import { navigation } from "../../src/model/navigation";
import { districtsWithPages } from "../../src/model/districts";
import { hasWarrantyPage } from "../../src/model/navigation";
import {
  companyProfilePath,
  complaintsPath,
  estimatePath,
  guidePath,
  guidesByServicePath,
  guidesPath,
  privacyPath,
  projectPath,
  projectsByDistrictPath,
  projectsByServicePath,
  projectsPath,
  servicePaths,
  serviceSlugs,
  warrantyPath,
} from "../../src/model/pages";

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
  // The projects list and its filters exist only for services with projects.
  ...(content.projects.length ? [projectsPath] : []),
  ...serviceSlugs.filter((slug) => content.projects.some((p) => p.service === slug)).map(projectsByServicePath),
  ...content.projects.map((project) => projectPath(project.slug)),
  ...districtsWithPages(content.projects).map((district) => projectsByDistrictPath(district.slug)),
  guidesPath,
  ...serviceSlugs.filter((slug) => content.guides.some((g) => g.service === slug)).map(guidesByServicePath),
  ...content.guides.map((guide) => guidePath(guide.slug)),
  ...(hasWarrantyPage(site) ? [warrantyPath] : []),
  estimatePath,
  privacyPath,
  complaintsPath,
  companyProfilePath,
];

/** The English pages the build has (src/model/english.ts): their Arabic pairs are in pagePaths. */
export const englishPaths = [...(englishSite(content)?.paths ?? [])].map((path) => pathIn("en", path));
