// @ts-check
// Cairo is the largest thing most pages load. After pre-rendering, this cuts
// each @font-face of the site's stylesheet down to what the pages can show with
// it: the characters of its unicode-range that some page uses (so the owner's
// new words are always covered, because the build reads them) and the weights
// its font-weight descriptor declares (the variable axis is limited to them).
// A face may share its source file with another (the numerals face is cut from
// the Latin file): each gets its own file, with a content-hashed name written
// into its rule. A page's preload of a source file becomes preloads of the cut
// faces that page shows, so a page with digits and no Latin word never fetches
// the Latin file (docs/decisions/0026-fonts-cut-to-what-pages-show.md).
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, extname, join, posix } from "node:path";
import subsetFont from "subset-font";
import { attribute, childText } from "./parsed-pages.ts";
import { rehashedName } from "./content-hash.js";

/** Always kept, where a face's range holds them: digits and the punctuation a number, a price or a date may use. */
const alwaysKept = " 0123456789.,:;!?()-+/%×\u00a0\u200e\u200f\u2013\u2014\u060c\u061b\u061f";

/** @typedef {import("./parsed-pages.ts").ParsedPage} ParsedPage @typedef {import("./parsed-pages.ts").Node} Node */

/** Attributes a page reads out or shows. */
const shownAttributes = new Set(["alt", "title", "aria-label", "placeholder"]);

/**
 * The characters a page can show, up to `end` in its text: its text, the attributes read out or shown
 * (alt, title, aria-label, placeholder), and every non-Latin character of its
 * page data, where the text shown only after a click (the tooltips) lives.
 * Latin letters in that data are mostly keys and paths; a Latin word that
 * appears only in a tooltip falls back to the system font. A word in an element
 * with a lang of its own (the language switch) is in the system font too.
 * @param {ParsedPage} page
 * @param {number} [end] where the page's part ends in its text (firstScreen)
 */
export function pageCharacters(page, end = Infinity) {
  /** @type {string[]} */
  const data = [];
  /** @type {string[]} */
  const shown = [];
  /** @param {Node} node */
  const visit = (node) => {
    const start = node.sourceCodeLocation?.startOffset ?? 0;
    if (start >= end || page.gone(node)) return;
    if (node.nodeName === "#text" && "value" in node) shown.push(node.value);
    if (!("tagName" in node)) return;
    if (node.tagName === "script") {
      data.push(childText(node).replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))));
      return;
    }
    if (node.tagName === "style") return;
    // A word in another language, in an element of its own lang (the switch), is set in the system font (app.css).
    if (attribute(node, "lang") !== undefined && node.childNodes.every((child) => child.nodeName === "#text")) return;
    for (const { name, value } of node.attrs) if (shownAttributes.has(name)) shown.push(value);
    const children = node.tagName === "template" && "content" in node ? node.content.childNodes : node.childNodes;
    children.forEach(visit);
  };
  page.document.childNodes.forEach(visit);
  return shown.join(" ") + data.join("").replace(/[ -~\s]/g, "");
}

/** @typedef {{ rule: string, file: string, ranges: [number, number][], weight: { min: number, max: number } }} Face */

/**
 * The @font-face rules of a stylesheet: the woff2 file each names (a path in
 * the build), its unicode-range and its font-weight range.
 * @param {string} css
 * @param {string} cssFile the stylesheet's path in the build, to resolve relative URLs
 * @returns {Face[]}
 */
export function fontFaces(css, cssFile) {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([rule]) => {
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule)?.[1];
    const range = /unicode-range\s*:\s*([^;}]+)/.exec(rule)?.[1];
    const weight = /font-weight\s*:\s*(\d+)(?:\s+(\d+))?/.exec(rule);
    if (!url || !range || !weight)
      throw new Error(`A @font-face in ${cssFile} lacks a woff2 url, a unicode-range or a font-weight: ${rule}`);
    const ranges = range.split(",").map((part) => {
      // U+600-6FF, U+20AC, or U+6?? (the minifier's short form of a whole block).
      const match = /^\s*U\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
      if (!match) throw new Error(`Unsupported unicode-range part "${part.trim()}" in ${cssFile}`);
      const [, start = "", end] = match;
      const from = parseInt(start.replaceAll("?", "0"), 16);
      return /** @type {[number, number]} */ ([from, parseInt(end ?? start.replaceAll("?", "f"), 16)]);
    });
    const min = Number(weight[1]);
    const file = url.startsWith("/") ? url.slice(1) : posix.join(posix.dirname(cssFile), url);
    return { rule, file: posix.normalize(file), ranges, weight: { min, max: Number(weight[2] ?? min) } };
  });
}

/** @param {Face} face @param {string} char */
const holds = (face, char) => {
  const code = /** @type {number} */ (char.codePointAt(0));
  return face.ranges.some(([from, to]) => code >= from && code <= to);
};

/** Characters no browser fetches a font for: spaces and format controls (the bidi marks and isolates). */
const neverFetches = (/** @type {string} */ char) => /[\s\p{Cf}]/u.test(char);

/**
 * The font weights the stylesheets' rules ask for, the @font-face rules aside:
 * a number or keyword, or Tailwind's theme variables (--font-weight-bold: 700),
 * which it writes only for the utilities in use.
 * @param {string} css
 */
