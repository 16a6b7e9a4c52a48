import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { ParsedPage } from "./parsed-pages.ts";
import { firstScreen, fontFaces, pageCharacters, usedWeights } from "./fonts.js";

const css = readFileSync(resolve(import.meta.dirname, "../../src/styles/app.css"), "utf8");

describe("fontFaces", () => {
  test("reads each face's file, unicode-range (the minifier's U+6?? included) and weight range", () => {
    const faces = fontFaces(
      "@font-face{font-weight:400 900;src:url(a.woff2)format(woff2);unicode-range:U+20,U+6??,U+28-3A}" +
        "@font-face{font-weight:700;src:url(/assets/b.woff2);unicode-range:U+41-5A}",
      "assets/page.css",
    );
    expect(faces.map(({ file, ranges, weight }) => ({ file, ranges, weight }))).toEqual([
      {
        file: "assets/a.woff2",
        ranges: [
          [0x20, 0x20],
          [0x600, 0x6ff],
          [0x28, 0x3a],
        ],
        weight: { min: 400, max: 900 },
      },
      { file: "assets/b.woff2", ranges: [[0x41, 0x5a]], weight: { min: 700, max: 700 } },
    ]);
  });

  test("refuses a face it cannot cut: no unicode-range, or a range it cannot read", () => {
    expect(() => fontFaces("@font-face{font-weight:400;src:url(a.woff2)}", "x.css")).toThrow(/unicode-range/);
    expect(() => fontFaces("@font-face{font-weight:400;src:url(a.woff2);unicode-range:latin}", "x.css")).toThrow(
      /latin/,
    );
  });

  test("the site's faces do not overlap, so each character has one file", () => {
    const faces = fontFaces(css, "src/styles/app.css");
    expect(faces.length).toBeGreaterThan(1);
    for (const [i, a] of faces.entries())
      for (const b of faces.slice(i + 1))
        for (const [from, to] of a.ranges)
          expect(
            b.ranges.filter(([f, t]) => f <= to && t >= from),
            `${a.file} and ${b.file}`,
          ).toEqual([]);
  });
});

test("usedWeights reads the weights rules and Tailwind's theme variables ask for, the @font-face descriptors aside", () => {
  expect([
    ...usedWeights("@font-face{font-weight:200 1000}.a{font-weight:700}.b{font-weight:bold}.c{font-weight:900}"),
  ]).toEqual([700, 900]);
});

const parsed = (html: string) => new ParsedPage("index.html", html);

test("firstScreen ends with the page's first section, or is the whole page without one", () => {
  const page = parsed("<header>A</header><main><section>hero</section><section>WPC</section></main>");
  const shown = pageCharacters(page, firstScreen(page));
  for (const char of "Ahero") expect(shown).toContain(char);
  for (const char of "WPC") expect(shown).not.toContain(char);
  expect(firstScreen(parsed("<p>404</p>"))).toBe(Infinity);
  expect(firstScreen(parsed("<section>before the main</section><main><p>404</p></main>"))).toBe(Infinity);
});

test("pageCharacters reads text, shown attributes and entities, not markup or scripts' Latin", () => {
  const chars = new Set(
    pageCharacters(
      parsed(
        '<img alt="ساتر"><p class="zz">&#171;&#1605;&#187; &amp;</p><script>var q="ك\\u0644"</script>' +
          '<a lang="en" title="ض">Xy</a><style>p::after{content:"ظ"}</style>',
      ),
    ),
  );
  for (const char of "ساتر«م»&كل") expect(chars).toContain(char);
  for (const char of "zqvXyضظ") expect(chars).not.toContain(char);
});
