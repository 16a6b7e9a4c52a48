import { expect, test } from "vitest";
import { content } from "~/model/views/site-data";
import {
  complaintsPath,
  estimatePath,
  guidePath,
  guidesByServicePath,
  guidesPath,
  pathOfService,
  projectPath,
  projectsByServicePath,
  projectsPath,
  servicePages,
} from "../contract/pages";
import { visitAnchor, visitHref } from "./visit";

test("the home page and each service page lead to their own step", () => {
  for (const path of ["/", ...servicePages.map((page) => page.path)])
    expect(visitHref(path, content)).toBe(visitAnchor);
});

test("a guide, a project and a service's lists lead to their service's step", () => {
  const [guide] = content.guides;
  const [project] = content.projects;
  expect(visitHref(guidePath(guide!.slug), content)).toBe(pathOfService(guide!.service) + visitAnchor);
  expect(visitHref(projectPath(project!.slug), content)).toBe(pathOfService(project!.service) + visitAnchor);
  for (const { slug, path } of servicePages) {
    expect(visitHref(guidesByServicePath(slug), content)).toBe(path + visitAnchor);
    expect(visitHref(projectsByServicePath(slug), content)).toBe(path + visitAnchor);
  }
});

test("every other page leads to the home page's step, which asks for the service", () => {
  for (const path of [guidesPath, projectsPath, estimatePath, complaintsPath, "/404"])
    expect(visitHref(path, content)).toBe(`/${visitAnchor}`);
});