export function usedWeights(css) {
  const rules = css.replace(/@font-face\s*\{[^}]*\}/g, "");
  const named = /** @type {Record<string, number>} */ ({ normal: 400, bold: 700 });
  return new Set(
    [...rules.matchAll(/(?:^|[{;\s])(?:--)?font-weight(?:-[\w-]+)?\s*:\s*([\w-]+)/g)]
      .map(([, value = ""]) => named[value] ?? Number(value))
      .filter((value) => Number.isFinite(value)),
  );
}

/**
 * Where a page's first screen on a phone ends in its text: after the header and the page's
 * first section (its hero), or at the page's end where it has no such section.
 * @param {ParsedPage} page
 */
export function firstScreen(page) {
  const main = page.all("main")[0]?.sourceCodeLocation?.startOffset;
  const ends = page
    .all("section")
    .map((section) => section.sourceCodeLocation?.endTag?.startOffset ?? Infinity)
    .filter((end) => main !== undefined && end > main);
  return Math.min(Infinity, ...ends);
}

/**
 * Glyphs reached only through a face's layout features (GSUB) are kept where a
 * script needs them to join (Arabic's initial, medial and final forms); a face
 * of digits and Latin letters shows each character with its own glyph, and
 * skips the ligatures and alternates it would never use (a third of the numerals file).
 * @param {Face} face
 */
const needsShaping = (face) => face.ranges.some(([from, to]) => from <= 0x6ff && to >= 0x600);

/**
 * @param {string} clientDir the release's client folder
 * @param {readonly ParsedPage[]} pages its pages, parsed (parsed-pages.ts): their preloads are edited in place
 */
export async function subsetFonts(clientDir, pages) {
  // The site's files, by path inside the release: the admin (its own build step) keeps its own fonts.
  const files = (await readdir(clientDir, { recursive: true, encoding: "utf8" })).filter(
    (file) => !file.startsWith("admin/") && extname(file),
  );
  /** @type {Map<string, string>} every stylesheet and script, read once */
  const sources = new Map();
  for (const file of files.filter((file) => /\.(css|js)$/.test(file)))
    sources.set(file, await readFile(join(clientDir, file), "utf8"));
  const stylesheets = [...sources].filter(([file]) => file.endsWith(".css"));

  // English pages are set in the system sans (app.css :lang(en)): their characters need no Cairo face.
  const drawnInCairo = pages.filter((page) => !page.all("html").some((html) => attribute(html, "lang") === "en"));
  const allShown = new Set([...alwaysKept, ...drawnInCairo.flatMap((page) => [...pageCharacters(page)])]);

  /** @type {Map<string, Face & { cut: string }>} a face's rule → the face and its cut file's path */
  const cutFaces = new Map();
  for (const [cssFile, css] of stylesheets) {
    const faces = fontFaces(css, cssFile);
    for (const weight of usedWeights(css)) {
      if (faces.length && !faces.some(({ weight: { min, max } }) => weight >= min && weight <= max))
        throw new Error(`${cssFile} asks for font-weight ${weight}, outside every @font-face's font-weight range`);
    }
    for (const face of faces) {
      if (cutFaces.has(face.rule)) continue;
      const text = [...allShown].filter((char) => holds(face, char)).join("");
      const cut = await subsetFont(await readFile(join(clientDir, face.file)), text, {
        targetFormat: "woff2",
        variationAxes: { wght: face.weight },
        noLayoutClosure: !needsShaping(face),
      });
      const path = posix.join(posix.dirname(face.file), rehashedName(basename(face.file), cut));
      await writeFile(join(clientDir, path), cut);
      cutFaces.set(face.rule, { ...face, cut: path });
    }
  }
  if (!cutFaces.size) throw new Error("No @font-face with a .woff2 font in the site's stylesheets");

  /** @type {Map<string, (Face & { cut: string })[]>} source file → the faces cut from it */
  const bySource = new Map();
  for (const face of cutFaces.values()) bySource.set(face.file, [...(bySource.get(face.file) ?? []), face]);

  for (const [cssFile, css] of stylesheets) {
    let updated = css;
    // The cut file sits beside its source: the rule's URL keeps its form, with the new name.
    for (const face of cutFaces.values())
      updated = updated.replace(face.rule, face.rule.replace(basename(face.file), basename(face.cut)));
    if (updated !== css) await writeFile(join(clientDir, cssFile), updated);
  }

  // A page's preload of a source file becomes one preload per face its first screen shows a
  // character of; a face needed only further down loads when its text is drawn.
  for (const page of pages) {
    const chars = [...new Set(pageCharacters(page, firstScreen(page)))].filter((char) => !neverFetches(char));
    for (const link of page.all("link")) {
      const href = attribute(link, "href");
      const faces =
        attribute(link, "rel") === "preload" &&
        href?.endsWith(".woff2") &&
        bySource.get(posix.normalize(href.replace(/^\//, "")));
      if (!href || !faces) continue;
      const tag = page.text(link.sourceCodeLocation);
      page.replace(
        /** @type {import("./parsed-pages.ts").Range} */ (link.sourceCodeLocation),
        faces
          .filter((face) => chars.some((char) => holds(face, char)))
          .map((face) => tag.replace(href, `/${face.cut}`))
          .join(""),
      );
    }
  }

  // The uncut files go: a page or script that still named one would fetch the whole font.
  for (const source of bySource.keys()) {
    /** @type {[string, string][]} */
    const named = [...sources, ...pages.map((page) => /** @type {[string, string]} */ ([page.file, page.html]))];
    const naming = named.find(([file, text]) => !file.endsWith(".css") && text.includes(basename(source)));
    if (naming) throw new Error(`${naming[0]} names the uncut font ${source}`);
    await rm(join(clientDir, source));
  }
}
