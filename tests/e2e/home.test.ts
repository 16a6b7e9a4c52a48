import { describe, expect, test } from "vitest";
import { formatLocalPhone } from "../../app/lib/links";
import { content, site } from "../support/content";
import { open, setupBrowser } from "./support";

const { newContext } = setupBrowser();

describe("home page", () => {
  test("has the spec's sections in order", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page } = await open(context, "/");
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
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(content.home.hero.title);
    await context.close();
  });

  test("hero offers a call and a chat", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page } = await open(context, "/");
    const hero = page.locator("main > section").first();
    expect(await hero.locator(`a[href="tel:${site.phone}"]`).count()).toBe(1);
    expect(await hero.locator('a[href^="https://wa.me/"][target="_blank"]').count()).toBe(1);
    await context.close();
  });

  test("shows 8 highlights, 8 service image cards and 8 projects linking in the spec's order", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page } = await open(context, "/");
    expect(await page.locator("#highlights").getByRole("listitem").count()).toBe(8);
    expect(await page.locator("#highlights h3").count()).toBe(8);

    expect(await page.locator("#services img").count()).toBe(8);
    expect(await page.locator("#services h3").count()).toBe(8);

    const projects = page.locator("#projects").getByRole("listitem");
    expect(await projects.count()).toBe(8);
    expect(await page.locator("#projects img").count()).toBe(8);
    const hrefs = await page.locator("#projects a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/warehouses-detail",
      "/cladding",
      "/sandwich-panel",
      "/fencing",
      "/doors",
      "/shutters",
      "/canopies",
      "/LaserShutters",
    ]);
    // Each project card is one link, with no button or link nested inside it.
    expect(await page.locator("#projects a a, #projects a button, #projects button").count()).toBe(0);
    await context.close();
  });

  test("detailed services: 8 bullets, an order button that opens a chat, and 4 images", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page } = await open(context, "/");
    const section = page.locator("#detailed-services");
    expect(await section.locator("ul").first().getByRole("listitem").count()).toBe(8);
    expect(await section.locator('a[href^="https://wa.me/"][target="_blank"]').count()).toBe(1);
    expect(await section.locator("img").count()).toBe(4);
    await context.close();
  });

  test("gallery: 12 images, each with a distinct meaningful alt and no caption", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page } = await open(context, "/");
    const alts = await page
      .locator("#gallery img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
    expect(alts).toHaveLength(12);
    expect(alts.every((alt) => alt.trim().length > 10)).toBe(true);
    expect(new Set(alts).size).toBe(12);
    expect(await page.locator("#gallery figcaption").count()).toBe(0);
    await context.close();
  });

  test("contact: call (with the number as text), chat, Instagram and map tiles", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page } = await open(context, "/");
    const hrefs = await page.locator("#contact a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toHaveLength(4);
    expect(hrefs[0]).toBe(`tel:${site.phone}`);
    expect(hrefs[1]).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(hrefs[2]).toBe(site.instagramUrl);
    expect(hrefs[3]).toBe(site.mapsUrl);
    expect((await page.locator("#contact").innerText()).replace(/\u00a0/g, " ")).toContain(
      formatLocalPhone(site.phone).replace(/\u00a0/g, " "),
    );
    await context.close();
  });

  test("cards animate in with a 0.1 s stagger, and not at all under reduced motion", async () => {
    const context = await newContext();
    const { page } = await open(context, "/");
    const delays = await page
      .locator("#highlights .stagger")
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationDelay));
    expect(delays.slice(0, 3)).toEqual(["0s", "0.1s", "0.2s"]);
    await context.close();

    const reduced = await newContext({ reducedMotion: "reduce" });
    const { page: still } = await open(reduced, "/");
    const names = await still
      .locator(".stagger")
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationName));
    expect(new Set(names)).toEqual(new Set(["none"]));
    await reduced.close();
  });
});
