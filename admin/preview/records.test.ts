import { describe, expect, test } from "vitest";
import { fieldsFromSchema } from "../../scripts/build/admin-config";
import { contentCatalog } from "../../src/model/catalog";
import { readSources } from "../../src/model/load";
import { asSaved } from "./records";

// The preview checks the record the save will write: Sveltia's save leaves out an
// empty field that is not required (output.omit_empty_optional_fields), and keeps
// one that is, so the build then refuses it by name.

const real = readSources();
const fieldsOf = (name: string) => fieldsFromSchema(contentCatalog.find((e) => e.name === name)!.schema, name);

type Section = { kind: string; items?: Record<string, unknown>[] };

describe("asSaved", () => {
  test("leaves out the empty list Sveltia gives an optional list the file lacks", () => {
    const [slug, page] = Object.entries(real.services).find(([, source]) =>
      (source.data as { sections: Section[] }).sections.some(
        (s) => s.kind === "types" && s.items?.some((item) => !("features" in item)),
      ),
    )!;
    const held = structuredClone(page.data) as { sections: Section[] };
    for (const section of held.sections)
      if (section.kind === "types") for (const item of section.items ?? []) item.features ??= [];
    expect(asSaved(held, fieldsOf(slug))).toEqual(page.data);
  });

  test("keeps a required list that is empty, and a required text left empty, for the check to name", () => {
    const site = structuredClone(real.site.data) as Record<string, unknown> & {
      company: { areasServed: { areas: unknown[] } };
    };
    site.company.areasServed.areas = [];
    site.name = "";
    const saved = asSaved(site, fieldsOf("site")) as typeof site;
    expect(saved.company.areasServed.areas).toEqual([]);
    expect(saved.name).toBe("");
  });

  test("leaves out an optional text left empty and Sveltia's bookkeeping on list items", () => {
    type Site = Record<string, unknown> & { company: { warranty: { services: object[] } } };
    const site = structuredClone(real.site.data) as Site;
    site.googleReviewUrl = "";
    site.company.warranty.services = site.company.warranty.services.map((item) => ({ ...item, __sc_item_id: "x1" }));
    const saved = asSaved(site, fieldsOf("site")) as Site;
    expect(saved).not.toHaveProperty("googleReviewUrl");
    expect(saved.company.warranty.services).toEqual((real.site.data as Site).company.warranty.services);
  });

  test("names a photo chosen but not saved by the path the save gives it", () => {
    const project = structuredClone(real.projects[0]!.data) as { photos: { src: string }[] };
    project.photos[0]!.src = "blob:http://127.0.0.1/abc";
    const saved = asSaved(project, fieldsOf("projects"), () => "/photos/uploads/abc.webp") as typeof project;
    expect(saved.photos[0]!.src).toBe("/photos/uploads/abc.webp");
  });
});
