import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { contentSources } from "../../../tests/support/sources";
import { contentRules, maxExamples } from "./content-rules";
import { readYaml } from "./load";
import { arabicReason } from "../owner/owner-messages";
import { ContentError, validateContent, type ContentProblem, type ContentSources, type Source } from "./validate";

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type RuleName = (typeof contentRules)[number]["name"];

const data = (source: Source) => source.data as Data;

/** The shipped content with `edit` applied to copies of its files. */
function sources(edit: (s: ContentSources) => void): ContentSources {
  const input = contentSources();
  edit(input);
  return input;
}

function problemsOf(input: ContentSources): ContentProblem[] {
  try {
    validateContent(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error("expected the content to be refused");
}

// The fixture's delivered project: today's content may have none.
const delivered = readYaml(
  resolve(import.meta.dirname, "../../../tests/fixtures/content/projects/hangar-al-sulay.yml"),
  "content/projects/hangar-al-sulay.yml",
);

/** For each rule: content that breaks it, and what its problem says (file, field path, English words). */
type Case = { breaks: (s: ContentSources) => void; file: RegExp; path?: string; says: RegExp }[];

// Typed by the rule list: a rule added without a case here fails the type check.
const cases: Record<RuleName, Case> = {
  sectionIdsUnique: [
    {
      breaks: (s) => {
        const sections = (data(s.services.fencing).sections as Data[]).filter((section) => section.kind !== "image");
        sections[1]!.id = sections[0]!.id;
      },
      file: /^content\/pages\/fencing\.yml:\d+$/,
      says: /is used twice on the page/,
    },
  ],
  serviceNamesUnique: [
    {
      breaks: (s) => (data(s.services.fencing).name = data(s.services.doors).name),
      file: /^content\/pages\/(fencing|doors)\.yml/,
      path: "name",
      says: /is also the name of content\/pages\/(fencing|doors)\.yml/,
    },
  ],
  priceTermsBesidePrices: [
    {
      breaks: (s) => delete data(s.services.fencing).priceTerms,
      file: /^content\/pages\/fencing\.yml/,
      path: "sections",
      says: /no priceTerms/,
    },
  ],
  oneCardPerService: [
    {
      breaks: (s) => {
        const items = data(s.home).serviceGuide.items as Data[];
        items.push({ ...items[0], service: items[1]!.service });
      },
      file: /^content\/pages\/home\.yml/,
      says: /has a card already/,
    },
    {
      breaks: (s) => data(s.home).serviceGuide.items.pop(),
      file: /^content\/pages\/home\.yml/,
      path: "serviceGuide.items",
      says: /^no card for the service/,
    },
  ],
  imagesExist: [
    {
      breaks: (s) => (data(s.services.fencing).hero.image.illustration = "fencing/99"),
      file: /^content\/pages\/fencing\.yml/,
      path: "hero.image.illustration",
      says: /"fencing\/99" has no illustration/,
    },
    {
      breaks: (s) => {
        data(s.services.fencing).hero.image.photo = "/photos/uploads/missing.jpg";
        data(s.services.fencing).hero.image.photoAlt = "سور صاج حول أرض";
      },
      file: /^content\/pages\/fencing\.yml/,
      path: "hero.image.photo",
      says: /is not in photos\/uploads/,
    },
  ],
  guideDatesInOrder: [
    {
      breaks: (s) => (data(s.guides[0]!).updated = "2000-01-01"),
      file: /^content\/guides\/.+\.md/,
      path: "updated",
      says: /is before published/,
    },
  ],
  guideBodies: [
    {
      breaks: (s) => (s.guides[0]!.body = `# عنوان\n\n${s.guides[0]!.body}`),
      file: /^content\/guides\/.+\.md:\d+$/,
      says: /headings start at ##/,
    },
  ],
  fewExamples: [
    {
      breaks: (s) => {
        s.projects = Array.from({ length: maxExamples + 1 }, (_, i) => ({
          ...s.projects[0]!,
          slug: `example-${i}`,
          data: { ...data(s.projects[0]!), example: true },
        }));
      },
      file: /^content\/projects$/,
      says: new RegExp(`keep at most ${maxExamples}$`),
    },
  ],
  recordFileNames: [
    {
      breaks: (s) => (s.reviews[0] = { ...s.reviews[0]!, slug: "Review_One" }),
      file: /^content\/reviews\//,
      says: /lowercase latin letters/,
    },
  ],
  deliveredProjectsShowPhotos: [
    {
      breaks: (s) => {
        const project = structuredClone(delivered.data) as Data;
        project.photos[0].src = "illustration:warehouses/1";
        s.projects = [{ ...delivered, data: project, slug: "hangar-al-sulay" }];
      },
      file: /^content\/projects\/hangar-al-sulay\.yml:\d+$/,
      path: "photos.0.src",
      says: /shows real photos/,
    },
  ],
  stepsFollowPublishedGuides: [
    {
      breaks: (s) => stepsGuide(s).forEach((section) => (section.guide = "no-such-guide")),
      file: /^content\/pages\//,
      says: /"no-such-guide" is not a published guide/,
    },
    {
      breaks: (s) => {
        const followed = new Set(stepsGuide(s).map((section) => section.guide));
        for (const guide of s.guides) if (followed.has(guide.slug)) delete data(guide).factsChecked;
      },
      file: /^content\/pages\//,
      says: /has no factsChecked date/,
    },
  ],
  oneWarrantyPerService: [
    {
      breaks: (s) => {
        // The first entry twice, the last dropped: the schema itself allows no more entries than services.
        const warranty = data(s.site).company.warranty;
        const [first, ...rest] = warranty.services as Data[];
        warranty.services = [first, { ...first }, ...rest.slice(0, -1)];
      },
      file: /^content\/site\.yml/,
      says: /has two warranty entries/,
    },
  ],
  boardWidthInSize: [
    {
      breaks: (s) => {
        const sizes = (data(s.services.cladding).sections as Data[]).find((x) => x.kind === "cladding-sizes")!;
        sizes.rows[0].width = Math.max(...sizes.rows.map((row: Data) => row.width)) + 1;
      },
      file: /^content\/pages\/cladding\.yml:\d+$/,
      path: "rows.0.width",
      says: /is not in the size/,
    },
  ],
  estimateModelsMakeSense: [
    {
      breaks: (s) => {
        const choice = (data(s.services.warehouses).estimate.options as Data[]).find((o) => o.choices[1]?.floor)!
          .choices[1];
        choice.floor = { min: choice.floor.max + 1, max: choice.floor.max };
      },
      file: /^content\/pages\/warehouses\.yml:\d+$/,
      path: "choices.1.floor.min",
      says: /min \d+ is greater than max/,
    },
    {
      breaks: (s) => {
        const option = (data(s.services.fencing).estimate.options as Data[]).find((o) => o.choices[1]?.factor)!;
        option.choices[1].factor = { min: 0.8, max: 0.9 };
      },
      file: /^content\/pages\/fencing\.yml:\d+$/,
      path: "choices.1.factor.min",
      says: /would lower the estimate/,
    },
    {
      breaks: (s) => (data(s.services.warehouses).estimate.types = [99]),
      file: /^content\/pages\/warehouses\.yml:\d+$/,
      path: "estimate.types.0",
      says: /is not a price in sqm/,
    },
    {
      breaks: (s) => (data(s.services.warehouses).estimate.spans[0].from = 90),
      file: /^content\/pages\/warehouses\.yml:\d+$/,
      path: "estimate.spans.0.from",
      says: /is above to/,
    },
    {
      breaks: (s) => delete data(s.services.canopies).estimate.perCar,
      file: /^content\/pages\/canopies\.yml:\d+$/,
      path: "estimate.perCar",
      says: /a model by cars needs perCar/,
    },
    {
      breaks: (s) => (data(s.services.canopies).estimate.perCar = { min: 20, max: 15 }),
      file: /^content\/pages\/canopies\.yml:\d+$/,
      path: "estimate.perCar.min",
      says: /min 20 is greater than max 15/,
    },
    {
      breaks: (s) => (data(s.services.canopies).estimate.perCar = { min: 0, max: 15 }),
      file: /^content\/pages\/canopies\.yml:\d+$/,
      path: "estimate.perCar.min",
      says: /a car cannot take 0 m²/,
    },
    {
      // The ready-made canopy, by the piece: not a type a model by cars prices.
      breaks: (s) => {
        const rows = (data(s.services.canopies).sections as Data[]).flatMap((x) => x.rows ?? x.items ?? []);
        const piece = rows.filter((row: Data) => row.price).findIndex((row: Data) => row.price.unit !== "sqm");
        data(s.services.canopies).estimate.types = [piece + 1];
      },
      file: /^content\/pages\/canopies\.yml:\d+$/,
      path: "estimate.types.0",
      says: /is not a price in sqm/,
    },
    {
      breaks: (s) => (data(s.services.warehouses).estimate.height.basis = 20),
      file: /^content\/pages\/warehouses\.yml:\d+$/,
      path: "estimate.height.basis",
      says: /is outside/,
    },
  ],
};

/** The steps sections that follow a guide, on every service page. */
const stepsGuide = (s: ContentSources) =>
  Object.values(s.services).flatMap((source) =>
    (data(source).sections as Data[]).filter((section) => section.kind === "steps" && section.guide),
  );

describe("each content rule refuses what breaks it, in the developer's English and the owner's Arabic", () => {
  const fallback = arabicReason({ message: "" });
  // Run from the cases, not the list: a rule dropped from the list leaves its case failing.
  const all = Object.entries(cases).flatMap(([name, list]) =>
    list.map((c, i) => ({ ...c, name: `${name} (${i + 1})` })),
  );
  test.each(all)("$name", ({ breaks, file, path, says }) => {
    const problem = problemsOf(sources(breaks)).find((p) => says.test(p.message));
    expect(problem, `no problem says ${says}`).toBeDefined();
    expect(problem!.at).toMatch(file);
    if (path) expect(problem!.path?.join(".")).toMatch(path);
    const arabic = arabicReason(problem!);
    expect(arabic).toMatch(/[\u0621-\u064A]{3}/);
    // The estimator's model names its page: its forms are long, and a page's model is one of eight.
    if (/estimate|choices/.test(path ?? ""))
      expect(arabic).toContain(
        data(sources(() => {}).services[problem!.at.match(/pages\/(.+)\.yml/)![1] as "fencing"]).name,
      );
    expect(arabic).not.toBe(fallback);
  });

  test("the shipped content breaks none of them", () => {
    expect(() => validateContent(contentSources())).not.toThrow();
  });
});
