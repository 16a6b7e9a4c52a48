import sharp from "sharp";
import { expect, test } from "../browser/fixtures";
import { routes } from "../browser/support";
import { englishPaths, pagePaths } from "../support/content";
import { absolute, local, origin } from "../browser/prerendered/seo";

// What search engines and link previews read from the built site besides each
// page's head and JSON-LD (those: prerendered/seo.ts, from prerendered.spec.ts's
// one load per page): the sitemap, robots.txt and the icons. Each page's one
// title and description: the build refuses a page without (scripts/build/seo.ts);
// two pages sharing one is the owner's to fix, a build warning (headWarnings).

test.describe("files beside the pages", () => {
  test("sitemap.xml lists exactly the pre-rendered canonical URLs", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect([...locs].sort()).toEqual([...pagePaths, ...englishPaths].map(absolute).sort());
    expect(locs[0]).toBe(absolute("/"));
    // Each route's canonical (prerendered/seo.ts checks it is its absolute URL) is listed.
    expect(locs).toEqual(expect.arrayContaining(routes.map(absolute)));
    for (const loc of locs) expect((await request.get(local(loc), { maxRedirects: 0 })).status(), loc).toBe(200);
  });

  test("robots.txt allows crawling except the admin, and references the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain("Disallow: /admin/");
  });

  test("the favicons are served: a 32×32 ICO, a 180×180 touch icon and the SVG", async ({ request }) => {
    const ico = await (await request.get("/favicon.ico")).body();
    // ICONDIR: reserved 0, type 1 (icon), at least one image; the first entry's PNG is 32×32.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    const png = ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 32, height: 32 });
    const touch = await request.get("/apple-touch-icon.png");
    expect(touch.status()).toBe(200);
    expect(await sharp(await touch.body()).metadata()).toMatchObject({ width: 180, height: 180 });
    expect((await request.get("/favicon.svg")).status()).toBe(200);
  });
});
