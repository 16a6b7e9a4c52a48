import { describe, expect, test } from "vitest";
import { readSources } from "./load";
import { servicePages } from "./pages";
import { exampleValues, problemText, validateContent, type ContentSources } from "./validate";

// Price terms beside every price list, and the owner's payment terms, areas and
// price terms refused by the production build while they are the shipped samples.

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The real content, with `edit` applied to a deep copy of it. */
function edited(edit: (data: { site: Data; home: Data; services: Record<string, Data> }) => void = () => {}) {
  const real = readSources();
  const copy = structuredClone({
    site: real.site.data,
    home: real.home.data,
    services: Object.fromEntries(Object.entries(real.services).map(([slug, s]) => [slug, s.data])),
  }) as { site: Data; home: Data; services: Record<string, Data> };
  edit(copy);
  const sources: ContentSources = {
    ...real,
    site: { ...real.site, data: copy.site },
    home: { ...real.home, data: copy.home },
    services: Object.fromEntries(
      Object.entries(real.services).map(([slug, s]) => [slug, { ...s, data: copy.services[slug] }]),
    ) as ContentSources["services"],
  };
  return sources;
}

describe("price terms", () => {
  test("every page with prices states what they include and exclude", () => {
    const content = validateContent(edited());
    for (const { slug } of servicePages) {
      const priced = content.services[slug].sections.some((s) =>
        ["prices", "types", "cladding-sizes"].includes(s.kind),
      );
      if (priced) {
        expect(content.services[slug].priceTerms?.includes.length, slug).toBeGreaterThan(0);
        expect(content.services[slug].priceTerms?.excludes.length, slug).toBeGreaterThan(0);
      }
    }
  });

  test("a priced page without them fails the build", () => {
    const sources = edited(({ services }) => delete services.fencing!.priceTerms);
    expect(() => validateContent(sources)).toThrow(/fencing\.yml.*no priceTerms/);
  });
});

describe("example markers on the owner's terms", () => {
  test("the production build lists each marked block by file and field", () => {
    const sources = edited(({ site, services }) => {
      site.company.payment = { deposit: "30%", stages: ["70%"], contract: "عقد", invoice: "فاتورة", example: true };
      site.company.areasServed = { areas: ["الرياض"], example: true };
      services.fencing!.priceTerms.example = true;
    });
    const examples = exampleValues(validateContent(sources), sources);
    const named = (file: string, path: string) =>
      examples.some((e) => e.at.startsWith(`${file}:`) && e.path?.join(".") === path);
    expect(named(sources.site.file, "company.payment.example")).toBe(true);
    expect(named(sources.site.file, "company.areasServed.example")).toBe(true);
    expect(named(sources.services.fencing.file, "priceTerms.example")).toBe(true);
  });

  test("once the owner removes the marker, the block passes", () => {
    const sources = edited(({ site, services }) => {
      site.company.payment = { deposit: "30%", stages: ["70%"], contract: "عقد", invoice: "فاتورة" };
      site.company.areasServed = { areas: ["الرياض", "الخرج"] };
      for (const data of Object.values(services)) if (data.priceTerms) delete data.priceTerms.example;
    });
    const examples = exampleValues(validateContent(sources), sources);
    expect(examples.filter((e) => /payment|areasServed|priceTerms/.test(problemText(e)))).toEqual([]);
  });
});
