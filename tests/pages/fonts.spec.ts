import { servicePages } from "../../src/model/pages";
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

// On a slow phone the Latin subset (digits, Latin words) can still arrive after
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
