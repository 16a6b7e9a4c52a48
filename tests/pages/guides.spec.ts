import { readingMinutes } from "../../src/model/contract/guide-body";
import { guidePath, guidesFeedPath, guidesPath, pathOfService, servicePages } from "../../src/model/contract/pages";
import { expect, test, type Page } from "../browser/fixtures";
import { content } from "../support/content";

// The guides as the owner left them: the list (newest first, filters as plain
// links), each guide with its table of contents, dates, sources, service link,
// contact actions and structured data, the Atom feed, and the service pages'
// links to their guides. Expected values come from content/guides/.

const { guides, guidesPage } = content;

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("/guides lists every guide newest first, with service filters as plain links and the feed announced", async ({
  page,
}) => {
  await page.goto(guidesPath);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(guidesPage.title);
  await expect(page.locator("#guides h3")).toHaveText(
    [...guides].sort((a, b) => b.published.localeCompare(a.published)).map((g) => g.title),
  );
  const filters = page.getByRole("navigation", { name: guidesPage.filterLabel }).getByRole("link");
  await expect(filters.first()).toHaveAttribute("aria-current", "page");
  const services = new Set(guides.map((g) => g.service));
  await expect(filters).toHaveCount(services.size + 1);
  await filters.nth(1).click();
  await expect(page.locator("#guides h3").first()).toBeVisible();
  const filtered = await page.locator("#guides h3").allTextContents();
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThanOrEqual(guides.length);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    new RegExp(`${guidesFeedPath}$`),
  );
});

for (const guide of guides) {
  test(`${guidePath(guide.slug)}: table of contents, dates, reading time, sources, service link, actions, Article and BreadcrumbList`, async ({
    page,
  }) => {
    await page.goto(guidePath(guide.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);
    // Every ## heading of the body is in the table of contents and its link reaches it.
    const toc = page.getByRole("navigation", { name: guidesPage.contents });
    const h2s = [...guide.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
    for (const text of h2s) {
      const link = toc.getByRole("link", { name: text, exact: true });
      await expect(link).toHaveCount(1);
      const id = (await link.getAttribute("href"))!.slice(1);
      await expect(page.locator(`[id="${id}"]`)).toHaveText(text);
    }
    // Each date shown once (two may be the same day: a guide's facts checked when it was published).
    const dates = [guide.published, guide.updated, guide.factsChecked].filter(Boolean);
    for (const date of dates)
      await expect(page.locator(`main time[datetime="${date}"]`)).toHaveCount(dates.filter((d) => d === date).length);
    await expect(page.getByRole("main")).toContainText(guidesPage.readingTime.split("{minutes}")[0]!);
    expect(readingMinutes(guide.body)).toBeGreaterThan(0);
    const sources = page.getByRole("region", { name: guidesPage.sources }).getByRole("link");
    await expect(sources).toHaveCount(guide.sources.length);
    for (const [i, source] of guide.sources.entries()) {
      await expect(sources.nth(i)).toHaveAttribute("href", source.url);
      await expect(sources.nth(i)).toHaveText(source.title);
    }
    await expect(
      page
        .getByRole("main")
        .locator(`a[href="${pathOfService(guide.service)}"]`)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("main").locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.getByRole("main").locator('a[href^="https://wa.me/"]').first()).toBeVisible();
    // Every price list named in the body shows on the page, read from the content.
    for (const [, service] of guide.body.matchAll(/^\{\{\s*prices:([a-z-]+)\s*\}\}$/gm))
      await expect(page.locator(`[data-guide-prices="${service}"] [data-price]`).first()).toBeVisible();

    const docs = await jsonLd(page);
    const article = docs.find((d) => d["@type"] === "Article")!;
    expect(article).toMatchObject({
      headline: guide.title,
      description: guide.description,
      datePublished: guide.published,
      dateModified: guide.updated ?? guide.published,
    });
    expect(article.url).toBe(await page.locator('link[rel="canonical"]').getAttribute("href"));
    expect((article.citation as { url: string }[]).map((c) => c.url)).toEqual(guide.sources.map((s) => s.url));
    const crumbs = docs.find((d) => d["@type"] === "BreadcrumbList")!.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual([content.ui.nav.home, guidesPage.navLabel, guide.title]);
  });
}

test("the Atom feed lists every guide at its canonical URL", async ({ request }) => {
  const response = await request.get(guidesFeedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  expect(xml.match(/<entry>/g)?.length).toBe(guides.length);
  for (const guide of guides) expect(xml).toContain(`${content.site.url}${guidePath(guide.slug)}</id>`);
});

test("each service page links its guides", async ({ page }) => {
  for (const service of new Set(guides.map((g) => g.service))) {
    await page.goto(pathOfService(service));
    const section = page.getByRole("region", { name: guidesPage.serviceGuides });
    for (const guide of guides.filter((g) => g.service === service))
      await expect(section.locator(`a[href="${guidePath(guide.slug)}"]`)).toBeVisible();
  }
});
// axe and overflow on /guides and each guide: pages.spec.ts, which checks every built page.

test("permit steps on a service page cite their guide's source and checked date, and link the guide", async ({
  page,
}) => {
  const words = content.ui.servicePage.citation;
  const cited = servicePages.flatMap(({ slug, path }) =>
    content.services[slug].sections.flatMap((section) =>
      section.kind === "steps" && section.guide ? [{ path, id: section.id, slug: section.guide }] : [],
    ),
  );
  expect(cited.length).toBeGreaterThan(0);
  for (const { path, id, slug } of cited) {
    const guide = guides.find((g) => g.slug === slug)!;
    await page.goto(path);
    const line = page.locator(`#${id} [data-citation]`);
    await expect(line).toContainText(`${words.source} ${guide.sources[0]!.title}، ${words.checked}`);
    await expect(line.locator("time")).toHaveAttribute("datetime", guide.factsChecked!);
    await expect(line.getByRole("link", { name: guide.sources[0]!.title })).toHaveAttribute(
      "href",
      guide.sources[0]!.url,
    );
    await line.getByRole("link", { name: guide.title }).click();
    await expect(page).toHaveURL(guidePath(slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);
  }
});
