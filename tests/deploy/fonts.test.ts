import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { clientDir } from "./support";

// The build cuts Cairo down to the characters the pages show and the weights the
// stylesheet declares (scripts/build/fonts.js). Whatever the owner writes, no
// character may fall through to another font, and no weight the CSS asks for is missing.

type FontFace = { file: string; ranges: [number, number][]; weight: [number, number] };

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
      const [min, max = min] = /font-weight:(\d+)(?: (\d+))?/.exec(rule!)!.slice(1).filter(Boolean).map(Number);
      faces.push({ file, ranges, weight: [min!, max!] });
    }
  }
  return faces;
}

/**
 * Every page of the build drawn in Cairo: the admin aside, and the English pages, set in the system sans
 * (docs/decisions/0038-english-pages-one-source-of-facts.md).
 */
const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter(
  (file) =>
    file.endsWith(".html") &&
    !file.startsWith("admin/") &&
    !/<html[^>]*\slang="en"/.test(readFileSync(join(clientDir, file), "utf8")),
);

/** What a visitor can see or hear on a page: its text, and its alt, title and aria-label values. */
function shownText(file: string) {
  const { document } = new JSDOM(readFileSync(join(clientDir, file), "utf8")).window;
  for (const hidden of document.querySelectorAll("script, style, template")) hidden.remove();
  // A word in another language, in an element of its own lang (the language switch), is in the system sans.
  for (const foreign of document.body.querySelectorAll("[lang]")) foreign.remove();
  const attributes = [...document.querySelectorAll("[alt], [title], [aria-label]")].flatMap((element) =>
    ["alt", "title", "aria-label"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [document.title, document.body.textContent, ...attributes].join(" ");
}

const faces = fontFaces();
const covered = new Map<string, Set<number>>();
const axes = new Map<string, { min: number; max: number }>();
for (const { file } of faces) {
  const face = new Face(new Blob(await fontverter.convert(readFileSync(join(clientDir, file)), "truetype")), 0);
  covered.set(file, new Set(face.collectUnicodes()));
  axes.set(file, face.getAxisInfos().wght!);
}

test("each file's weight axis is cut to its face's declared weights, which hold every weight the CSS asks for", () => {
  for (const { file, weight } of faces) expect(axes.get(file), file).toMatchObject({ min: weight[0], max: weight[1] });
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    const rules = readFileSync(join(clientDir, href!), "utf8").replace(/@font-face\{[^}]*\}/g, "");
    // A number, or Tailwind's theme variable of a weight in use (--font-weight-bold:700).
    const weights = [...rules.matchAll(/font-weight(?:-[a-z]+)?:(\d+)/g)].map(([, value]) => Number(value));
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights)
      expect(
        faces.some(({ weight: [min, max] }) => weight >= min && weight <= max),
        `font-weight ${weight}`,
      ).toBe(true);
  }
});

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
