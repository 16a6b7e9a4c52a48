import { expect, hydrated, test } from "../browser/fixtures";
import { routes } from "../browser/support";
import { content } from "../support/content";

// How the pre-rendered pages load their images, before any JavaScript runs:
// every <img> of the document (header and footer included).
test.use({ javaScriptEnabled: false });

type Page = Parameters<typeof hydrated>[0];

/** Every <img> of the page, with its attributes. */
function images(page: Page) {
  return page
    .locator("img")
    .evaluateAll((imgs) =>
      imgs.map((img) => Object.fromEntries([...img.attributes].map((attr) => [attr.name, attr.value]))),
    ) as Promise<Record<string, string | undefined>[]>;
}

/** How an image loads: the LCP image, a page's first, is eager and fetched with high priority. */
const loadingOf = (img: Record<string, string | undefined> | undefined) => ({
  loading: img?.loading,
  fetchpriority: img?.fetchpriority,
});
const lcpLoading = { loading: "eager", fetchpriority: "high" };

// Pages whose first image is their LCP image.
const firstEager = ["/", "/fencing"];

for (const path of [...routes, "/no-such-page"]) {
  test(`${path}: images with alt, intrinsic size and a same-origin source, at most one eager`, async ({ page }) => {
    await page.goto(path);
    const all = await images(page);

    await test.step("each has a meaningful alt, an intrinsic width and height, and a same-origin source", async () => {
      // Every page shows illustrations; the not-found page has none (yet).
      if (path === "/no-such-page") expect(all).toEqual([]);
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

    if (firstEager.includes(path)) {
      await test.step("its first image comes first and eager, with high priority", async () =>
        expect(loadingOf(all[0])).toEqual(lcpLoading));
    }
  });
}

// The projects list opens with a photo only once there is a project.
if (content.projects.length) {
  test("/projects puts its first image first and eager, with high priority", async ({ page }) => {
    await page.goto("/projects");
    expect(loadingOf((await images(page))[0])).toEqual(lcpLoading);
  });
}
