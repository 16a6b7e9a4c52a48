import { englishSite, pathIn } from "../../src/model/languages/english";
import { estimatePath } from "../../src/model/contract/pages";
import { expect, test, type Page } from "../browser/fixtures";
import { notFoundPath, notFoundVisit } from "../browser/support";
import { content, englishPaths, site } from "../support/content";

// English stays English: a crawl from /en through every link of every English page reaches each
// English page the build has, and no link on one leads to an Arabic page but the language switch
// (to the page's own pair). An Arabic page is allowed only while it has no English and is named
// here, waiting for its English: a page that has a pair is always linked as the pair.

const english = englishSite(content)!;
/** Arabic pages with no English yet, which English pages still link to: the estimator. */
const notYetEnglish = new Set([estimatePath]);

type Link = { href: string; text: string; switch: boolean };

/** Run in the page: every link's address, words, and whether it is the header's language switch. */
const linksOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => ({
      href: a.href,
      text: (a.textContent ?? "").trim().slice(0, 40),
      switch: !!a.closest("header") && a.lang === "ar",
    })),
  );

/** The Arabic address of an English one: "/en" → "/", "/en/fencing" → "/fencing". */
const arabicOf = (path: string) => (path === "/en" ? "/" : path.slice("/en".length));

/** The links of an English page that break the rule, each with why; `origin` is the test server's. */
function strayLinks(links: Link[], pagePath: string, origin: string) {
  const pair = english.paths.has(arabicOf(pagePath)) ? arabicOf(pagePath) : undefined;
  // A link by path, or by the site's own absolute address (as structured data and shares write them).
  const own = new Set([origin, new URL(site.url).origin]);
  return links.flatMap((link) => {
    const url = new URL(link.href);
    if (!own.has(url.origin)) return [];
    const path = url.pathname;
    // The page itself (the skip link's #main).
    if (path === pagePath) return [];
    if (path === "/en" || path.startsWith("/en/"))
      return englishPaths.includes(path) ? [] : [`${link.text} → ${path}: no English page there`];
    if (link.switch) return path === pair ? [] : [`the language switch → ${path}, not the page's pair ${pair}`];
    if (english.paths.has(path)) return [`${link.text} → ${path}: its English pair is ${pathIn("en", path)}`];
    if (notYetEnglish.has(path)) return [];
    return [`${link.text} → ${path}: an Arabic page`];
  });
}

test("every English page, reached from /en by its links, links only to English pages and its own pair", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const start = pathIn("en", "/");
  expect(englishPaths).toContain(start);
  const seen = new Set([start]);
  const queue = [start];
  const stray: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const links = await linksOf(page);
    stray.push(...strayLinks(links, path, origin).map((problem) => `${path}: ${problem}`));
    for (const { href } of links) {
      const url = new URL(href);
      if (url.origin !== origin || !englishPaths.includes(url.pathname) || seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      queue.push(url.pathname);
    }
  }
  expect(stray).toEqual([]);
  // Every English page is linked from another: the crawl reached them all.
  expect([...seen].sort()).toEqual([...englishPaths].sort());
});

test.describe("the English not-found page", () => {
  const path = pathIn("en", notFoundPath);
  test.use(notFoundVisit(path));

  test("links only to English pages, and has no switch (it has no pair)", async ({ page, baseURL }) => {
    await page.goto(path);
    const links = await linksOf(page);
    expect(links.filter((link) => link.switch)).toEqual([]);
    expect(links.some((link) => new URL(link.href).pathname === pathIn("en", "/"))).toBe(true);
    expect(strayLinks(links, path, new URL(baseURL!).origin)).toEqual([]);
  });
});
