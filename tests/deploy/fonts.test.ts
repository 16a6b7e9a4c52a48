import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { clientDir } from "./support";

// The build cuts Cairo down to the characters the pages show (scripts/build/fonts.js).
// Whatever the owner writes, no character may fall through to another font.

type FontFace = { file: string; ranges: [number, number][] };

/** The @font-face rules of the stylesheet every page links: file and unicode-range. */
function fontFaces(): FontFace[] {
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  const faces: FontFace[] = [];
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    const css = readFileSync(join(clientDir, href!), "utf8");
    for (const [, rule] of css.matchAll(/@font-face\{([^}]*)\}/g)) {
      const file = /url\(([^)]+\.woff2)\)/.exec(rule!)![1]!.replace(/"/g, "");
      const ranges = /unicode-range:([^;}]+)/
        .exec(rule!)![1]!
        .split(",")
        .map((range): [number, number] => {
          const [from, to = from] = range.trim().slice(2).split("-");
          return [parseInt(from!.replace(/\?/g, "0"), 16), parseInt(to!.replace(/\?/g, "f"), 16)];
        });
      faces.push({ file, ranges });
    }
  }
  return faces;
}

/** Every page of the build, the admin aside. */
const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".html") && !file.startsWith("admin/"),
);

/** What a visitor can see or hear on a page: its text, and its alt, title and aria-label values. */
function shownText(file: string) {
  const { document } = new JSDOM(readFileSync(join(clientDir, file), "utf8")).window;
  for (const hidden of document.querySelectorAll("script, style, template")) hidden.remove();
  const attributes = [...document.querySelectorAll("[alt], [title], [aria-label]")].flatMap((element) =>
    ["alt", "title", "aria-label"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [document.title, document.body.textContent, ...attributes].join(" ");
}

const faces = fontFaces();
const covered = new Map<string, Set<number>>();
for (const { file } of faces) {
  const sfnt = await fontverter.convert(readFileSync(join(clientDir, file)), "truetype");
  covered.set(file, new Set(new Face(new Blob(sfnt), 0).collectUnicodes()));
}

test("the stylesheet declares the Cairo subsets, each cut smaller than the file it came from", () => {
  expect(faces.length).toBeGreaterThan(1);
  const sources = resolve(import.meta.dirname, "../../node_modules/@fontsource-variable/cairo/files");
  for (const { file } of faces) {
    const original = /(cairo-[a-z-]+-wght-normal)[.-]/.exec(file)![1]!;
    expect(statSync(join(clientDir, file)).size).toBeLessThan(statSync(join(sources, `${original}.woff2`)).size);
  }
});

describe.each(pages)("%s", (file) => {
  test("every character it shows is drawn by the Cairo file whose range holds it", () => {
    const missing = new Set<string>();
    for (const char of new Set(shownText(file))) {
      const code = char.codePointAt(0)!;
      // Spaces, and format controls such as the bidi isolates around a percentage: never drawn.
      if (code <= 0x20 || /\p{Cf}/u.test(char)) continue;
      const face = faces.find(({ ranges }) => ranges.some(([from, to]) => code >= from && code <= to));
      if (face && !covered.get(face.file)!.has(code)) missing.add(`${char} (U+${code.toString(16)}) in ${face.file}`);
    }
    expect([...missing]).toEqual([]);
  });
});
