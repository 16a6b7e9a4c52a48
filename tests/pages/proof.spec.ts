import { projectPath, projectsByServicePath, projectsPath, servicePages } from "../../src/model/contract/pages";
import { expect, test } from "../browser/fixtures";
import { filteredServices, mainImages } from "../browser/support";
import { content, site, ui } from "../support/content";
import { checkTrustBand } from "../browser/prerendered/proof";

// The company's proof, checked against the content as the owner left it: the
// footer's registration numbers, the projects and reviews, the example labels,
// and structured data that says what the page shows. Each page as pre-rendered
// (no JavaScript), at the desktop width. A service page's trust band, projects
// and reviews: prerendered/proof.ts, in prerendered.spec.ts's load of it.

test.use({ javaScriptEnabled: false });

const { company } = site;

// The footer's company details: src/components/layout/footer.test.tsx.
test("home: trust band, business structured data, contact tile, featured projects and reviews @desktop", async ({
  page,
}) => {
  await page.goto("/");

  await checkTrustBand(page);

  await test.step("business structured data equals the visible profile and never rates the company itself", async () => {
    const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    );
    const business = documents.find((doc) => doc["@type"] === "GeneralContractor");
    expect(business, "a GeneralContractor document").toBeDefined();
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("[data-vat]")).toHaveText(String(business?.vatID));
    expect(business?.legalName).toBe(company.legalName);
    expect(business?.foundingDate).toBe(String(company.founded));
    const address = business?.address as Record<string, string>;
    const shown = footer.locator("[data-address]");
    await expect(shown).toContainText(address.streetAddress!);
    await expect(shown).toContainText(address.postalCode!);
    expect(business?.geo).toEqual(
      company.geo && { "@type": "GeoCoordinates", latitude: company.geo.lat, longitude: company.geo.lng },
    );
    // Google treats a company's own reviews as self-serving: no Review or rating markup at all.
    expect(JSON.stringify(documents)).not.toMatch(/"(Review|AggregateRating)"/);
  });

  await test.step("the contact tile shows the office only when there is a pin, and never a made-up place", async () => {
    const tile = page.locator("#contact").getByRole("link", { name: content.home.contact.map });
    await expect(tile).toContainText(company.geo ? company.address.district : content.home.contact.serviceArea);
  });

  await test.step("the featured projects and the newest reviews, examples labelled", async () => {
    const featured = content.projects.filter((project) => project.featured);
    const reviews = content.reviews.slice(0, 4);
    await expect(page.locator("#featured-projects h3")).toHaveText(featured.map((p) => p.title));
    await expect(page.locator("#reviews blockquote")).toHaveText(reviews.map((r) => r.text));
    const examples = featured.filter((p) => p.example).length + reviews.filter((r) => r.example).length;
    await expect(page.getByText(ui.exampleLabel, { exact: true })).toHaveCount(examples);
  });
});

test("projects list: every project newest first, filters by service with plain links @desktop", async ({
  page,
  request,
}) => {
  const response = await page.goto(projectsPath);
  expect(response?.status()).toBe(200);

  await test.step("every project newest first, each card one link to its page, examples labelled", async () => {
    const cards = page.locator("#projects li:has(h3)");
    await expect(cards.locator("h3")).toHaveText(content.projects.map((p) => p.title));
    expect(await cards.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      content.projects.map((p) => projectPath(p.slug)),
    );
    for (const [i, project] of content.projects.entries()) {
      await expect(cards.nth(i).getByText(ui.exampleLabel)).toHaveCount(project.example ? 1 : 0);
    }
  });

  await test.step("filters by service with plain links, without JavaScript, for each service with projects", async () => {
    const withProjects = servicePages.filter(({ slug }) => filteredServices.includes(slug));
    const filters = page.getByRole("navigation", { name: content.projectsPage.filterLabel });
    await expect(filters.getByRole("link")).toHaveCount(1 + withProjects.length);
    await expect(filters.locator('[aria-current="page"]')).toHaveText(content.projectsPage.all);
    for (const { slug } of withProjects) {
      await filters.getByRole("link", { name: content.services[slug].name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${projectsByServicePath(slug)}$`));
      await expect(page.locator("#projects h3")).toHaveText(
        content.projects.filter((p) => p.service === slug).map((p) => p.title),
      );
      await expect(filters.locator('[aria-current="page"]')).toHaveText(content.services[slug].name);
    }
    // No link leads to an empty list: a service without projects has no filter page.
    for (const { slug } of servicePages.filter(({ slug }) => !filteredServices.includes(slug))) {
      expect((await request.get(projectsByServicePath(slug))).status(), slug).toBe(404);
    }
  });
});

for (const project of content.projects) {
  test(`project ${project.slug}: its facts, its label when it is an example, and its photos with alt and size @desktop`, async ({
    page,
  }) => {
    const response = await page.goto(projectPath(project.slug));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    const hero = page.locator("main > section").first();
    const facts = hero.locator("dl");
    for (const fact of [project.district, String(project.year), project.duration, project.clientType])
      await expect(facts).toContainText(fact);
    await expect(facts).toContainText(project.size.value.toLocaleString("en-US"));
    await expect(hero.getByRole("link", { name: content.services[project.service].name })).toHaveAttribute(
      "href",
      servicePages.find((p) => p.slug === project.service)!.path,
    );
    await expect(page.getByText(ui.exampleLabel)).toHaveCount(project.example ? 1 : 0);

    const images = await mainImages(page);
    // The schema asks for at least one photo, so this list is never empty.
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
  });
}
