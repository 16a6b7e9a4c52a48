import { servicePaths } from "../../../src/model/contract/pages";
import { expect, test, type Page } from "../fixtures";
import { notFoundPath } from "../support";
import type { Loaded } from "./loaded";

// How the pre-rendered pages load their images, before any JavaScript runs:
// every <img> of the document (header and footer included).

/** Every <img> of the page, with its attributes. */
export function images(page: Page) {
  return page
    .locator("img")
    .evaluateAll((imgs) =>
      imgs.map((img) => Object.fromEntries([...img.attributes].map((attr) => [attr.name, attr.value]))),
    ) as Promise<Record<string, string | undefined>[]>;
}

/** How an image loads: the LCP image, a page's first, is eager and fetched with high priority. */
export const loadingOf = (img: Record<string, string | undefined> | undefined) => ({
  loading: img?.loading,
  fetchpriority: img?.fetchpriority,
});
export const lcpLoading = { loading: "eager", fetchpriority: "high" };

// Pages whose first image is their LCP image.
const firstEager = ["/", "/fencing"];

/** Images with alt, intrinsic size and a same-origin source, at most one eager. */
export async function checkImages({ page, path }: Loaded) {
  const all = await images(page);

  await test.step("each has a meaningful alt, an intrinsic width and height, and a same-origin source", async () => {
    // Every page shows illustrations; the not-found page has none (yet).
    if (path === notFoundPath) expect(all).toEqual([]);
    else expect(all.length).toBeGreaterThan(0);
    for (const img of all) {
      expect(img.alt?.trim().length, img.src).toBeGreaterThan(5);
      expect(Number(img.width), img.src).toBeGreaterThan(0);
      expect(Number(img.height), img.src).toBeGreaterThan(0);
      expect(img.src, img.src).toMatch(/^\/assets\//);
    }
  });

  await test.step("at most one is eager (the LCP image, high priority); all others are lazy and decode async", async () => {
    const eager = all.filter((img) => img.loading !== "lazy");
    expect(eager.length).toBeLessThanOrEqual(1);
    for (const img of eager) expect(img.fetchpriority).toBe("high");
    for (const img of all.filter((i) => i.loading === "lazy")) expect(img.decoding).toBe("async");
  });

  if ((servicePaths as readonly string[]).includes(path)) {
    await test.step("a service page's hero image is its one eager image", async () => {
      const main = await page.locator("main img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading")));
      expect(main.filter((loading) => loading === "eager")).toHaveLength(1);
    });
  }

  if (firstEager.includes(path)) {
    await test.step("its first image comes first and eager, with high priority", async () =>
      expect(loadingOf(all[0])).toEqual(lcpLoading));
  }
}
