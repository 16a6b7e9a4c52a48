// @ts-check
// Cairo's Arabic and Latin files hold every glyph of their scripts, about 65 kB
// together, and a phone on a slow network fetches them before the first screen
// is whole. After pre-rendering, this cuts each file down to the characters the
// pages can show (their text, and the page data client-side navigation renders
// from), so the owner's new words are always covered because the build reads
// them. Each cut file gets a new content-hashed name, and the stylesheets,
// pages and scripts that named the old file name the new one.
import { createHash } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";

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
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const pages = files.filter((file) => file.endsWith(".html") && !file.includes("/admin/"));
  const characters = new Set(alwaysKept);
  for (const page of pages) for (const char of pageCharacters(await readFile(page, "utf8"))) characters.add(char);
  const text = [...characters].join("");

  /** @type {Map<string, string>} old file name → new file name */
  const renamed = new Map();
  for (const font of files.filter((file) => file.includes("/assets/") && file.endsWith(".woff2"))) {
    const cut = await subsetFont(await readFile(font), text, { targetFormat: "woff2" });
    const name = font.slice(font.lastIndexOf("/") + 1);
    const hash = createHash("sha256").update(cut).digest("base64url").slice(0, 8);
    const next = name.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
    if (next === name) throw new Error(`Unexpected font file name ${name}: no content hash to replace`);
    await writeFile(font, cut);
    await rename(font, font.slice(0, -name.length) + next);
    renamed.set(name, next);
  }
  if (!renamed.size) throw new Error("No .woff2 font in the build's assets/");

  for (const file of files.filter((file) => /\.(html|css|js)$/.test(file) && !file.includes("/admin/"))) {
    const source = await readFile(file, "utf8");
    let updated = source;
    for (const [from, to] of renamed) updated = updated.replaceAll(from, to);
    if (updated !== source) await writeFile(file, updated);
  }
}
