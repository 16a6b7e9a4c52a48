import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { contentSources } from "../../../tests/support/sources";
import { leftOutValues } from "../owner/go-live";
import { readYaml } from "./load";
import {
  ContentError,
  exampleValues,
  problemText,
  validateContent,
  type ContentProblem,
  type ContentSources,
  type Source,
} from "./validate";

// The real content files; each test changes a copy of one of them.
const real = contentSources();

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The real content with `edit` applied to copies of the files' data. */
function sources(edit: (s: ContentSources & { data: (source: Source) => Data }) => void = () => {}): ContentSources {
  const withData = Object.assign(contentSources(), { data: (source: Source) => source.data as Data });
  edit(withData);
  return withData;
}

function errorOf(input: ContentSources) {
  try {
    validateContent(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected the content to be rejected");
}

/** Asserts the message names each fragment (file, line, field, reason). */
function expectError(input: ContentSources, ...fragments: (string | RegExp)[]) {
  const message = errorOf(input);
  for (const fragment of fragments) expect(message).toMatch(fragment);
}

const fencing = (s: ContentSources) => s.services.fencing.data as Data;
const lineOf = (source: Source, path: (string | number)[]) => source.lineOf!(path)!;

describe("validateContent", () => {
  test("the estimator's sentences keep their placeholders, and each unit's limits are in order", () => {
    expectError(
      sources((s) => {
        const estimator = s.data(s.ui).estimator;
        estimator.problems.tooSmall = "كمية صغيرة";
        estimator.units.sqm.min = 500;
        estimator.units.sqm.max = 10;
      }),
      `${real.ui.file}:${lineOf(real.ui, ["estimator", "problems", "tooSmall"])}: estimator.problems.tooSmall: must contain {min}`,
      "estimator.units.sqm.min: min must be less than max",
    );
  });

  test("lists projects newest first, whatever the order of their files", () => {
    const input = sources((s) => {
      const [first] = s.projects;
      s.projects = [2019, 2025, 2021].map((year, i) => ({
        ...first!,
        slug: `project-${i}`,
        data: { ...(first!.data as Data), year, example: false, photos: [] },
      }));
      // A delivered project shows real photos: the fixture's upload, which exists.
      for (const p of s.projects) (p.data as Data).photos = [{ src: "/photos/uploads/x.jpg", alt: "صورة المشروع" }];
      s.imageExists = () => true;
    });
    expect(validateContent(input).projects.map((p) => p.year)).toEqual([2025, 2021, 2019]);
  });

  test("names the file, the line and the field of a malformed phone number", () => {
    expectError(
      sources((s) => (s.data(s.site).phone = "05543")),
      `content/site.yml:${lineOf(real.site, ["phone"])}: phone:`,
      "E.164",
    );
  });

  test("rejects a WhatsApp number that is not a Saudi mobile", () => {
    expectError(
      sources((s) => (s.data(s.site).whatsapp = "+966112345678")),
      "content/site.yml",
      "whatsapp",
    );
  });

  test("names the record of a price range whose min is above its max", () => {
    let path: (string | number)[] = [];
    expectError(
      sources((s) => {
        const sections = fencing(s).sections as Data[];
        const i = sections.findIndex((section) => section.kind === "prices");
        path = ["sections", i, "rows", 1, "price", "min"];
        sections[i]!.rows[1].price.min = sections[i]!.rows[1].price.max + 1;
      }),
      new RegExp(
        `content/pages/fencing.yml:\\d+: sections\\[\\d+\\] \\("[^"]+"\\)\\.rows\\[1\\] \\("[^"]+"\\)\\.price\\.min`,
      ),
      "min must not be greater than max",
    );
    expect(lineOf(real.services.fencing, path)).toBeGreaterThan(1);
  });

  test("rejects an empty FAQ answer", () => {
    expectError(
      sources((s) => (fencing(s).faqs[0].answer = "  ")),
      "content/pages/fencing.yml",
      "faqs[0]",
      "answer: must not be empty",
    );
  });

  test("rejects an unknown or misspelt field, at its own line", () => {
    expectError(
      sources((s) => (s.data(s.site).phnoe = "+966512345678")),
      "content/site.yml",
      "phnoe: unknown field",
    );
  });

  test("rejects a value of the wrong type", () => {
    expectError(
      sources((s) => (fencing(s).faqs = "سؤال")),
      "content/pages/fencing.yml",
      "faqs:",
    );
  });

  test("rejects a photo without its own alt text", () => {
    expectError(
      sources((s) => (fencing(s).hero.image.photo = "/photos/uploads/x.jpg")),
      "content/pages/fencing.yml",
      "hero.image.photoAlt",
    );
  });

  test("rejects a home page with the wrong number of gallery images", () => {
    expectError(
      sources((s) => s.data(s.home).gallery.items.pop()),
      "content/pages/home.yml",
      "gallery.items",
      "exactly 12",
    );
  });
});

describe("company profile", () => {
  const company = (s: ContentSources) => (s.site.data as Data).company;

  test("rejects a commercial registration that is not 10 digits", () => {
    expectError(
      sources((s) => (company(s).cr = "10100")),
      "content/site.yml",
      "company.cr",
      "10-digit",
    );
  });

  test("rejects a VAT number that does not start and end with 3", () => {
    expectError(
      sources((s) => (company(s).vat = "100000000000001")),
      "content/site.yml",
      "company.vat",
      "starting and ending with 3",
    );
  });

  test("rejects a map pin outside Saudi Arabia", () => {
    expectError(
      sources((s) => (company(s).geo = { lat: 51.5, lng: -0.12 })),
      "content/site.yml",
      "company.geo.lat",
      "company.geo.lng",
    );
  });
});

describe("projects and reviews", () => {
  const project = (s: ContentSources) => s.projects[0]!.data as Data;
  const review = (s: ContentSources) => s.reviews[0]!.data as Data;

  test("rejects a project with no photo", () => {
    expectError(
      sources((s) => (project(s).photos = [])),
      real.projects[0]!.file,
      "photos: must have at least 1 photo",
    );
  });

  test("rejects a project photo without alt text", () => {
    expectError(
      sources((s) => delete project(s).photos[0].alt),
      real.projects[0]!.file,
      "photos[0].alt",
    );
  });

  test("rejects a project of a service that does not exist", () => {
    expectError(
      sources((s) => (project(s).service = "pools")),
      real.projects[0]!.file,
      "service:",
    );
  });

  test("rejects a review rated outside 1–5", () => {
    expectError(
      sources((s) => (review(s).rating = 6)),
      real.reviews[0]!.file,
      "rating: must be from 1 to 5",
    );
  });
});

describe("exampleValues", () => {
  const texts = (input: ContentSources) => exampleValues(validateContent(input), input).map(problemText);

  test("lists the site's fake values; each example record is left out of a public build instead (go-live.ts)", () => {
    const examples = texts(sources());
    const input = sources();
    const leftOut = leftOutValues(validateContent(input), input).map(problemText);
    for (const source of [...real.projects, ...real.reviews]) {
      const marked = (list: string[]) =>
        list.some((text) => text.startsWith(`${source.file}:`) && text.includes("example: true"));
      expect(marked(examples), source.file).toBe(false);
      expect(marked(leftOut), source.file).toBe((source.data as Data).example === true);
    }
    const fake = texts(sources((s) => (s.data(s.site).phone = "+966500000000")));
    expect(fake).toContainEqual(expect.stringMatching(/^content\/site\.yml:\d+: phone: an example value/));
  });

  test("is empty once every value is real and no record is an example", () => {
    const input = sources((s) => {
      Object.assign(s.data(s.site), {
        phone: "+966512345678",
        whatsapp: "+966512345678",
        instagramUrl: "https://www.instagram.com/riyadh.hangars",
        mapsUrl: "https://maps.app.goo.gl/abc",
        url: "https://www.hangars.sa",
        developers: [
          { name: "سالم", whatsapp: "+966511111111", message: "مرحبًا" },
          { name: "نورة", whatsapp: "+966522222222", message: "مرحبًا" },
        ],
      });
      Object.assign(s.data(s.site).company, {
        legalName: "مؤسسة الهناجر الحديثة للمقاولات",
        cr: "1010123456",
        unifiedNumber: "7012345678",
        vat: "310123456700003",
      });
      // The owner's own terms: the shipped samples' example markers removed.
      const company = s.data(s.site).company as Record<string, Record<string, unknown> | undefined>;
      for (const key of ["payment", "areasServed", "warranty"]) delete company[key]?.example;
      for (const source of Object.values(s.services))
        delete (s.data(source) as { priceTerms?: Record<string, unknown> }).priceTerms?.example;
      delete s.data(s.privacyPage).example;
      delete s.data(s.complaintsPage).example;
      s.projects = [];
      s.reviews = [];
      // The owner has read the starter guides (the service pages' permit steps follow two of them).
      s.guides = s.guides.map((guide) => ({ ...guide, data: { ...(guide.data as Data), reviewed: true } }));
    });
    // The address, founding year, hours and warranty wording are left as shipped: real values may equal them.
    expect(texts(input), "still example").toEqual([]);
  });

  test("accepts no developer credit at all, and refuses a third", () => {
    expect(() => validateContent(sources((s) => (s.data(s.site).developers = [])))).not.toThrow();
    expectError(
      sources((s) => {
        const developers = ((s.data(s.site).developers as Data[] | undefined) ??= []);
        while (developers.length < 3) developers.push({ name: "سالم", whatsapp: "+966511111111", message: "مرحبًا" });
      }),
      "developers",
      "at most 2",
    );
  });
});

describe("records folders", () => {
  test("problems keep the file's catalog entry, so the admin's labels can name them", () => {
    try {
      validateContent(sources((s) => (fencing(s).faqs[0].answer = "")));
    } catch (error) {
      const [problem] = (error as ContentError).problems;
      expect(problem).toMatchObject({ entry: "fencing", path: ["faqs", 0, "answer"], message: "must not be empty" });
      return;
    }
    throw new Error("expected the content to be rejected");
  });

  test("lists each block of terms still marked as an example; a starter guide and sample areas are left out instead", () => {
    const input = sources((s) => {
      s.guides = s.guides.map((guide, i) => ({ ...guide, data: { ...(guide.data as Data), reviewed: i !== 0 } }));
      const company = s.data(s.site).company;
      company.payment = { deposit: "30%", stages: ["70%"], contract: "عقد", invoice: "فاتورة", example: true };
      company.areasServed = { areas: ["الرياض"], example: true };
      if (company.warranty) company.warranty.example = true;
      fencing(s).priceTerms.example = true;
    });
    // One validation of the input, read by both lists: each validation is a whole content set's.
    const content = validateContent(input);
    const lists = { examples: exampleValues(content, input), leftOut: leftOutValues(content, input) };
    const named = (source: Source, path: string, list: ContentProblem[] = lists.examples) =>
      list.some((p) => p.at.startsWith(`${source.file}:`) && p.path?.join(".") === path);
    for (const [i, guide] of input.guides.entries()) {
      expect(named(guide, "reviewed"), guide.file).toBe(false);
      expect(named(guide, "reviewed", lists.leftOut), guide.file).toBe(i === 0);
    }
    expect(named(input.site, "company.payment.example")).toBe(true);
    expect(named(input.site, "company.areasServed.example")).toBe(false);
    expect(named(input.site, "company.areasServed.example", lists.leftOut)).toBe(true);
    if ((input.site.data as Data).company.warranty) expect(named(input.site, "company.warranty.example")).toBe(true);
    expect(named(input.services.fencing, "priceTerms.example")).toBe(true);
  });
});

describe("the legal pages' example wording", () => {
  const listed = (input: ContentSources) =>
    exampleValues(validateContent(input), input).filter(
      (p) => p.entry === "privacy-page" || p.entry === "complaints-page",
    );

  test("is listed, at its example line, while a page keeps the mark, and not once the owner removes it", () => {
    const input = sources((s) => {
      s.data(s.privacyPage).example = true;
      s.data(s.complaintsPage).example = true;
    });
    expect(listed(input).map(problemText)).toEqual(
      [real.privacyPage.file, real.complaintsPage.file].map((file) =>
        expect.stringMatching(new RegExp(`^${file}:\\d+: example: terms shipped as an example`)),
      ),
    );
    const confirmed = sources((s) => {
      delete s.data(s.privacyPage).example;
      s.data(s.complaintsPage).example = false;
    });
    expect(listed(confirmed)).toEqual([]);
  });
});

describe("readYaml", () => {
  const file = (text: string) => {
    const path = join(mkdtempSync(join(tmpdir(), "yaml-")), "page.yml");
    writeFileSync(path, text);
    return path;
  };

  test("names the file, the line and the column of a syntax error", () => {
    const path = file('title: "unclosed\nintro: ok\n');
    expect(() => readYaml(path, "content/pages/x.yml")).toThrow(
      /content\/pages\/x\.yml:\d+:\d+: Missing closing "quote/,
    );
  });

  test("rejects a key given twice", () => {
    expect(() => readYaml(file("title: a\ntitle: b\n"), "content/pages/x.yml")).toThrow(/x\.yml:2/);
  });

  test("knows the line of each field", () => {
    const source = readYaml(file("meta:\n  title: a\nfaqs:\n  - question: q\n    answer: a\n"));
    expect(source.lineOf?.(["faqs", 0, "answer"])).toBe(5);
  });
});
