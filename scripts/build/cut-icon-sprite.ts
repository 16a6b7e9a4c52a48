// After pre-rendering, the layout's icon sprite (scripts/build/icon-sprite.ts writes every icon the layout
// knows) is cut to the icons the pages draw. Apart from icon-sprite.ts, which Vite loads with the components.
import { readFile, rm, writeFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { rehashedName } from "./content-hash.js";
import { attribute, type ParsedPage } from "./parsed-pages.ts";

/** A page's <use> of a sprite symbol: the sprite's file in the build and the symbol's name. */
const spriteUse = /^\/(assets\/icons\.[\w-]{8}\.svg)#([\w-]+)$/;

/**
 * After pre-rendering: the sprite keeps only the symbols some page draws (an icon for an e-mail or a Google
 * link the owner has not set stays out), under a new content-hashed name that every page's <use> takes.
 * A page that draws a symbol the sprite lacks fails the build.
 */
export async function cutIconSprite(client: string, pages: readonly ParsedPage[]) {
  const uses = pages.flatMap((page) =>
    page.all("use").flatMap((element) => {
      const match = spriteUse.exec(attribute(element, "href") ?? "");
      return match ? [{ page, element, file: match[1]!, name: match[2]! }] : [];
    }),
  );
  const files = [...new Set(uses.map(({ file }) => file))];
  if (files.length > 1) throw new Error(`The pages draw from more than one icon sprite: ${files.join(", ")}`);
  const [file] = files;
  if (!file) return;
  const sprite = await readFile(join(client, file), "utf8");
  const drawn = new Set(uses.map(({ name }) => name));
  const symbols = new Map(
    [...sprite.matchAll(/<symbol id="([\w-]+)".*?<\/symbol>/gs)].map(([whole, id]) => [id!, whole]),
  );
  const missing = [...drawn].filter((name) => !symbols.has(name));
  if (missing.length) throw new Error(`The pages draw icons the sprite ${file} lacks: ${missing.join(", ")}`);
  const cut = sprite.replace(
    /<symbol .*<\/symbol>/s,
    [...symbols].flatMap(([id, symbol]) => (drawn.has(id) ? [symbol] : [])).join(""),
  );
  const renamed = posix.join(posix.dirname(file), rehashedName(posix.basename(file), cut));
  await writeFile(join(client, renamed), cut);
  await rm(join(client, file));
  for (const { page, element, name } of uses)
    page.replace(element.sourceCodeLocation!.attrs!.href!, `href="/${renamed}#${name}"`);
  return { file: renamed, symbols: [...drawn] };
}
