import { describe, expect, test } from "vitest";
import { entryFields, fieldsFromSchema } from "../../scripts/build/admin-config";
import { contentCatalog } from "../../src/model/contract/catalog";
import { readSources } from "../../src/model/contract/load";
import { asSaved, languageOf, recordOf, savedEnglish } from "./records";
import type { EntryMap } from "./templates";

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

describe("a record with English (single_file_default_root, decision 0039)", () => {
  const home = real.home.data as Record<string, unknown> & { hero: { title: string } };
  const fields = entryFields(contentCatalog.find((e) => e.name === "home")!);
  /** Sveltia's entry as a preview pane gets it: the pane's language as `data`, the other under `i18n`. */
  const entry = (shown: object, other: { ar?: object; en?: object }) =>
    ({
      get: () => undefined,
      toJS: () => ({
        data: shown,
        i18n: Object.fromEntries(Object.entries(other).map(([language, data]) => [language, { data }])),
      }),
    }) as unknown as EntryMap;
  // Sveltia reads the file's `lang:` with the Arabic and fills the «reviewed» box there too.
  const arabicHeld = { ...home, lang: ["ar", "en"], reviewed: false };
  const english = { hero: { title: "Steel structures in Riyadh" }, reviewed: false };

  test("the Arabic at the root without Sveltia's bookkeeping, the English under en:, from either pane", () => {
    const fromArabic = recordOf("home", entry(arabicHeld, { en: english }));
    const fromEnglish = recordOf("home", entry(english, { ar: arabicHeld }));
    expect(fromArabic.data).toEqual({ ...home, en: english });
    expect(fromEnglish).toEqual(fromArabic);
    expect(languageOf(entry(english, { ar: arabicHeld }))).toBe("en");
    expect(languageOf(entry(arabicHeld, { en: english }))).toBe("ar");
  });

  test("an English word left empty is left out, for the build to name; the same in Arabic is kept", () => {
    const emptied = { ...english, hero: { title: "" } };
    const record = recordOf("home", entry(emptied, { ar: { ...home, hero: { ...home.hero, title: "" } } }));
    const data = record.data as { en: { hero?: unknown }; hero: { title: string } };
    expect(data.en.hero).toBeUndefined();
    expect(data.hero.title).toBe("");
    expect(fields.find((f) => f.name === "hero")).toMatchObject({ i18n: true });
  });

  test("a file without words, read through its collection with languages, is found under Sveltia's _default", () => {
    const page = real.projectsPage.data as Record<string, unknown>;
    expect(recordOf("projects-page", entry({}, { _default: page } as never)).data).toEqual(page);
  });

  test("a translation begun from Sveltia's copy of the Arabic keeps the words alone, the blocks' kinds, and holes as null", () => {
    const slug = Object.keys(real.services)[0]!;
    const page = real.services[slug as keyof typeof real.services].data as { sections: { kind: string }[] };
    // As Sveltia starts it: the words emptied, a hidden field's inner keys and the file's lang: list copied.
    const started = {
      name: "Doors",
      lang: ["ar"],
      review: { shipped: { prices: "c475e203" } },
      hero: { lead: ["", "Second paragraph"] },
      sections: page.sections.map(({ kind }) => ({ kind, title: "" })),
    };
    expect(savedEnglish(slug, started)).toEqual({
      name: "Doors",
      hero: { lead: [null, "Second paragraph"] },
      sections: page.sections.map(({ kind }) => ({ kind })),
    });
  });

  test("a file without English yet keeps its Arabic alone", () => {
    expect(recordOf("home", entry(arabicHeld, {})).data).toEqual(home);
  });
});
