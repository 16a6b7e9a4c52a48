import { describe, expect, test } from "vitest";
import {
  projectPath,
  projectsByServicePath,
  projectsPath,
  servicePages,
  type ServiceSlug,
} from "../../app/content/routes";
import { content, site, ui } from "../support/content";
import { desktop, open, routes, setupBrowser, mainImages } from "./support";

// The company's proof, checked against the content as the owner left it: the
// trust band's figures, the footer's registration numbers, the projects and
// reviews, the example labels, and structured data that says what the page shows.

const { newContext } = setupBrowser();
const { company } = site;
const delivered = content.projects.filter((project) => !project.example);
const warrantyFor = (slug?: ServiceSlug) =>
  (slug && company.warranty?.services?.find((rule) => rule.service === slug)?.text) || company.warranty?.general;
const slugOf = (path: string) => servicePages.find((page) => page.path === path)?.slug;

async function staticPage(path: string, viewport = desktop) {
  const context = await newContext({ javaScriptEnabled: false, viewport });
  const { page, status } = await open(context, path);
  return { context, page, status };
}

describe.each(["/", ...servicePages.map((page) => page.path)])("trust band on %s", (path) => {
  test("shows only what the profile and the delivered projects support", async () => {
    const { context, page } = await staticPage(path);
    const band = page.getByRole("region", { name: ui.trust.label });
    const item = (key: string) => band.locator(`[data-trust="${key}"]`);
    const years = new Date().getFullYear() - company.founded;
    expect(await item("years").innerText()).toContain(String(years));
    // Examples never count as work done.
    expect(await item("projects").count()).toBe(delivered.length ? 1 : 0);
    if (delivered.length) expect(await item("projects").innerText()).toContain(String(delivered.length));
    const warranty = warrantyFor(slugOf(path));
    expect(await item("warranty").count()).toBe(warranty ? 1 : 0);
    if (warranty) expect(await item("warranty").innerText()).toContain(warranty);
    expect(await item("contact247").count()).toBe(company.contact247 ? 1 : 0);
    expect(await item("freeSurvey").count()).toBe(company.freeSurvey ? 1 : 0);
    await context.close();
  });
});

describe.each([...routes, projectsPath])("company details on %s", (path) => {
  test("the footer names the company, its CR, VAT number and address", async () => {
    const { context, page } = await staticPage(path);
    const footer = page.getByRole("contentinfo");
    expect(await footer.locator("[data-cr]").innerText()).toBe(company.cr);
    expect(await footer.locator("[data-vat]").innerText()).toBe(company.vat);
    expect(await footer.innerText()).toContain(company.legalName);
    const address = await footer.locator("[data-address]").innerText();
    for (const part of [company.address.street, company.address.district, company.address.postalCode])
      expect(address).toContain(part);
    await context.close();
  });
});

describe("business structured data", () => {
  test("equals the visible profile and never rates the company itself", async () => {
    const { context, page } = await staticPage("/");
    const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    );
    const business = documents.find((doc) => doc["@type"] === "GeneralContractor")!;
    const footer = page.getByRole("contentinfo");
    expect(business.vatID).toBe(await footer.locator("[data-vat]").innerText());
    expect(business.legalName).toBe(company.legalName);
    expect(business.foundingDate).toBe(String(company.founded));
    const address = business.address as Record<string, string>;
    const shown = await footer.locator("[data-address]").innerText();
    expect(shown).toContain(address.streetAddress);
    expect(shown).toContain(address.postalCode);
    expect(business.geo).toEqual(
      company.geo && { "@type": "GeoCoordinates", latitude: company.geo.lat, longitude: company.geo.lng },
    );
    // Google treats a company's own reviews as self-serving: no Review or rating markup at all.
    expect(JSON.stringify(documents)).not.toMatch(/"(Review|AggregateRating)"/);
    await context.close();
  });

  test("the contact tile shows the office only when there is a pin, and never a made-up place", async () => {
    const { context, page } = await staticPage("/");
    const tile = page.locator("#contact").getByRole("link", { name: new RegExp(content.home.contact.map) });
    const text = await tile.innerText();
    if (company.geo) expect(text).toContain(company.address.district);
    else expect(text).toContain(content.home.contact.serviceArea);
    await context.close();
  });
});

