import { describe, expect, test } from "vitest";
import { districtsWithPages } from "~/model/views/districts";
import { pathOfService, projectPath, projectsByDistrictPath } from "~/model/contract/pages";
import { contentSets, headOf } from "../../../tests/support/content-sets";
import { projectPage, snippet } from "./_project";

describe.each(contentSets())("a project page's data, %s content", (_name, content) => {
  test.each(content.projects.map((project) => [project.slug, project] as const))("%s", (slug, project) => {
    const { head, props } = projectPage(content, slug);
    const service = content.services[project.service];
    expect(props.project).toMatchObject({ title: project.title, story: project.story, photos: project.photos });
    const facts = Object.fromEntries(props.project.facts.map((fact) => [fact.value, fact.href]));
    expect(facts[service.name]).toBe(pathOfService(project.service));
    // The district links to its page only when it has earned one.
    const district = districtsWithPages(content.projects).find((d) => d.name === project.district);
    expect(facts[project.district]).toBe(district && projectsByDistrictPath(district.slug));
    expect(props.message).toBe(service.whatsappMessage);
    const { canonical, description } = headOf(head);
    expect(canonical).toBe(`${content.site.url}${projectPath(slug)}`);
    expect(project.story.startsWith(description!.replace(/…$/, ""))).toBe(true);
  });
});

test("a search snippet ends on a whole word, within 155 characters", () => {
  const words = "كلمة ".repeat(60).trim();
  const cut = snippet(words);
  expect(cut.length).toBeLessThanOrEqual(156);
  expect(cut).toMatch(/كلمة…$/);
  expect(snippet("قصير")).toBe("قصير");
});
