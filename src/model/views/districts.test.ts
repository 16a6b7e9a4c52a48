// @vitest-environment node
import { afterEach, describe, expect, test } from "vitest";
import { makeFixture } from "../../../tests/fixtures/districts/fixture";
import { districtSlug, districtsWithPages, minProjectsPerDistrict } from "./districts";
import { loadContent } from "../owner/load-content";

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((remove) => remove());
  delete process.env.CONTENT_DIR;
});

/** The content as the build would read it from a fixture set. */
async function contentWith(...args: Parameters<typeof makeFixture>) {
  const fixture = await makeFixture(...args);
  cleanups.push(fixture.remove);
  process.env.CONTENT_DIR = fixture.contentDir;
  return loadContent().content;
}

describe("district slugs", () => {
  test("are ASCII, and the same with or without «حي»", () => {
    expect(districtSlug("حي النرجس")).toBe(districtSlug("النرجس"));
    expect(districtSlug("حي النرجس")).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(districtSlug("حي النرجس")).not.toBe(districtSlug("حي الملقا"));
  });
});

describe("district pages from real work only", () => {
  test(`a district with ${minProjectsPerDistrict} real projects gets a page with both`, async () => {
    const content = await contentWith([
      { slug: "fence-a", district: "حي الملقا" },
      { slug: "fence-b", district: "الملقا" },
      { slug: "fence-c", district: "حي العارض" },
    ]);
    const districts = districtsWithPages(content.projects);
    expect(districts.map((d) => d.slug)).toEqual([districtSlug("حي الملقا")]);
    expect(districts[0]!.projects.map((p) => p.slug).sort()).toEqual(["fence-a", "fence-b"]);
  });

  test("one real project in a district is not enough", async () => {
    const content = await contentWith([
      { slug: "fence-a", district: "حي الملقا" },
      { slug: "fence-b", district: "حي العارض" },
    ]);
    expect(districtsWithPages(content.projects)).toEqual([]);
  });

  test("examples never count towards a district", async () => {
    const content = await contentWith([{ slug: "fence-a", district: "حي الملقا" }]);
    const example = { ...content.projects[0]!, slug: "example-x", example: true };
    expect(districtsWithPages([...content.projects, example])).toEqual([]);
  });
});
