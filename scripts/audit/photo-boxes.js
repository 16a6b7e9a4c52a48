// @ts-check
// Each photo's `sizes` against the box the layout really draws it in, in Chromium at 360, 1024 and 1280 px:
// the slots' boxes (src/lib/photo-slots.ts) are a model of the CSS, unit-tested against the CSS as the test
// reads it; this measures the pages themselves, on the photo site, where every slot holds a photo. A photo
// whose box is wider than its `sizes` says is fetched too small (soft); narrower, too large (heavy).
import { sizesWidthAt } from "../../src/lib/photo-slots.ts";

/** The viewport widths the slots are checked at: a phone, the two columns' start, a desktop. */
export const boxWidths = [360, 1024, 1280];

/** A box may be this many CSS px off its `sizes`: sub-pixel layout and rounding in `sizes`. */
const tolerance = 2;

/**
 * What is wrong with a page's preload of its photo hero (src/layouts/page.astro), on a phone, as loaded. On a
 * page whose largest paint is a photo hero, the head preloads the hero's <picture>'s first source (its type,
 * media, srcset and sizes) at high priority, and the hero's file is fetched once, by that preload; any other
 * page (its words first on a phone) preloads no image.
 * @param {import("playwright-core").Page} page
 * @param {boolean} photoHero
 */
export function heroPreloadMisses(page, photoHero) {
  return page.evaluate((photoHero) => {
    const misses = [];
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')];
    if (!photoHero) return preloads.length ? [`${preloads.length} image preloads on a page without a photo hero`] : [];
    const hero = document.querySelector('picture img[fetchpriority="high"]');
    const source = hero?.closest("picture")?.querySelector("source");
    const [preload] = preloads;
    if (!(hero instanceof HTMLImageElement) || !source) return ["no photo hero (a <picture> of high priority)"];
    if (preloads.length !== 1 || !preload || preload.parentElement !== document.head)
      return [`${preloads.length} image preloads, not one in the head`];
    for (const [linkName, sourceName] of /** @type {const} */ ([
      ["type", "type"],
      ["media", "media"],
      ["imagesrcset", "srcset"],
      ["imagesizes", "sizes"],
    ])) {
      if (preload.getAttribute(linkName) !== source.getAttribute(sourceName))
        misses.push(`the preload's ${linkName} is not the hero's first source's ${sourceName}`);
    }
    if (preload.getAttribute("fetchpriority") !== "high") misses.push("the preload is not fetchpriority high");
    const fetched = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name === hero.currentSrc)
      .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).initiatorType);
    if (fetched.join() !== "link") misses.push(`the hero's file was fetched by ${fetched.join(", ") || "nothing"}`);
    return misses;
  }, photoHero);
}

/**
 * The photos whose rendered width is off the width their `sizes` gives, at each of boxWidths; and at the
 * phone's width, what is wrong with the hero's preload (heroPreloadMisses).
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @param {boolean} photoHero whether the page's largest paint is a photo hero, which its head preloads
 */
export async function checkPhotoBoxes(browser, url, photoHero) {
  /** @type {{ viewport: number, photo: string, rendered: number, sizes: number }[]} */
  const misses = [];
  /** @type {string[]} */
  let preloadMisses = [];
  let photos = 0;
  for (const width of boxWidths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      if (width === boxWidths[0]) preloadMisses = await heroPreloadMisses(page, photoHero);
      const drawn = await page.evaluate(() =>
        [...document.querySelectorAll("picture")].flatMap((picture) => {
          const img = picture.querySelector("img");
          // The source the browser takes: the first whose media matches (every source of a slot has its sizes).
          const source = [...picture.querySelectorAll("source")].find((s) => !s.media || matchMedia(s.media).matches);
          if (!img || !source?.sizes) return [];
          // A slot hidden at this width (display: none) has no box, and its sizes says 0 px or none.
          const rendered = img.getBoundingClientRect().width;
          return [{ photo: img.alt || img.currentSrc, rendered, sizes: source.sizes }];
        }),
      );
      for (const { photo, rendered, sizes } of drawn) {
        photos++;
        const expected = sizesWidthAt(sizes, width);
        if (Math.abs(rendered - expected) > tolerance)
          misses.push({ viewport: width, photo, rendered: Math.round(rendered), sizes: Math.round(expected) });
      }
    } finally {
      await context.close();
    }
  }
  return { photos, misses, preloadMisses };
}
