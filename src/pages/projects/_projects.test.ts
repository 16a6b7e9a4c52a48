import { describe, expect, test } from "vitest";
import { projectsByServicePath, projectsPath, servicePages } from "~/model/contract/pages";
import { contentSets, headOf } from "../../../tests/support/content-sets";
import { filteredServices, projectsPage } from "./_projects";

describe.each(contentSets())("the projects lists' data, %s content", (_name, content) => {
  const withProjects = servicePages.filter(({ slug }) => content.projects.some((p) => p.service === slug));

  test("/projects lists every project, with a filter for each service that has one", () => {
    const { head, props } = projectsPage(content);
    expect(props.projects.map((card) => card.slug)).toEqual(content.projects.map((p) => p.slug));
    expect(props.filters).toEqual([
      { path: projectsPath, label: content.projectsPage.all, current: true },
      ...withProjects.map(({ slug }) => ({
        path: projectsByServicePath(slug),
        label: content.services[slug].name,
        current: false,
      })),
    ]);
    expect(headOf(head).canonical).toBe(`${content.site.url}${projectsPath}`);
  });

  test("a filtered page only for a service with projects, listing its projects under its name", () => {
    expect(filteredServices(content)).toEqual(withProjects.map((page) => page.slug));
    for (const slug of filteredServices(content)) {
      const { head, props } = projectsPage(content, slug);
      const name = content.services[slug].name;
      expect(props.projects.map((card) => card.slug)).toEqual(
        content.projects.filter((p) => p.service === slug).map((p) => p.slug),
      );
      expect(props.page.title).toBe(`${content.projectsPage.title}: ${name}`);
      expect(props.filters.find((filter) => filter.current)?.label).toBe(name);
      expect(headOf(head).canonical).toBe(`${content.site.url}${projectsByServicePath(slug)}`);
      expect(head.jsonLd.join("")).toContain(name);
    }
  });
});
