import { expect, test } from "vitest";
import { rehashedName } from "./content-hash.js";

test("a built asset's content hash is replaced by its new content's, and a name without one is refused", () => {
  const first = rehashedName("page.CWl6jmYC.css", "a{}");
  expect(first).toMatch(/^page\.[\w-]{8}\.css$/);
  expect(first).not.toBe("page.CWl6jmYC.css");
  expect(rehashedName("_..s9KN2cN0.css", "a{}")).toBe(first.replace("page", "_."));
  expect(rehashedName("cairo-arabic-wght-normal.eVrJPLkQ.woff2", "b")).toMatch(
    /^cairo-arabic-wght-normal\.[\w-]{8}\.woff2$/,
  );
  expect(() => rehashedName("page.css", "a{}")).toThrow(/no content hash/);
});
