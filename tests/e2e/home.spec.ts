import { formatLocalPhone } from "../../src/lib/links";
import { expect, test } from "../browser/fixtures";
import { namedHome } from "../../src/pages/_home";
import { content, nav, site } from "../support/content";

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sections, hero, cards, the service guide and contact tiles", async ({ page }) => {
    await page.goto("/");

    await test.step("the sections in order, under the hero's title", async () => {
      const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((s) => s.id));
      // The services once (the guide, "projects"), featured projects and reviews once there are
      // some, and the gallery once the owner has a photo in it (a drawing proves no work).
      const featured = content.projects.some((project) => project.featured);
      const reviews = content.reviews.length > 0;
      const gallery = content.home.gallery.items.some((item) => item.image.photo);
      expect(ids).toEqual([
        "projects",
        ...(featured ? ["featured-projects"] : []),
        ...(gallery ? ["gallery"] : []),
        ...(reviews ? ["reviews"] : []),
        "contact",
      ]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(namedHome(content.home, site).hero.title);
    });

    await test.step("the hero offers a call and a chat", async () => {
      const hero = page.locator("main > section").first();
      await expect(hero.locator(`a[href="tel:${site.phone}"]`)).toHaveCount(1);
      await expect(hero.locator('a[href^="https://wa.me/"][target="_blank"]')).toHaveCount(1);
    });

    await test.step("the services once, as the guide: each service's card is one link to its page, in the menu's order", async () => {
      const hrefs = await page.locator("#projects a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(nav.services.map((link) => link.path));
      await expect(page.locator("#projects h3")).toHaveText(nav.services.map((link) => link.label));
      await expect(page.locator("#projects img")).toHaveCount(nav.services.length);
      // No button or link nested inside a card's link.
      await expect(page.locator("#projects a a, #projects a button, #projects button")).toHaveCount(0);
    });

    await test.step("contact: call (with the number as text), chat, Instagram and map tiles", async () => {
      const hrefs = await page.locator("#contact a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(
        expect.arrayContaining([
          `tel:${site.phone}`,
          expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
          site.instagramUrl,
          // The Google profile, once set, is the map.
          site.googleProfileUrl ?? site.mapsUrl,
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

  test("cards below the first screen rise in as they scroll into view, 0.1 s apart; on-screen cards and reduced motion stay still", async ({
    newPage,
  }) => {
    // A tall window, so that the first cards are on screen when the page opens.
    const { page } = await newPage({ viewport: { width: 1280, height: 1600 } });
    await page.goto("/");
    // The guide's cards: on the first screen of this window.
    const onScreen = page.locator("main > section:has(.stagger)").first().locator(".stagger");
    // The last list of cards: well below the first screen.
    const below = page.locator("main > section:has(.stagger)").last().locator(".stagger");
    await expect(below.first()).toHaveAttribute("data-rise", "waiting");
    await expect(below.first()).toHaveCSS("opacity", "0");
    const style = (cards: typeof below) =>
      cards.evaluateAll((all) =>
        all.map((card) => [card.getAttribute("data-rise"), getComputedStyle(card).animationName].join(" ")),
      );
    expect(new Set(await style(onScreen.first()))).toEqual(new Set([" none"]));

    await below.first().scrollIntoViewIfNeeded();
    await expect(below.first()).toHaveAttribute("data-rise", "now");
    expect((await style(below)).slice(0, 1)).toEqual(["now rise"]);
    const delays = await below.evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay));
    expect(delays.slice(0, 3)).toEqual(["0s", "0.1s", "0.2s"]);

    const { page: still } = await newPage({ reducedMotion: "reduce" });
    await still.goto("/");
    // The script marks the cards as anywhere, and the stylesheet leaves them still and visible.
    await expect(still.locator('.stagger[data-rise="waiting"]').first()).toBeAttached();
    const looks = await still
      .locator(".stagger")
      .evaluateAll((cards) =>
        cards.map((card) => `${getComputedStyle(card).animationName} ${getComputedStyle(card).opacity}`),
      );
    expect(new Set(looks)).toEqual(new Set(["none 1"]));
  });
});
