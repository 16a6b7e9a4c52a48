// Astro writes an island's runtime and its directive as inline <script>s, and
// the island's `display: contents` rule as an inline <style>. The one CSP
// (script-src 'self', no hashes, no 'unsafe-inline') would block all three, so
// after pre-rendering each inline script becomes a hashed file loaded from the
// same place, and the island rule is dropped because src/styles/app.css holds
// it. Anything else inline is left for serving.js's check to refuse.
//
// Scripts that follow one another (a directive and the runtime, before the
// first island) become one file, their code joined in order: one request, and
// about 0.1 kB less gzip than two files on an island page.
//
// The files are `defer`: a plain <script src> would stop the parser until it
// arrives and hold back the first paint (Lighthouse measured /estimate's
// heading 0.4 s later than on pages without an island). Deferred scripts still
// run in document order, directive before runtime, and the runtime upgrades
// every <astro-island> already parsed when it defines the element.
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { childText, ParsedPage, type Element } from "./parsed-pages.ts";

const islandRule = "astro-island,astro-slot,astro-static-slot{display:contents}";
/** An inline script as Astro writes one: no attribute at all (a module, JSON-LD or a file has one). */
const isInline = (element: Element) => element.tagName === "script" && element.attrs.length === 0;
const isIslandStyle = (element: Element) =>
  element.tagName === "style" && element.attrs.length === 0 && childText(element) === islandRule;

/**
 * The page with its inline scripts replaced by files (`page` its parse, edited in place, or its HTML),
 * and the files to write (name → code).
 */
export function externalizeInlineScripts(page: ParsedPage | string, assetsPath = "/assets") {
  const parsed = typeof page === "string" ? new ParsedPage("page.html", page) : page;
  const files = new Map<string, string>();
  const runs: Element[][] = [];
  let end = -1;
  for (const element of parsed.elements) {
    const at = element.sourceCodeLocation!;
    if (isIslandStyle(element)) {
      parsed.replaceNode(element, "");
      // A run goes on past the rule it drops.
      if (at.startOffset === end) end = at.endOffset;
    } else if (isInline(element)) {
      if (at.startOffset === end) runs.at(-1)!.push(element);
      else runs.push([element]);
      end = at.endOffset;
    }
  }
  for (const run of runs) {
    // ";" between them: a script ending in an expression must not call the next one's first parenthesis.
    const code = run.map(childText).join(";\n");
    const name = `island-${createHash("sha256").update(code).digest("base64url").slice(0, 10)}.js`;
    files.set(name, code);
    run.forEach((script, i) =>
      parsed.replaceNode(script, i ? "" : `<script src="${assetsPath}/${name}" defer></script>`),
    );
  }
  return { page: parsed.html, files };
}

/** Moves the inline scripts of the built site's pages (edited in place) into files in assets/. */
export async function moveInlineScripts(clientDir: string, pages: readonly ParsedPage[]) {
  const written = new Map<string, string>();
  for (const page of pages) for (const [name, code] of externalizeInlineScripts(page).files) written.set(name, code);
  await Promise.all([...written].map(([name, code]) => writeFile(join(clientDir, "assets", name), code)));
  return [...written.keys()];
}
