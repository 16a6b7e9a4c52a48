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
 * The photos whose rendered width is off the width their `sizes` gives, at each of boxWidths.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 */
export async function checkPhotoBoxes(browser, url) {
  /** @type {{ viewport: number, photo: string, rendered: number, sizes: number }[]} */
  const misses = [];
  let photos = 0;
  for (const width of boxWidths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
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
  return { photos, misses };
}
