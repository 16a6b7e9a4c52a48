import { describe, expect, test } from "vitest";
import { bodyImages, bodyProblems, readingMinutes } from "./guide-body";

const options = { pricedServices: ["fencing"], imageExists: (ref: string) => ref.endsWith("/ok.jpg") };

describe("a guide body's rules, each at its line", () => {
  test("accepts ## headings, a known price list and an uploaded picture with alt on its own line", () => {
    const body = "## عنوان\n\n{{prices:fencing}}\n\n![سور صاج](/photos/uploads/ok.jpg)\n";
    expect(bodyProblems(body, options)).toEqual([]);
    expect(bodyImages(body)).toEqual(["/photos/uploads/ok.jpg"]);
  });

  test("refuses a # heading, an unknown price list, a picture without alt, missing or inside a paragraph", () => {
    const body = "# عنوان\n{{prices:doors}}\n![](/photos/uploads/ok.jpg)\nنص ![صورة](/photos/uploads/missing.jpg)\n";
    expect(bodyProblems(body, options).map((p) => p.line)).toEqual([1, 2, 3, 4, 4]);
  });

  test("reading time is at least a minute and grows with the text", () => {
    expect(readingMinutes("كلمة")).toBe(1);
    expect(readingMinutes(Array(900).fill("كلمة").join(" "))).toBe(5);
  });
});
