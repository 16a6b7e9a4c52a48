import { expect, test } from "vitest";
import { districtsWithPages } from "~/model/views/districts";
import { pathOfService, projectsByDistrictPath } from "~/model/contract/pages";
import { headOf } from "../../../../tests/support/content-sets";
import { loadFixtureContent } from "../../../../tests/support/fixture-content";
import { districtPage } from "./_district";

test("a district's page data: its real projects, its real reviews and the services done there", () => {
  // The fixture's delivered project twice over, and a real review from its district: a district earns a page.
  const fixture = loadFixtureContent();
  const project = fixture.projects.find((p) => !p.example)!;
  const content = {
    ...fixture,
    projects: [...fixture.projects, { ...project, slug: `${project.slug}-2`, title: `${project.title} 2` }],
    reviews: [
      {
        slug: "review-1",
        name: "عميل",
        district: project.district,
        text: "عمل متقن",
        rating: 5,
        example: false,
        service: project.service,
        date: "2026-01-10",
      },
    ],
  };
  const [district] = districtsWithPages(content.projects);
  expect(district).toBeDefined();
  const { head, props } = districtPage(content, district!.slug);
  expect(props.projects.map((card) => card.slug)).toEqual([project.slug, `${project.slug}-2`]);
  expect(props.services).toEqual([
    { path: pathOfService(project.service), label: content.services[project.service].name },
  ]);
  expect(props.reviews.map((card) => card.slug)).toEqual(["review-1"]);
  expect(props.title).toBe(content.projectsPage.districts.title.replaceAll("{district}", district!.name));
  expect(headOf(head).canonical).toBe(`${content.site.url}${projectsByDistrictPath(district!.slug)}`);
});
