import { describe, expect, test } from "vitest";
import { estimatorProps } from "~/model/views/estimator-data";
import { content } from "~/model/views/site-data";
import { drawPage } from "~/routes";
import { estimatorFile, estimatorFileOf, estimatorFiles } from "./_estimator-file";

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

  test("every page with an estimator has its file, the English pages too; a service page's holds its data", () => {
    const files = estimatorFiles(content);
    for (const [name, arg, language] of [
      ["service", "canopies", "ar"],
      ["service", "fencing", "en"],
      ["estimate", undefined, "ar"],
      ["estimate", undefined, "en"],
    ] as const) {
      const data = drawPage(name, content, arg, language).estimator!;
      expect(files.has(estimatorFileOf(content, data, language).path)).toBe(true);
      if (name === "service") expect(estimatorFileOf(content, data, language)).toEqual(estimatorFile(data));
    }
  });

  test("/estimate's file names each service and its page's file, with no price and only the words of the choice", () => {
    const files = estimatorFiles(content);
    for (const language of ["ar", "en"] as const) {
      const data = drawPage("estimate", content, undefined, language).estimator!;
      const file = JSON.parse(estimatorFileOf(content, data, language).json) as typeof data;
      expect(file.services.map((s) => [s.slug, s.name, s.items])).toEqual(
        data.services.map((s) => [s.slug, s.name, []]),
      );
      for (const service of file.services) {
        const own = estimatorFile(drawPage("service", content, service.slug, language).estimator!);
        expect(service.src).toBe(own.path);
        expect(files.get(own.path)).toBe(own.json);
      }
      expect(Object.keys(file.words).sort()).toEqual(["chooseService", "noScript", "service"]);
      expect(file.contact).toEqual(data.contact);
    }
  });
});
