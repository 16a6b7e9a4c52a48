import { describe, expect, test } from "vitest";
import { estimatorProps } from "~/model/views/estimator-data";
import { content } from "~/model/views/site-data";
import { drawPage, sitePages } from "~/routes";
import { estimatorChoice, estimatorFile, estimatorFiles } from "./_estimator-file";

describe("estimator data files", () => {
  const canopies = estimatorProps(content, "canopies", "title")!;
  const fencing = estimatorProps(content, "fencing", "title")!;

  test("a file holds its data as JSON, named by its content in /assets/ (cached for a year)", () => {
    const file = estimatorFile(canopies);
    expect(JSON.parse(file.json)).toEqual(canopies);
    expect(file.path).toMatch(/^\/assets\/estimator-[\w-]{10}\.json$/);
    expect(estimatorFile(structuredClone(canopies)).path).toBe(file.path);
    expect(estimatorFile(fencing).path).not.toBe(file.path);
  });

  test("every service page has its file, the English pages too, holding its data; /estimate has none", () => {
    const files = estimatorFiles(content);
    const pages = sitePages(content).filter((page) => drawPage(page.name, content, page.arg, page.language).estimator);
    const servicePages = pages.filter((page) => page.name === "service");
    expect(servicePages.filter((page) => page.language === "en")).not.toHaveLength(0);
    expect(pages.filter((page) => page.name !== "service").map((page) => page.name)).toContain("estimate");
    expect([...files.keys()].sort()).toEqual(
      servicePages
        .map((page) => estimatorFile(drawPage("service", content, page.arg, page.language).estimator!).path)
        .sort(),
    );
    for (const page of servicePages) {
      const own = estimatorFile(drawPage("service", content, page.arg, page.language).estimator!);
      expect(files.get(own.path)).toBe(own.json);
    }
  });

  test("/estimate's choice names each service and its page's file, with no price and only the words of the choice", () => {
    const files = estimatorFiles(content);
    for (const language of ["ar", "en"] as const) {
      const data = drawPage("estimate", content, undefined, language).estimator!;
      const choice = estimatorChoice(content, data, language);
      expect(choice.services.map((s) => [s.slug, s.name, s.items])).toEqual(
        data.services.map((s) => [s.slug, s.name, []]),
      );
      for (const service of choice.services) {
        const own = estimatorFile(drawPage("service", content, service.slug, language).estimator!);
        expect(service.src).toBe(own.path);
        expect(files.get(own.path)).toBe(own.json);
      }
      expect(Object.keys(choice.words).sort()).toEqual(["chooseService", "noScript", "service"]);
      // Nothing is priced before a service's file comes, with its VAT.
      expect(choice).not.toHaveProperty("vat");
      expect(choice.contact).toEqual(data.contact);
      expect(choice.labelledBy).toBe(data.labelledBy);
    }
  });
});
