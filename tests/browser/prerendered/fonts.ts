import { expect, test } from "../fixtures";
import type { Loaded } from "./loaded";

type Face = { url: string; ranges: [number, number][] };

/** The stylesheet's @font-face rules: each file with its unicode-range. */
function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, rule]) => ({
    url: /url\(([^)]+\.woff2)\)/.exec(rule!)![1]!.replace(/"/g, ""),
    ranges: /unicode-range:([^;}]+)/
      .exec(rule!)![1]!
      .split(",")
      .map((part): [number, number] => {
        const [from, to] = part.trim().slice(2).split("-");
        return [parseInt(from!.replace(/\?/g, "0"), 16), parseInt((to ?? from)!.replace(/\?/g, "f"), 16)];
      }),
  }));
}

/**
 * The page preloads, as a CORS fetch (fonts are always CORS), the font files its header and hero
 * draw text with, and only files its stylesheet declares (scripts/build/fonts.js). A face needed
 * only further down is not preloaded; a preload the page never uses is Chromium's console warning,
 * which fails the test.
 */
export async function checkFontPreloads({ page, request }: Loaded) {
  await test.step("preloads the font files its first screen draws with, each declared, as a CORS fetch", async () => {
    const hrefs = (selector: string) =>
      page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const stylesheets = await hrefs('link[rel="stylesheet"]');
    expect(stylesheets.length).toBeGreaterThan(0);
    const declared: Face[] = [];
    for (const href of stylesheets) declared.push(...faces(await (await request.get(href)).text()));
    expect(declared.length).toBeGreaterThan(1);

    const preloaded = new Set(await hrefs('link[rel="preload"][as="font"][crossorigin="anonymous"]'));
    expect([...preloaded].filter((href) => !declared.some(({ url }) => url.endsWith(href.split("/").pop()!)))).toEqual(
      [],
    );

    // Every character drawn by the header and the hero, what the first screen is for (spaces and
    // format controls fetch nothing). Text further down that peeks into a phone's first screen loads
    // its face when drawn (font-display: swap); the audit's CLS budget covers the page as loaded.
    const firstScreen: number[] = await page.evaluate(() => {
      const codes = new Set<number>();
      const range = document.createRange();
      for (const part of document.querySelectorAll("body > header, main > section:first-of-type")) {
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode;
          // A word in an element of its own lang (the language switch) is set in the system sans (app.css).
          if (node.parentElement?.closest("[lang]:not(html)")) continue;
          range.selectNodeContents(node);
          const box = range.getBoundingClientRect();
          if (!box.width || box.bottom <= 0 || box.top >= innerHeight) continue;
          for (const char of node.textContent ?? "") if (!/[\s\p{Cf}]/u.test(char)) codes.add(char.codePointAt(0)!);
        }
      }
      return [...codes];
    });
    expect(firstScreen.length).toBeGreaterThan(0);
    const needed = declared.filter(({ ranges }) =>
      firstScreen.some((code) => ranges.some(([from, to]) => code >= from && code <= to)),
    );
    expect(needed.length).toBeGreaterThan(0);
    const file = (url: string) => url.split("/").pop();
    const preloadedFiles = new Set([...preloaded].map(file));
    expect(needed.map(({ url }) => file(url)).filter((name) => !preloadedFiles.has(name))).toEqual([]);
  });
}
