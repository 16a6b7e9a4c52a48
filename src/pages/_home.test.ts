import { describe, expect, test } from "vitest";
import { deliveredProjects } from "~/model/projects";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { homePage } from "./_home";

describe.each(contentSets())("the home page's data, %s content", (_name, content) => {
  const { head, props } = homePage(content);

  test("its head: the page's description at /, and the company as JSON-LD", () => {
    const { canonical, description, jsonLd } = headOf(head);
    expect(canonical).toBe(`${content.site.url}/`);
    expect(description).toBe(content.home.meta.description);
    expect(jsonLd).toEqual([expect.objectContaining({ "@type": "GeneralContractor", name: content.site.name })]);
  });

  test("the featured projects, the first four reviews and the count of delivered work", () => {
    expect(props.content).toBe(content.home);
    expect(props.featured.map((card) => card.slug)).toEqual(
      content.projects.filter((p) => p.featured).map((p) => p.slug),
    );
    expect(props.reviews.map((card) => card.slug)).toEqual(content.reviews.slice(0, 4).map((r) => r.slug));
    const delivered = deliveredProjects(content).length;
    const count = props.trust.items.find((item) => item.key === "projects");
    expect(count?.value).toBe(delivered ? String(delivered) : undefined);
  });

  test("a featured card, which opens one project, reads as the projects list's cards do, not as the link to them all", () => {
    expect(props.projectReadMore).toBe(content.projectsPage.readMore);
    expect(props.projectReadMore).not.toBe(content.home.featuredProjects.all);
  });
});
