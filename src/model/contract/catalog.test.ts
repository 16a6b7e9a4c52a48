import { describe, expect, test } from "vitest";
import { z } from "zod";
import { routes } from "~/routes";
import { contentSources } from "../../../tests/support/sources";
import { loadFixtureContent } from "../../../tests/support/fixture-content";
import { byCatalog, contentCatalog, fileLabelsOf, translatedFilesOf, type ContentEntry, type FileKey } from "./catalog";
import { recordSources, type ContentRecord } from "./check";
import { englishSite } from "../languages/english";
import { folderStore } from "./load";
import { listedPages, routePages, type PageKind } from "../views/route-pages";
import { sourcesOf } from "./sources";
import { ContentError, validateContent, type SiteContent } from "./validate";

// The catalog is the one list of content: where each file's records sit, its name in the admin, which have English,
// the pages each shows on. Every list of content files is derived from it; this file proves it by adding one.

const faq: ContentEntry = {
  kind: "file",
  name: "faq-page",
  label: "الأسئلة الشائعة",
  key: "faqPage" as FileKey,
  path: "content/pages/faq.yml",
  schema: z.object({ title: z.string().min(1) }),
  english: { pages: () => ["/faq"] },
  shows: () => [{ name: "home" }],
};
const withFaq = [...contentCatalog, faq];

/** The project's content folder, with a content/pages/faq.yml holding `text`. */
const storeWithFaq = (text: string) => {
  const store = folderStore();
  return { ...store, read: (path: string) => (path === "pages/faq.yml" ? text : store.read(path)) };
};

describe("a content file added to a copy of the catalog", () => {
  test("is read from its path by the build's loader and parsed with its schema by validation", () => {
    const sources = sourcesOf(storeWithFaq("title: أسئلة\n"), undefined, withFaq) as unknown as Record<
      string,
      { file: string; data: unknown }
    >;
    expect(sources.faqPage).toMatchObject({ file: "content/pages/faq.yml", data: { title: "أسئلة" } });
    const content = validateContent(sources as never, undefined, withFaq) as SiteContent & Record<string, unknown>;
    expect(content.faqPage).toEqual({ title: "أسئلة" });
  });

  test("is refused by validation, named by its file, when its record breaks its schema", () => {
    const sources = sourcesOf(storeWithFaq("title: ''\n"), undefined, withFaq);
    const refused = (() => {
      try {
        validateContent(sources, undefined, withFaq);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ContentError);
    expect((refused as ContentError).problems).toEqual([
      expect.objectContaining({ at: expect.stringMatching(/^content\/pages\/faq\.yml:1/), entry: "faq-page" }),
    ]);
  });

  test("is laid out by the admin's draft check, its label names it, and it joins the English list", () => {
    const real = contentSources();
    // One record of each single file (a folder may hold none), and the new file's.
    const records: ContentRecord[] = contentCatalog.flatMap((entry) =>
      entry.kind === "file" ? [{ entry: entry.name, data: {} }] : [],
    );
    const sources = recordSources([...records, { entry: "faq-page", data: { title: "x" } }], real.imageExists, withFaq);
    expect((sources as unknown as Record<string, unknown>).faqPage).toEqual({
      file: "content/pages/faq.yml",
      entry: "faq-page",
      data: { title: "x" },
    });
    expect(fileLabelsOf(withFaq)["faq-page"]).toBe("الأسئلة الشائعة");
    expect(fileLabelsOf(contentCatalog)["faq-page"]).toBeUndefined();
    expect(translatedFilesOf(withFaq).map(({ key }) => key)).toContain("faqPage");
    expect(translatedFilesOf(contentCatalog).map(({ key }) => key)).not.toContain("faqPage");
  });
});

describe("the route table's pages", () => {
  test("a kind of page added to a copy reaches the tests' list of pages", () => {
    const content = loadFixtureContent();
    const faqPages: PageKind<undefined> = { pages: () => [undefined], path: () => "/faq" };
    expect(listedPages(content, { ...routePages, faq: faqPages })).toContain("/faq");
    expect(listedPages(content)).not.toContain("/faq");
  });

  test("every kind of page has its data builder and component, and the list leaves out the unlisted", () => {
    expect(Object.keys(routes)).toEqual(Object.keys(routePages));
    const content = loadFixtureContent();
    for (const [name, kind] of Object.entries(routePages) as [string, PageKind<unknown>][]) {
      const paths = kind.pages(content).map(kind.path);
      for (const path of paths) expect(listedPages(content).includes(path), name).toBe(!kind.unlisted);
    }
  });
});

describe("the content catalog", () => {
  test("lays out exactly the content the build reads: every key of the sources, each service under services", () => {
    const sources = contentSources();
    const laid = byCatalog((entry) => entry.name);
    const { imageExists: _images, ...keys } = sources;
    expect(Object.keys(laid).sort()).toEqual(Object.keys(keys).sort());
    expect(Object.keys(laid.services).sort()).toEqual(Object.keys(sources.services).sort());
  });

  test("each entry shows on pages of the route table", () => {
    for (const entry of contentCatalog) {
      const shown = entry.shows({ slug: "x", data: { service: "fencing" } }, "fencing");
      expect(shown.length, entry.name).toBeGreaterThan(0);
      for (const { name } of shown) expect(Object.keys(routes), entry.name).toContain(name);
    }
  });

  test("the English pages are the catalog's translated files' pages", () => {
    const fixture = loadFixtureContent();
    const english = englishSite(fixture)!;
    const translated = (key: string) => !!fixture.translations[key as keyof typeof fixture.translations]?.record;
    const expected = translatedFilesOf(contentCatalog)
      .filter(({ key }) => translated(key))
      .flatMap(({ pages }) => pages?.(fixture, translated) ?? []);
    expect(expected.length).toBeGreaterThan(3);
    expect([...english.paths].sort()).toEqual(expected.sort());
  });
});
