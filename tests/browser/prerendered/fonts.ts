import { expect, test } from "../fixtures";
import type { Loaded } from "./loaded";

/** The page preloads every font file its stylesheets declare, as a CORS fetch (fonts are always CORS). */
export async function checkFontPreloads({ page, request }: Loaded) {
  await test.step("preloads every font file the stylesheet declares, as a CORS fetch", async () => {
    const hrefs = (selector: string) =>
      page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const stylesheets = await hrefs('link[rel="stylesheet"]');
    expect(stylesheets.length).toBeGreaterThan(0);
    const declared = new Set<string>();
    for (const href of stylesheets) {
      const css = await (await request.get(href)).text();
      for (const [, url] of css.matchAll(/url\(([^)]+\.woff2)\)/g)) declared.add(url!.replace(/"/g, ""));
    }
    const preloaded = await hrefs('link[rel="preload"][as="font"][crossorigin="anonymous"]');
    expect(declared.size).toBeGreaterThan(1);
    expect(new Set(preloaded)).toEqual(declared);
  });
}
