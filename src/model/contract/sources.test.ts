import { describe, expect, test } from "vitest";
import { ContentError } from "./validate";
import { parseYaml } from "./sources";

// A file edited outside the admin that YAML cannot read names the line the owner must correct: where the
// broken value starts, not where the parser gave up (for an unclosed quote, the file's last line).

/** A file of `length` lines with `broken` as the value on line `at`. */
function fileWith(broken: string, at: number, length = 150) {
  return Array.from({ length }, (_, i) => (i + 1 === at ? `key${i}: ${broken}` : `key${i}: value ${i}`)).join("\n");
}

const lineNamed = (text: string) => {
  try {
    parseYaml(text, "content/site.yml");
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [...error.message.matchAll(/content\/site\.yml:(\d+)/g)].map((m) => Number(m[1]));
  }
  throw new Error("the file was read");
};

describe("a YAML error names the line where the broken value starts", () => {
  test.each([
    ["an unclosed double quote", '"unfinished'],
    ["an unclosed single quote", "'unfinished"],
    ["an unclosed list", "[one, two"],
    ["an unclosed record", "{ one: 1"],
  ])("%s on line 5 of 150", (_, broken) => {
    const lines = lineNamed(fileWith(broken, 5));
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines)).toEqual(new Set([5]));
  });

  test("an error the parser finds where it is keeps its own line", () => {
    expect(lineNamed(fileWith('"closed" and more', 7))).toContain(7);
    expect(lineNamed(`${fileWith("value", 0, 10)}\nkey3: again`)).toContain(11);
  });

  test("the Arabic names the same line", () => {
    expect(() => parseYaml(fileWith('"unfinished', 5), "content/site.yml")).toThrow(/في السطر 5،/);
  });
});
