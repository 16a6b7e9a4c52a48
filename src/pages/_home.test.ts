import { describe, expect, test } from "vitest";
import { deliveredProjects } from "~/model/contract/example-markers";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { homePage, namedHome } from "./_home";

describe.each(contentSets())("the home page's data, %s content", (_name, content) => {
  const { head, props } = homePage(content);

  test("its head: the page's description at /, and the company as JSON-LD", () => {
    const { canonical, description, jsonLd } = headOf(head);
    expect(canonical).toBe(`${content.site.url}/`);
    expect(description).toBe(namedHome(content.home, content.site).meta.description);
    expect(jsonLd).toEqual([expect.objectContaining({ "@type": "GeneralContractor", name: content.site.name })]);
  });

  test("the featured projects, the first four reviews and the count of delivered work", () => {
    expect(props.content).toEqual(namedHome(content.home, content.site));
    expect(props.featured.map((card) => card.slug)).toEqual(
      content.projects.filter((p) => p.featured).map((p) => p.slug),
    );
    expect(props.reviews.map((card) => card.slug)).toEqual(content.reviews.slice(0, 4).map((r) => r.slug));
    const delivered = deliveredProjects(content).length;
    const count = props.trust.items.find((item) => item.key === "projects");
    expect(count?.value).toBe(delivered ? String(delivered) : undefined);
  });

  test("its heading and description name the company as the settings do, whatever name he sets", () => {
    const name = "مؤسسة الاختبار للمقاولات";
    const renamed = homePage({ ...content, site: { ...content.site, name } });
    const { hero, meta } = renamed.props.content;
    // Each of the home's words written with {name} carries the new name, and none is left unfilled.
    if (content.home.hero.title.includes("{name}")) expect(hero.title).toContain(name);
    if (content.home.meta.description.includes("{name}")) expect(headOf(renamed.head).description).toContain(name);
    expect(JSON.stringify(renamed.props.content)).not.toContain("{name}");
    expect(meta.description).toBe(headOf(renamed.head).description);
  });

  test("the contact section's line names the working hours the settings state, whatever he sets", () => {
    const hours = "الأحد إلى الخميس، من 7 صباحًا إلى 3 عصرًا";
    const { contact } = homePage({ ...content, site: { ...content.site, company: { ...content.site.company, hours } } })
      .props.content;
    if (content.home.contact.subtitle.includes("{hours}")) expect(contact.subtitle).toContain(hours);
    expect(contact.subtitle).not.toContain("{hours}");
  });

  test("a featured card, which opens one project, reads as the projects list's cards do, not as the link to them all", () => {
    expect(props.projectReadMore).toBe(content.projectsPage.readMore);
    expect(props.projectReadMore).not.toBe(content.home.featuredProjects.all);
  });
});