describe("projects list", () => {
  test("lists every project newest first, each card one link to its page, examples labelled", async () => {
    const { context, page, status } = await staticPage(projectsPath);
    expect(status).toBe(200);
    const cards = page.locator("#projects li:has(h3)");
    expect(await cards.locator("h3").allInnerTexts()).toEqual(content.projects.map((p) => p.title));
    expect(await cards.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      content.projects.map((p) => projectPath(p.slug)),
    );
    for (const [i, project] of content.projects.entries()) {
      expect(await cards.nth(i).getByText(ui.exampleLabel).count()).toBe(project.example ? 1 : 0);
    }
    await context.close();
  });

  test("filters by service with plain links, without JavaScript", async () => {
    const withProjects = servicePages.filter(({ slug }) => content.projects.some((p) => p.service === slug));
    const { context, page } = await staticPage(projectsPath);
    const filters = page.getByRole("navigation", { name: content.projectsPage.filterLabel });
    expect(await filters.getByRole("link").count()).toBe(1 + withProjects.length);
    expect(await filters.locator('[aria-current="page"]').innerText()).toBe(content.projectsPage.all);
    for (const { slug } of withProjects) {
      await filters.getByRole("link", { name: content.services[slug].name, exact: true }).click();
      await page.waitForURL(`**${projectsByServicePath(slug)}`);
      const titles = await page.locator("#projects h3").allInnerTexts();
      expect(titles).toEqual(content.projects.filter((p) => p.service === slug).map((p) => p.title));
      expect(await filters.locator('[aria-current="page"]').innerText()).toBe(content.services[slug].name);
    }
    await context.close();
  });

  test("a filter with no project says so and is kept out of search", async () => {
    const empty = servicePages.find(({ slug }) => !content.projects.some((p) => p.service === slug));
    if (!empty) return expect(content.projects.length).toBeGreaterThan(0);
    const { context, page } = await staticPage(projectsByServicePath(empty.slug));
    expect(await page.locator("#projects").innerText()).toContain(content.projectsPage.empty);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await context.close();
  });
});

describe.each(content.projects.map((project) => [project.slug, project] as const))("project %s", (slug, project) => {
  test("shows its facts, its label when it is an example, and its photos with alt and size", async () => {
    const { context, page, status } = await staticPage(projectPath(slug));
    expect(status).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(project.title);
    const hero = page.locator("main > section").first();
    const facts = await hero.locator("dl").innerText();
    for (const fact of [project.district, String(project.year), project.duration, project.clientType])
      expect(facts).toContain(fact);
    expect(facts).toContain(project.size.value.toLocaleString("en-US"));
    expect(await hero.getByRole("link", { name: content.services[project.service].name }).getAttribute("href")).toBe(
      servicePages.find((p) => p.slug === project.service)!.path,
    );
    expect(await page.getByText(ui.exampleLabel).count()).toBe(project.example ? 1 : 0);

    const images = await mainImages(page);
    expect(images.map((image) => image.alt)).toEqual(project.photos.map((photo) => photo.alt));
    for (const image of images) {
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
    }
    // The first photo is the hero; the rest are below the fold and lazy.
    expect(images.map((image) => image.loading)).toEqual(images.map((_, i) => (i === 0 ? "eager" : "lazy")));

    const breadcrumb = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((json) => JSON.parse(json) as { "@type": string; itemListElement?: { name: string }[] })
      .find((doc) => doc["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement?.map((item) => item.name)).toEqual([
      ui.nav.home,
      ui.nav.projects,
      project.title,
    ]);
    await context.close();
  });
});

describe("projects and reviews on other pages", () => {
  test("the home page shows the featured projects and the newest reviews, examples labelled", async () => {
    const { context, page } = await staticPage("/");
    const featured = content.projects.filter((project) => project.featured);
    expect(await page.locator("#featured-projects h3").allInnerTexts()).toEqual(featured.map((p) => p.title));
    const reviews = page.locator("#reviews blockquote");
    expect(await reviews.allInnerTexts()).toEqual(content.reviews.slice(0, 4).map((r) => r.text));
    const examples =
      featured.filter((p) => p.example).length + content.reviews.slice(0, 4).filter((r) => r.example).length;
    expect(await page.getByText(ui.exampleLabel, { exact: true }).count()).toBe(examples);
    await context.close();
  });

  test.each(servicePages.map((page) => [page.path, page.slug] as const))(
    "%s shows its own projects and reviews",
    async (path, slug) => {
      const { context, page } = await staticPage(path);
      const projects = content.projects.filter((project) => project.service === slug);
      const reviews = content.reviews.filter((review) => review.service === slug);
      expect(await page.locator("#projects h3").allInnerTexts()).toEqual(projects.map((p) => p.title));
      expect(await page.locator("#reviews blockquote").allInnerTexts()).toEqual(reviews.map((r) => r.text));
      await context.close();
    },
  );
});
