import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ParsedPage, readParsedPages, writeParsedPages } from "./parsed-pages";
import { renameInPage, shortClassNames, shortenClassNames } from "./short-class-names";

const css = [
  ".flex{display:flex}",
  ".text-brand-700{color:red}",
  ".stagger>*{opacity:1}",
  ".card{padding:1rem}",
  String.raw`.sm\:\[\&\>\:last-child\]\:col-span-2>:last-child{grid-column:span 2/span 2}`,
  String.raw`.group\/header:has(.menu:popover-open) .md\:hover\:bg-sand-100:hover{color:blue}`,
  ".a{color:green}",
].join("");
const page = (body: string, print = "") =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/page.OLDHASH1.css">${print}</head><body>${body}</body></html>`;
const parsed = (html: string) => new ParsedPage("index.html", html);

describe("shortClassNames", () => {
  const pages = [
    page('<div class="flex text-brand-700"><p class="flex">x</p><span class="card flex"></span></div>'),
    page('<ul class="stagger flex text-brand-700"></ul><i class="unstyled"></i>'),
  ].map(parsed);

  test("the most used class gets the shortest name, and no name the site already uses", () => {
    const names = shortClassNames(css, pages, "");
    expect([...names.keys()]).toEqual(["flex", "text-brand-700", "card", "stagger"]);
    expect(names.get("flex")).toBe("b"); // "a" is a class of the stylesheet's own
    expect(new Set(names.values()).size).toBe(names.size);
  });

  test("a class a script names, one an island draws, and one the stylesheet lacks keep their names", () => {
    const island = parsed(page('<astro-island uid="1"><div class="card">x</div></astro-island><b class="flex"></b>'));
    const names = shortClassNames(css, [...pages, island], 'el.classList.toggle("stagger")');
    expect(names.has("stagger")).toBe(false);
    expect(names.has("card")).toBe(false);
    expect(names.has("unstyled")).toBe(false);
    expect(names.has("flex")).toBe(true);
  });
});

describe("renameInPage", () => {
  test("renames each listed class, as the stylesheet spells it, and leaves the rest as written", () => {
    const names = new Map([
      ["flex", "a"],
      ["sm:[&>:last-child]:col-span-2", "b"],
    ]);
    const listed = parsed('<p class="flex sm:[&amp;&gt;:last-child]:col-span-2 other">x</p>');
    renameInPage(listed, names);
    expect(listed.html).toBe('<p class="a b other">x</p>');
    const untouched = parsed('<p class="other  spaced">flex</p>');
    renameInPage(untouched, names);
    expect(untouched.html).toBe(untouched.source);
  });
});

const names = (html: string) => [...html.matchAll(/ class="([^"]*)"/g)].flatMap(([, list]) => list!.split(" "));

describe("shortenClassNames", () => {
  test("the pages link a renamed copy of each stylesheet whose selectors, nested ones too, use the short names; the originals stay for the admin", async () => {
    const client = await mkdtemp(join(tmpdir(), "short-classes-"));
    try {
      await mkdir(join(client, "assets"));
      await mkdir(join(client, "fencing"));
      await mkdir(join(client, "admin"));
      await writeFile(join(client, "assets", "page.OLDHASH1.css"), css);
      // A page of its own may link a second stylesheet (the review poster's print rules).
      await writeFile(join(client, "assets", "poster.OLDHASH2.css"), ".menu{margin:0}");
      const body =
        '<header class="group/header"><nav class="menu md:hover:bg-sand-100 sm:[&amp;&gt;:last-child]:col-span-2"></nav></header>';
      await writeFile(join(client, "index.html"), page(body));
      await writeFile(
        join(client, "fencing", "index.html"),
        page(body, '<link rel="stylesheet" href="/assets/poster.OLDHASH2.css">'),
      );
      const admin = page('<div class="flex"></div>');
      await writeFile(join(client, "admin", "index.html"), admin);

      const pages = await readParsedPages(client);
      const { stylesheets, renamed } = await shortenClassNames(client, pages);
      await writeParsedPages(client, pages);

      const [stylesheet = "", poster = ""] = stylesheets;
      expect(stylesheet).toMatch(/^page\.[\w-]{8}\.css$/);
      expect(stylesheet).not.toBe("page.OLDHASH1.css");
      expect(poster).toMatch(/^poster\.[\w-]{8}\.css$/);
      expect(renamed).toBe(4);
      expect(await readFile(join(client, "assets", "page.OLDHASH1.css"), "utf8")).toBe(css);
      expect(await readFile(join(client, "admin", "index.html"), "utf8")).toBe(admin);
      const built = await readFile(join(client, "fencing", "index.html"), "utf8");
      expect(built).toContain(`href="/assets/${stylesheet}"`);
      expect(built).toContain(`href="/assets/${poster}"`);
      expect(await readFile(join(client, "index.html"), "utf8")).toContain(`href="/assets/${stylesheet}"`);
      const short = await readFile(join(client, "assets", stylesheet), "utf8");
      // Each class the page now carries is a class of the stylesheet it links.
      const carried = names(built);
      expect(carried).toHaveLength(4);
      for (const name of carried) expect(short).toMatch(new RegExp(String.raw`\.${name}[:>{ .]`));
      expect(short).not.toContain("group");
      expect(short).not.toContain("menu");
      expect(short).toContain(":popover-open");
      expect(await readFile(join(client, "assets", poster), "utf8")).toBe(`.${names(built).at(-3)}{margin:0}`);
      expect(await readdir(join(client, "assets"))).toHaveLength(4);
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});
