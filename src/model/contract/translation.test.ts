import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";
import { describe, expect, test } from "vitest";
import { homePageSchema, servicePageSchema, type ServicePageContent } from "./schema";
import { siteSchema } from "./site-schema";
import { englishOf, englishView, isTranslated, splitTranslation, translationSchema } from "./translation";
import { uiSchema } from "./ui-schema";

// The English of a record is derived from the schemas' marks: on the fixture's /fencing, a
// translation that tried to carry a fact could not, and a list of another length is refused.

const fixture = (file: string) => parse(readFileSync(`tests/fixtures/content/${file}`, "utf8")) as unknown;
const fencing = servicePageSchema.parse(splitTranslation(fixture("pages/fencing.yml")).arabic) as ServicePageContent;

/** Every string of a value rewritten (facts too: ids, slugs, image names), every number doubled; a block keeps its kind. */
function everything(value: unknown): unknown {
  if (typeof value === "string") return `EN ${value}`;
  if (typeof value === "number") return value * 2;
  if (Array.isArray(value)) return value.map(everything);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, key === "kind" ? child : everything(child)]),
    );
  return value;
}

/** Each leaf of a value with its path. */
function leaves(value: unknown, path: string[] = []): [string, unknown][] {
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  return [[path.join("."), value]];
}

describe("the English of a record", () => {
  test("takes only words: every fact of the view is the Arabic record's, every word the translation's", () => {
    const { record, problems } = englishView(servicePageSchema, fencing, everything(fencing));
    expect(problems).toEqual([]);
    const arabic = new Map(leaves(fencing));
    const changed = leaves(record).filter(([path, value]) => arabic.get(path) !== value);
    // Words changed; no number, id, slug, kind, image or marker did.
    expect(changed.length).toBeGreaterThan(50);
    for (const [, value] of changed) expect(value).toMatch(/^EN /);
    for (const [path, value] of leaves(record).filter(([, v]) => typeof v !== "string"))
      expect(value, path).toBe(arabic.get(path));
    expect(record.sections.map((s) => s.kind)).toEqual(fencing.sections.map((s) => s.kind));
    expect(record.sections.map((s) => "id" in s && s.id)).toEqual(fencing.sections.map((s) => "id" in s && s.id));
    expect(record.hero.image.illustration).toBe(fencing.hero.image.illustration);
    expect(record.meta.title).toBe(`EN ${fencing.meta.title}`);
  });

  test("a translation holding a fact is refused by its schema", () => {
    const result = translationSchema(servicePageSchema).safeParse(everything(fencing));
    expect(result.success).toBe(false);
    const refused = result.error!.issues.flatMap((issue) =>
      issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key].join(".")) : [],
    );
    expect(refused).toContain("sections.0.id");
    expect(refused).toContain("hero.image.illustration");
    expect(refused.some((path) => path.endsWith(".price"))).toBe(true);
  });

  test("the words alone pass, with reviewed false unless set", () => {
    const { record } = englishView(servicePageSchema, fencing, everything(fencing));
    const words = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
    // Keep only what the English schema knows, by stripping what it refuses.
    const english = translationSchema(servicePageSchema).safeParse(strip(servicePageSchema, words));
    expect(english.success).toBe(true);
    expect(english.data!.reviewed).toBe(false);
  });

  test("a list of another length is refused, naming the list and its Arabic length", () => {
    const english = everything(fencing) as ServicePageContent;
    english.faqs.pop();
    const { problems } = englishView(servicePageSchema, fencing, english);
    expect(problems).toEqual([{ path: ["faqs"], kind: "length", expected: fencing.faqs.length }]);
  });

  test("a required word left out is a missing field, with its path; an optional part left out is left out", () => {
    const english = everything(fencing) as ServicePageContent;
    delete (english.closing as Partial<ServicePageContent["closing"]>).text;
    const { problems } = englishView(servicePageSchema, fencing, english);
    expect(problems).toEqual([{ path: ["closing", "text"], kind: "missing" }]);
    expect(englishView(servicePageSchema, fencing, undefined).problems.length).toBeGreaterThan(10);
    const withoutTerms = everything(fencing) as Partial<ServicePageContent>;
    delete withoutTerms.priceTerms;
    const view = englishView(servicePageSchema, fencing, withoutTerms);
    expect(view.problems).toEqual([]);
    expect(fencing.priceTerms).toBeDefined();
    expect(view.record.priceTerms).toBeUndefined();
  });

  test("an empty list the translation leaves out stays: it has no words to leave out", () => {
    const schema = z.object({
      title: z.string().meta({ translate: true }),
      items: z.array(z.object({ label: z.string().meta({ translate: true }) })).default([]),
    });
    expect(englishView(schema, { title: "عنوان", items: [] }, { title: "Title" }).record).toEqual({
      title: "Title",
      items: [],
    });
    expect(englishView(schema, { title: "عنوان", items: [{ label: "س" }] }, { title: "Title" }).record).toEqual({
      title: "Title",
    });
  });

  test("a block of another kind at the same place is refused", () => {
    const english = everything(fencing) as { sections: { kind?: string }[] };
    english.sections[0]!.kind =
      fencing.sections[1]!.kind === fencing.sections[0]!.kind ? "image" : fencing.sections[1]!.kind;
    const { problems } = englishView(servicePageSchema, fencing, english);
    expect(problems).toContainEqual({ path: ["sections", 0, "kind"], kind: "kind" });
  });

  test("the schemas mark words and never facts", () => {
    const shape = siteSchema.shape;
    expect(isTranslated(shape.tagline)).toBe(true);
    for (const fact of [shape.phone, shape.whatsapp, shape.url, shape.company.shape.cr, shape.company.shape.vat])
      expect(englishOf(fact)).toBeUndefined();
    for (const schema of [homePageSchema, servicePageSchema, uiSchema, siteSchema])
      expect(translationSchema(schema).shape.reviewed).toBeDefined();
  });

  test("a record's en: block is taken apart from its Arabic", () => {
    expect(splitTranslation({ title: "عنوان", en: { title: "Title" } })).toEqual({
      arabic: { title: "عنوان" },
      english: { title: "Title" },
    });
    expect(splitTranslation({ title: "عنوان" })).toEqual({ arabic: { title: "عنوان" }, english: undefined });
  });

  test("the `lang:` list the admin writes at a file's root (Sveltia 0.221.1, decision 0039) is not Arabic content", () => {
    expect(splitTranslation({ lang: ["ar", "en"], title: "عنوان", en: { title: "Title" } })).toEqual({
      arabic: { title: "عنوان" },
      english: { title: "Title" },
    });
    expect(splitTranslation({ lang: ["ar"], title: "عنوان" })).toEqual({
      arabic: { title: "عنوان" },
      english: undefined,
    });
  });
});

/** A value with only the keys the English schema of `schema` keeps (the test's own walk, by the schema's parse). */
function strip(schema: typeof servicePageSchema, value: Record<string, unknown>): unknown {
  const english = translationSchema(schema);
  const result = english.safeParse(value);
  if (result.success) return value;
  const copy = structuredClone(value);
  for (const issue of result.error.issues)
    if (issue.code === "unrecognized_keys") {
      const parent = issue.path.reduce<Record<PropertyKey, unknown>>(
        (node, key) => node[key] as Record<PropertyKey, unknown>,
        copy,
      );
      for (const key of issue.keys) delete parent[key];
    }
  return copy;
}
