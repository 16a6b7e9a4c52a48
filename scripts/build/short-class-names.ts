// Tailwind's class lists are a quarter of a page's gzipped HTML, and each page
// carries its own. After the admin is built (its preview draws the components
// with their names as written, from the stylesheet as Tailwind wrote it), this
// step gives each class the pages share with their stylesheets a short name, the
// most used the shortest, in the pages and in a copy of each stylesheet written
// under a new content-hashed name for the pages to link. A class the browser's
// code could name keeps its name: any that appears in a script, and any an
// island draws (hydration compares and re-renders with the names as written).
// Decision 0023.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { transform } from "lightningcss";
import { attribute, type ParsedPage, type Element } from "./parsed-pages.ts";
import { rehashedName } from "./content-hash.js";

/** An element's class names (decoded: `[&>*]` as the stylesheet spells it, not `[&amp;&gt;*]`). */
const namesOf = (element: Element) => (attribute(element, "class") ?? "").split(/\s+/).filter(Boolean);
/** The stylesheets the site's pages link, by their file under /assets/. */
const linkedStylesheet = (element: Element) => {
  const href = attribute(element, "href");
  return element.tagName === "link" && attribute(element, "rel") === "stylesheet" && href?.startsWith("/assets/")
    ? href.slice("/assets/".length)
    : undefined;
};

/** Renames every class selector of a stylesheet; with no names given, only lists them. */
function visitClasses(css: string, rename: ReadonlyMap<string, string> = new Map()) {
  const found = new Set<string>();
  // A selector's classes sit at any depth (:is(), :where(), :has(), :not() nest selectors).
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const component = node as { type?: unknown; name?: unknown };
    if (component.type === "class" && typeof component.name === "string") {
      found.add(component.name);
      component.name = rename.get(component.name) ?? component.name;
    }
    Object.values(node).forEach(walk);
  };
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Selector(selector) {
        walk(selector);
        return selector;
      },
    },
  });
  return { css: Buffer.from(code).toString(), found };
}

/** Names a, b, … Z, then two characters, skipping any name the site already uses. */
function* shortNames(taken: ReadonlySet<string>) {
  const first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const next = `${first}0123456789_-`;
  for (const a of first) if (!taken.has(a)) yield a;
  for (const a of first) for (const b of next) if (!taken.has(a + b)) yield a + b;
  for (const a of first) for (const b of next) for (const c of next) if (!taken.has(a + b + c)) yield a + b + c;
}

/**
 * The short name of each class the pages and their stylesheets (`css`) share, the most
 * used first; classes that `scripts` could name (any substring match) and those
 * inside an island keep their names.
 */
export function shortClassNames(css: string, pages: readonly ParsedPage[], scripts: string) {
  const { found } = visitClasses(css);
  const used = new Map<string, number>();
  const kept = new Set<string>();
  for (const page of pages) {
    for (const island of page.all("astro-island"))
      for (const element of [island, ...page.within(island)]) namesOf(element).forEach((name) => kept.add(name));
    for (const element of page.elements) for (const name of namesOf(element)) used.set(name, (used.get(name) ?? 0) + 1);
  }
  const renamed = [...used]
    .filter(([name]) => found.has(name) && !kept.has(name) && !scripts.includes(name))
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1));
  const names = shortNames(new Set([...found, ...used.keys()]));
  return new Map(renamed.map(([name]) => [name, names.next().value!]));
}

/**
 * Renames a page's class lists (names not in `names` stay), each as written: a name the stylesheet spells
 * `[&>*]` is written `[&amp;&gt;*]` in the page, and an untouched name keeps its spelling.
 */
export function renameInPage(page: ParsedPage, names: ReadonlyMap<string, string>) {
  for (const element of page.elements) {
    const at = element.sourceCodeLocation?.attrs?.class;
    if (!at) continue;
    const renamed = namesOf(element).map((name) => names.get(name));
    if (renamed.every((name) => name === undefined)) continue;
    const written = page
      .text(at)
      .replace(/^class=["']?|["']$/g, "")
      .split(/\s+/)
      .filter(Boolean);
    page.replace(at, `class="${written.map((name, i) => renamed[i] ?? name).join(" ")}"`);
  }
}

/** Renames the classes of every page of the built site and of the stylesheets they link. */
export async function shortenClassNames(client: string, pages: readonly ParsedPage[]) {
  const files = await readdir(client, { recursive: true });
  const links = pages.flatMap((page) =>
    page.elements.flatMap((element) => {
      const file = linkedStylesheet(element);
      return file ? [{ page, element, file }] : [];
    }),
  );
  const linked = [...new Set(links.map(({ file }) => file))];
  const stylesheets = await Promise.all(linked.map((file) => readFile(join(client, "assets", file), "utf8")));
  const scriptFiles = files.filter((file) => file.startsWith("assets/") && file.endsWith(".js"));
  const scripts = (await Promise.all(scriptFiles.map((file) => readFile(join(client, file), "utf8")))).join("\n");

  const names = shortClassNames(stylesheets.join("\n"), pages, scripts);
  for (const page of pages) renameInPage(page, names);
  const renamed = new Map<string, string>();
  for (const [i, file] of linked.entries()) {
    const { css } = visitClasses(stylesheets[i]!, names);
    renamed.set(file, rehashedName(file, css));
    await writeFile(join(client, "assets", renamed.get(file)!), css);
  }
  for (const { page, element, file } of links)
    page.replace(element.sourceCodeLocation!.attrs!.href!, `href="/assets/${renamed.get(file)}"`);
  return { stylesheets: [...renamed.values()], renamed: names.size };
}
