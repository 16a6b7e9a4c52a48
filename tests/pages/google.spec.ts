import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatLocalPhone } from "../../src/lib/links";
import { reviewPosterPath } from "../../src/model/contract/pages";
import { expect, test } from "../browser/fixtures";
import { buildAndServe } from "../fixtures/districts/site";
import { fixtureContent, loadFixtureContent } from "../support/fixture-content";
import { decodeQrImage } from "../support/qr";

// The company's Google profile and review link (content/site.yml, optional): the links where buyers
// read reviews and in the footer, the map opening the profile, and the printable QR poster, on the fixture company
// (tests/fixtures/content), which sets them all whatever the owner sets; a build without them shows none of them
// (scripts/build.test.ts).

test.describe.configure({ mode: "serial" });

test.describe("fixture: a company that has set its Google profile, review link and every social profile", () => {
  const fixture = loadFixtureContent();
  const { googleProfileUrl, googleReviewUrl } = fixture.site;
  const { reviews } = fixture.ui;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const dir = mkdtempSync(join(tmpdir(), "google-profile-"));
    server = await buildAndServe(fixtureContent(dir), join(dir, "client"), () =>
      rmSync(dir, { recursive: true, force: true }),
    );
  });

  // The fixture company has analytics on: its script would come from Plausible, which the tests never reach.
  test.beforeEach(({ context }) =>
    context.route("https://plausible.io/**", (route) => route.fulfill({ contentType: "text/javascript", body: "" })),
  );

  test.afterAll(async () => server?.close());

  test("the reviews section links to the Google reviews and the review form, even with no review of its own", async ({
    page,
  }) => {
    expect(fixture.reviews).toHaveLength(0);
    await page.goto(`${server.url}/`);
    const section = page.locator("#reviews");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(fixture.home.reviews.title);
    await expect(section.locator("blockquote")).toHaveCount(0);
    for (const [name, href] of [
      [reviews.readOnGoogle, googleProfileUrl],
      [reviews.writeOnGoogle, googleReviewUrl],
    ]) {
      const link = section.getByRole("link", { name: name! });
      await expect(link).toHaveAttribute("href", href!);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("every page's footer links them too, and the map links open the Google profile, not a search", async ({
    page,
  }) => {
    await page.goto(`${server.url}/fencing`);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: reviews.readOnGoogle })).toHaveAttribute("href", googleProfileUrl!);
    await expect(footer.getByRole("link", { name: reviews.writeOnGoogle })).toHaveAttribute("href", googleReviewUrl!);
    await expect(footer.getByRole("link", { name: fixture.ui.contact.map })).toHaveAttribute("href", googleProfileUrl!);
    await page.goto(`${server.url}/`);
    await expect(page.locator(`#contact a[href="${googleProfileUrl}"]`)).toHaveCount(1);
    await expect(page.locator(`a[href="${fixture.site.mapsUrl}"]`)).toHaveCount(0);
  });

  test("the business JSON-LD lists every profile in sameAs, and rates nothing", async ({ page }) => {
    await page.goto(`${server.url}/`);
    const documents = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    const business = documents.find((doc) => doc["@type"] === "GeneralContractor");
    const { instagramUrl, snapchatUrl, tiktokUrl, xUrl } = fixture.site;
    expect(business.sameAs).toEqual([googleProfileUrl, instagramUrl, snapchatUrl, tiktokUrl, xUrl]);
    expect(business.hasMap).toBe(googleProfileUrl);
    expect(JSON.stringify(documents)).not.toMatch(/aggregateRating|"Review"|ratingValue/i);
  });

  test("the poster: noindex, in no menu or sitemap, the company's name and a QR code that opens the review link", async ({
    page,
  }) => {
    const words = reviews.poster;
    const response = await page.goto(`${server.url}${reviewPosterPath}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    const poster = page.locator("[data-review-poster]");
    await expect(poster).toContainText(fixture.site.name);
    await expect(poster).toContainText(words.line);
    const qr = poster.getByRole("img", { name: words.qrLabel });
    expect(await decodeQrImage(await qr.screenshot())).toBe(googleReviewUrl);
    // Nothing links to it, and search engines are not told of it.
    const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain(reviewPosterPath);
    await page.goto(`${server.url}/`);
    await expect(page.locator(`a[href="${reviewPosterPath}"]`)).toHaveCount(0);
  });

  test("on paper only the sheet prints, black on white, and the code still reads", async ({ page }) => {
    await page.goto(`${server.url}${reviewPosterPath}`);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-print-hint]")).toBeHidden();
    const poster = page.locator("[data-review-poster]");
    await expect(poster).toHaveCSS("color", "rgb(0, 0, 0)");
    await expect(poster).toHaveCSS("background-color", "rgb(255, 255, 255)");
    const qr = poster.getByRole("img", { name: reviews.poster.qrLabel });
    expect(await decodeQrImage(await qr.screenshot())).toBe(googleReviewUrl);
    // For a phone that cannot scan: the link as text, and the number to call; the mark beside the name stays small.
    await expect(poster.locator("[data-review-link]")).toHaveText(`${reviews.poster.linkLabel} ${googleReviewUrl}`);
    await expect(poster.locator("[data-phone]")).toHaveText(
      `${reviews.poster.phoneLabel} ${formatLocalPhone(fixture.site.phone)}`,
    );
    const mark = await poster.locator('svg[aria-hidden="true"]').boundingBox();
    expect(mark!.width).toBeLessThan((await qr.boundingBox())!.width / 3);
  });
});
