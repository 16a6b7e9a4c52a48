import { servicePages } from "../../src/model/contract/pages";
import { builtPages } from "../browser/support";
import { expect, test, type Page } from "../browser/fixtures";
import { content } from "../support/content";

// The preloads of each page's head: tests/browser/prerendered/fonts.ts.

/**
 * Top and left of every header link, and of the hero's Arabic-only title and lead. (The trust band
 * below them shows digits and punctuation from the Latin file by design: it may reflow when that file
 * arrives, which the preload makes rare; the audit's CLS budget covers the page as loaded.)
 */
function firstScreenLayout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("header a, main h1, main h1 ~ div > p, main section:first-of-type img")]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top < window.innerHeight)
      .map((box) => `${Math.round(box.top)},${Math.round(box.left)}`),
  );
}

// On a slow phone the files cut from the Latin subset (digits, Latin words) can still arrive after
// the first paint. Arabic text must not depend on it: its spaces come from the
// Arabic file, so a hero written only in Arabic stays where it was painted.
const arabicHeroes = servicePages
  .filter(({ slug }) => {
    const { hero } = content.services[slug];
    return !/[A-Za-z0-9()]/.test([hero.title, ...hero.lead].join(" "));
  })
  .map((page) => page.path);

for (const path of arabicHeroes) {
  test(`the first screen of ${path} does not move when the Latin subset arrives late`, async ({ page }) => {
    let release!: () => void;
    const latinHeld = new Promise<void>((resolve) => (release = resolve));
    let latinRequested = false;
    await page.route(/cairo-latin-.*\.woff2$/, async (route) => {
      latinRequested = true;
      await latinHeld;
      await route.continue();
    });

    try {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await page.waitForFunction(() =>
        [...document.fonts].some((face) => face.status === "loaded" && face.unicodeRange.includes("U+600-6FF")),
      );
      const before = await firstScreenLayout(page);
      expect(before.length).toBeGreaterThan(0);

      release();
      await page.waitForFunction(() => [...document.fonts].every((face) => face.status !== "loading"));
      expect(latinRequested).toBe(true);
      expect(await firstScreenLayout(page)).toEqual(before);
    } finally {
      // A failed step must not leave the held request hanging past the test.
      release();
    }
  });
}

// Each face is fetched only by a page that draws a character of its range: a page with prices and
// a phone but no Latin word loads the Arabic file and the numerals, never the Latin file
// (scripts/build/fonts.js). The ranges are read from the stylesheet the page links.
for (const path of builtPages) {
  test(`${path} fetches only the font files whose characters it holds`, async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fetched.push(request.url().split("/").pop()!);
    });
    await page.goto(path);
    // Down the whole page and back, so that every section is drawn and every face it needs fetched.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      }
    });
    await page.waitForFunction(() => [...document.fonts].every((face) => face.status !== "loading"));
    const { faces, drawn } = await page.evaluate(async () => {
      const css = await Promise.all(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(async (link) =>
          (await fetch(link.href)).text(),
        ),
      );
      return {
        faces: css.flatMap((text) =>
          [...text.matchAll(/@font-face\{([^}]*)\}/g)].map(([, rule]) => ({
            file: /url\(([^)]+\.woff2)\)/.exec(rule!)![1]!.split("/").pop()!,
            range: /unicode-range:([^;}]+)/.exec(rule!)![1]!,
          })),
        ),
        // Its whole text, closed <details> and tooltips included, which a browser may lay out early;
        // not the scripts' (the structured data).
        drawn: [
          ...new Set(
            [...document.body.querySelectorAll(":not(script, style, template)")]
              .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE))
              .map((node) => node.textContent)
              .join(""),
          ),
        ].filter((char) => !/[\s\p{Cf}]/u.test(char)),
      };
    });
    const holds = (range: string, char: string) =>
      range.split(",").some((part) => {
        const [from, to] = part.trim().slice(2).split("-");
        const code = char.codePointAt(0)!;
        return (
          code >= parseInt(from!.replace(/\?/g, "0"), 16) && code <= parseInt((to ?? from)!.replace(/\?/g, "f"), 16)
        );
      });
    expect(fetched.length).toBeGreaterThan(0);
    const needed = new Set(
      faces.filter(({ range }) => drawn.some((char) => holds(range, char))).map(({ file }) => file),
    );
    expect(fetched.filter((file) => !needed.has(file))).toEqual([]);
  });
}
