// @ts-check
// Cairo's Arabic and Latin files hold every glyph of their scripts, about 65 kB
// together, and a phone on a slow network fetches them before the first screen
// is whole. After pre-rendering, this cuts each file down to the characters the
// pages can show (their text, and the page data client-side navigation renders
// from), so the owner's new words are always covered because the build reads
// them. Each cut file gets a new content-hashed name, and the stylesheets,
// pages and scripts that named the old file name the new one.
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { basename, dirname, extname, join } from "node:path";
import subsetFont from "subset-font";
import { rehashedName } from "./content-hash.js";

/** Always kept: digits and the punctuation and spaces a number, a price or a date may use. */
const alwaysKept = " 0123456789.,:;!?()-+/%×\u00a0\u200e\u200f\u2013\u2014\u060c\u061b\u061f";

const entities = /** @type {Record<string, string>} */ ({ amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0" });

/**
 * The characters a page can show: its text, the attributes read out or shown
 * (alt, title, aria-label, placeholder), and every
 * non-Latin character of its page data, where the text shown only after a
 * click (the tooltips) lives. Latin letters in that data are mostly keys and
 * paths; a Latin word that appears only in a tooltip falls back to the system font.
 * @param {string} html
 */
function pageCharacters(html) {
  const data = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, body = ""]) => body.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))))
    .join("")
    .replace(/[ -~\s]/g, "");
  const markup = html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]*>/g, (tag) =>
      [...tag.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g)].map(([, value]) => ` ${value} `).join(" "),
    )
    .replace(/&(#x?[0-9a-fA-F]+|\w+);/g, (entity, code) =>
      code.startsWith("#x")
        ? String.fromCodePoint(parseInt(code.slice(2), 16))
        : code.startsWith("#")
          ? String.fromCodePoint(Number(code.slice(1)))
          : (entities[code] ?? entity),
    );
  return markup + data;
}

/** @param {string} clientDir the release's client folder */
export async function subsetFonts(clientDir) {
  // The site's files, by path inside the release: the admin (its own build step) keeps its own fonts.
  const files = (await readdir(clientDir, { recursive: true, encoding: "utf8" })).filter(
    (file) => !file.startsWith("admin/") && extname(file),
  );
  /** @type {Map<string, string>} every page, stylesheet and script, read once */
  const sources = new Map();
  for (const file of files.filter((file) => /\.(html|css|js)$/.test(file)))
    sources.set(file, await readFile(join(clientDir, file), "utf8"));

  const characters = new Set(alwaysKept);
  for (const [file, source] of sources) {
    if (file.endsWith(".html")) for (const char of pageCharacters(source)) characters.add(char);
  }
  const text = [...characters].join("");

  /** @type {Map<string, string>} old file name → new file name */
  const renamed = new Map();
  for (const font of files.filter((file) => file.startsWith("assets/") && file.endsWith(".woff2"))) {
    const cut = await subsetFont(await readFile(join(clientDir, font)), text, { targetFormat: "woff2" });
    const name = basename(font);
    const next = rehashedName(name, cut);
    await writeFile(join(clientDir, font), cut);
    await rename(join(clientDir, font), join(clientDir, dirname(font), next));
    renamed.set(name, next);
  }
  if (!renamed.size) throw new Error("No .woff2 font in the build's assets/");

  for (const [file, source] of sources) {
    let updated = source;
    for (const [from, to] of renamed) updated = updated.replaceAll(from, to);
    if (updated !== source) await writeFile(join(clientDir, file), updated);
  }
}
