import { districtSlug } from "../../src/model/views/districts";
import { projectPath, projectsByDistrictPath, projectsPath } from "../../src/model/contract/pages";
import { expect, test } from "../browser/fixtures";
import { axeViolations } from "../browser/support";
import { buildFixtureSite } from "../fixtures/districts/site";
import { content } from "../support/content";

// District pages exist only where two real projects share a district, and a
// project may pair before and after photos. Both branches run on a fixture content set built into a temporary
// folder, whatever projects the owner has: a district with two projects gets its page, one with one does not.

const { districts: words, beforeAfter } = content.projectsPage;

test.describe.configure({ mode: "serial" });

test.describe("fixture: two real projects in one district, one elsewhere @desktop", () => {
  const district = "حي الملقا";
  let site: Awaited<ReturnType<typeof buildFixtureSite>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await buildFixtureSite(
      [
        { slug: "fence-a", district, beforeAfter: true },
        { slug: "fence-b", district: "الملقا" },
        { slug: "fence-c", district: "حي العارض" },
      ],
      district,
    );
  });

  test.afterAll(async () => site?.close());

  test("the district page lists its projects, its review and its services, linked from the projects pages", async ({
    page,
  }) => {
    const path = projectsByDistrictPath(districtSlug(district));
    await page.goto(`${site.url}${projectsPath}`);
    const nav = page.getByRole("navigation", { name: words.label });
    await expect(nav.getByRole("link")).toHaveCount(1);
    await expect(nav.getByRole("link")).toHaveAttribute("href", path);
    await page.goto(`${site.url}${projectPath("fence-a")}`);
    await expect(page.getByRole("main").locator(`a[href="${path}"]`)).toHaveText(district);

    await page.goto(`${site.url}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title.replace("{district}", district));
    await expect(page).toHaveTitle(new RegExp(words.title.replace("{district}", district)));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      words.description.replace("{district}", district),
    );
    for (const slug of ["fence-a", "fence-b"])
      await expect(page.locator(`a[href="${projectPath(slug)}"]`)).toHaveCount(1);
    await expect(page.locator(`a[href="${projectPath("fence-c")}"]`)).toHaveCount(0);
    await expect(page.getByRole("region", { name: words.reviews }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("region", { name: words.services }).getByRole("link")).toHaveCount(1);
    // The other district has one project: no page.
    expect((await page.request.get(`${site.url}${projectsByDistrictPath(districtSlug("حي العارض"))}`)).status()).toBe(
      404,
    );
    const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(path);
  });

  test("before and after: side by side at 1280 px, stacked at 360 px, each with its alt, without JavaScript", async ({
    browser,
  }) => {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${site.url}${projectPath("fence-a")}`);
      const section = page.getByRole("region", { name: beforeAfter.title });
      const [before, after] = [
        section.getByRole("img", { name: "أرض فضاء مكشوفة قبل التسوير" }),
        section.getByRole("img", { name: "الأرض نفسها بعد تسويرها بالصاج" }),
      ];
      await before.scrollIntoViewIfNeeded();
      await after.scrollIntoViewIfNeeded();
      const [a, b] = [(await before.boundingBox())!, (await after.boundingBox())!];
      if (width === 1280) expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      else expect(b.y).toBeGreaterThan(a.y + a.height - 1);
      await expect(section.getByText(beforeAfter.before, { exact: true })).toBeVisible();
      await expect(section.getByText(beforeAfter.after, { exact: true })).toBeVisible();
      await context.close();
    }
  });

  for (const width of [360, 1280])
    test(`axe finds nothing on the district and before/after pages at ${width} px, nothing overflows`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      for (const path of [projectsByDistrictPath(districtSlug(district)), projectPath("fence-a")]) {
        await page.goto(`${site.url}${path}`);
        expect(await axeViolations(page), path).toEqual([]);
        for (const w of [320, 1920]) {
          await page.setViewportSize({ width: w, height: 900 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        }
        await page.setViewportSize({ width, height: 900 });
      }
      await context.close();
    });
});
