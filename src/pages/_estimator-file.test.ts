import { describe, expect, test } from "vitest";
import { estimatorProps } from "~/model/views/estimator-data";
import { content } from "~/model/views/site-data";
import { drawPage } from "~/routes";
import { estimatorFile, estimatorFiles } from "./_estimator-file";

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

  test("every page with an estimator has its file, /estimate and the English pages too", () => {
    const files = estimatorFiles(content);
    for (const [name, arg, language] of [
      ["service", "canopies", "ar"],
      ["estimate", undefined, "ar"],
      ["estimate", undefined, "en"],
    ] as const) {
      const data = drawPage(name, content, arg, language).estimator!;
      expect(files.get(estimatorFile(data).path)).toBe(JSON.stringify(data));
    }
  });
});
