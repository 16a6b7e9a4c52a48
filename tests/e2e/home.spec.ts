import { formatLocalPhone } from "../../src/lib/links";
import { expect, test } from "../browser/fixtures";
import { content, site } from "../support/content";

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sections, hero, cards, detailed services, gallery and contact tiles", async ({ page }) => {
    await page.goto("/");

    await test.step("the spec's sections in order, under the hero's title", async () => {
      const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((s) => s.id));
      // The spec's sections in its order, with featured projects and reviews where they fit, once there are some.
      const featured = content.projects.some((project) => project.featured);
      const reviews = content.reviews.length > 0;
      expect(ids).toEqual([
        "highlights",
        "services",
        "projects",
        ...(featured ? ["featured-projects"] : []),
        "detailed-services",
        "gallery",
        ...(reviews ? ["reviews"] : []),
        "contact",
      ]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.home.hero.title);
    });

    await test.step("the hero offers a call and a chat", async () => {
      const hero = page.locator("main > section").first();
      await expect(hero.locator(`a[href="tel:${site.phone}"]`)).toHaveCount(1);
      await expect(hero.locator('a[href^="https://wa.me/"][target="_blank"]')).toHaveCount(1);
    });

    await test.step("highlights, service cards and projects from the content; each project card is one link", async () => {
      const { highlights, services, projects } = content.home;
      await expect(page.locator("#highlights h3")).toHaveText(highlights.items.map((item) => item.title));
      await expect(page.locator("#services h3")).toHaveText(services.items.map((item) => item.title));
      await expect(page.locator("#services img")).toHaveCount(services.items.length);
      const hrefs = await page.locator("#projects a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(projects.items.map((item) => item.href));
      await expect(page.locator("#projects img")).toHaveCount(projects.items.length);
      // No button or link nested inside a card's link.
      await expect(page.locator("#projects a a, #projects a button, #projects button")).toHaveCount(0);
    });

    await test.step("detailed services: its bullets, an order button that opens a chat, and its images", async () => {
      const { detailedServices } = content.home;
      const section = page.locator("#detailed-services");
      await expect(section.locator("ul").first().getByRole("listitem")).toHaveText(detailedServices.items);
      await expect(section.locator('a[href^="https://wa.me/"][target="_blank"]')).toHaveCount(1);
      await expect(section.locator("img")).toHaveCount(detailedServices.images.length);
    });

    await test.step("gallery: each image with a distinct meaningful alt and no caption", async () => {
      const alts = await page
        .locator("#gallery img")
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
      expect(alts).toHaveLength(content.home.gallery.items.length);
      expect(alts.filter((alt) => alt.trim().length <= 10)).toEqual([]);
      expect(new Set(alts).size).toBe(alts.length);
      await expect(page.locator("#gallery figcaption")).toHaveCount(0);
    });

    await test.step("contact: call (with the number as text), chat, Instagram and map tiles", async () => {
      const hrefs = await page.locator("#contact a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(
        expect.arrayContaining([
          `tel:${site.phone}`,
          expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
          site.instagramUrl,
          site.mapsUrl,
        ]),
      );
      expect(hrefs).toHaveLength(4);
      // toContainText normalises white space, the no-break spaces of the number included.
      await expect(page.locator("#contact")).toContainText(formatLocalPhone(site.phone));
    });
  });
});

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("cards animate in with a 0.1 s stagger, and not at all under reduced motion", async ({ page, newPage }) => {
    await page.goto("/");
    const delays = await page
      .locator("#highlights .stagger")
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationDelay));
    expect(delays.slice(0, 3)).toEqual(["0s", "0.1s", "0.2s"]);

    const { page: still } = await newPage({ reducedMotion: "reduce" });
    await still.goto("/");
    const names = await still
      .locator(".stagger")
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationName));
    expect(new Set(names)).toEqual(new Set(["none"]));
  });
});
