import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { kB, loadBudgets } from "../../scripts/audit/config.js";
import { countOf, fill } from "../../src/lib/estimate";
import { formatNumber, formatTotal, isolateFigures } from "../../src/lib/format";
import { pricedItems } from "../../src/lib/prices";
import { rangeWithVat } from "../../src/lib/vat";
import {
  estimatePath,
  pathOfService,
  projectsPath,
  serviceSlugs,
  type ServiceSlug,
} from "../../src/model/contract/pages";
import { firstRow, openEstimator, openPanel, plainSlug, unitOf, words } from "../browser/estimator";
import { sendWhatsApp } from "../browser/contact-tap";
import { expect, test, type Page } from "../browser/fixtures";
import { content, nav, site, ui } from "../support/content";

// The price estimator (src/components/islands/estimator.tsx), the site's one
// island, against the built site. Every expected figure and word comes from the
// content: the prices of the table the estimator sits under, the unit's limits
// and the estimator's words in content/ui.yml. How its states look and pass axe:
// tests/pages/estimator-states.spec.ts.

const buildDir = join(import.meta.dirname, "../../build/client");

/** Whether a service's page has prices, and so an estimator. */
const hasPrices = (slug: ServiceSlug) => pricedItems(content.services[slug].sections).length > 0;

/** The script budget of a page with an island (audit.budgets.json, decision 0001), in bytes. */
const islandScriptBudget = kB * (loadBudgets().jsKB as { island: boolean; max: number }[]).find((b) => b.island)!.max;

/** The island's own code, gzip (the budgets' note on jsKB): the estimator asks the spec within 8 kB. */
const islandOwnCodeBudget = 8 * kB;

/** A plain service page's priced items, in the order the page and the estimator list them. */
const plainRows = pricedItems(content.services[plainSlug].sections);

const messageOf = async (link: ReturnType<Page["locator"]>) =>
  new URL((await link.getAttribute("href"))!).searchParams.get("text") ?? "";

const plainRow = firstRow(plainSlug)!;

/** The total with VAT for `quantity` of an item, as the estimator leads with it (the arithmetic: src/lib/vat.test.ts). */
const totalOf = (price: { min: number; max: number }, quantity: number) =>
  formatTotal(rangeWithVat(price, site.prices, quantity).withVat, ui.prices);
const estimateLine = fill(words.message.estimate, { percent: isolateFigures(`${site.prices.vatPercent}%`) });

test("on a service page, typing «٣٠» shows the content's range for 30 units and a WhatsApp link that carries it", async ({
  page,
}) => {
  const form = await openEstimator(page, pathOfService(plainSlug));
  const unit = unitOf(plainRow.price.unit);
  await form.getByLabel(words.item).selectOption({ label: plainRow.name });
  const quantity = form.getByLabel(unit.label);
  await quantity.pressSequentially("٣٠");

  const total = totalOf(plainRow.price, 30);
  const status = form.getByRole("status");
  await expect(status).toContainText(total);
  await expect(status).toContainText(
    fill(words.basis, { item: plainRow.name, measure: unit.measure, quantity: countOf(30, unit) }),
  );
  await expect(status).not.toContainText(/NaN|Infinity/);
  await expect(quantity).not.toHaveAttribute("aria-invalid");

  await form.getByLabel(words.district).fill("حي النرجس");
  const chat = form.getByRole("link", { name: words.send });
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(form.getByRole("link", { name: ui.contact.call })).toHaveAttribute("href", `tel:${site.phone}`);

  await test.step("the WhatsApp link opens a chat with the service, item, quantity, range and district", async () => {
    // Counted as an event when the owner's analytics count events (the layout marks <html>).
    await page.evaluate(() => document.documentElement.setAttribute("data-analytics-events", ""));
    const { lines } = await sendWhatsApp(chat);
    const message = lines.join("\n");
    expect(message).toContain(content.services[plainSlug].name);
    expect(message).toContain(`${words.message.item}: ${plainRow.name}`);
    expect(message).toContain(`${unit.measure}: ${countOf(30, unit)}`);
    expect(message).toContain(`${estimateLine}: ${total}`);
    expect(message).toContain(`${words.message.district}: حي النرجس`);
    const events = await page.evaluate(() => (window as { plausible?: { q?: unknown[][] } }).plausible?.q ?? []);
    expect(events).toContainEqual([
      "Estimate sent to WhatsApp",
      { props: { page: pathOfService(plainSlug), service: plainSlug } },
    ]);
  });
});

test("what people really type: other digits and separators read, mistakes named at the field", async ({ page }) => {
  const form = await openEstimator(page, pathOfService(plainSlug));
  await form.getByLabel(words.item).selectOption({ label: plainRow.name });
  const unit = unitOf(plainRow.price.unit);
  const quantity = form.getByLabel(unit.label);
  const status = form.getByRole("status");
  const range = (n: number) => totalOf(plainRow.price, n);

  for (const [typed, value] of [
    ["۱۲٫۵", 12.5],
    ["١٬٢٠٠", 1200],
    ["1 200", 1200],
    [formatNumber(unit.max), unit.max],
  ] as const) {
    await quantity.fill(typed);
    await expect(status, typed).toContainText(range(value));
  }

  const prompt = fill(words.prompt, { measure: unit.measure });
  const problems = [
    ["ثلاثون", fill(words.problems.invalid, { measure: unit.measure })],
    ["0", words.problems.notPositive],
    ["-5", words.problems.notPositive],
  ] as const;
  for (const [typed, problem] of problems) {
    await quantity.fill(typed);
    await expect(quantity, typed).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await quantity.getAttribute("aria-describedby"))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(problem);
    await expect(status).toHaveText(prompt);
    // No figure from a bad quantity reaches the chat.
    expect(await messageOf(form.locator('a[href^="https://wa.me/"]'))).not.toContain(estimateLine);
  }

  await quantity.fill("");
  await expect(quantity).not.toHaveAttribute("aria-invalid");
  await expect(status).toHaveText(prompt);
});

test("an implausible quantity gets a suggestion to book a visit or call, not a range", async ({ page }) => {
  const form = await openEstimator(page, pathOfService(plainSlug));
  await form.getByLabel(words.item).selectOption({ label: plainRow.name });
  const unit = unitOf(plainRow.price.unit);
  const quantity = form.getByLabel(unit.label);
  await quantity.fill(formatNumber(unit.max * 10));
  await expect(form.getByRole("status")).toHaveText(words.large);
  await expect(quantity).not.toHaveAttribute("aria-invalid");
  await expect(form.getByRole("link", { name: ui.contact.call })).toBeVisible();
  const visit = form.getByRole("link", { name: ui.contact.chat });
  const message = await messageOf(visit);
  expect(message.split("\n")[0]).toBe(fill(words.message.visit, { service: content.services[plainSlug].name }));
  expect(message).not.toContain(estimateLine);
});

test("everything works by keyboard, and focus never sits under the contact bar or the header", async ({ page }) => {
  const form = await openEstimator(page, pathOfService(plainSlug));
  const item = form.getByLabel(words.item);
  await item.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  const second = plainRows[1]!;
  await expect(item.locator("option:checked")).toHaveText(second.name);
  const bar = await page.locator("[data-contact-controls]").boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  // Quantity, district, the chat link, the call link: each in view when it takes focus.
  for (let i = 0; i < 4; i++) {
    const box = await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON());
    expect(box.bottom, "above the contact bar").toBeLessThanOrEqual(bar!.y);
    expect(box.top, "below the header").toBeGreaterThanOrEqual(header!.y + header!.height);
    if (i === 0) await page.keyboard.type("٣٠");
    await page.keyboard.press("Tab");
  }
  await expect(form.getByRole("status")).toContainText(totalOf(second.price, 30));
});

test("/estimate: the buyer chooses the service first, then the item and the quantity", async ({ page }) => {
  // A service whose first price is not per square metre, so the unit's own label and limits show.
  // (A service with a price model asks its spec instead: tests/e2e/spec-estimator.spec.ts.)
  const slug = serviceSlugs.find(
    // A board by the metre is estimated by area (m²), so not one of those either.
    (s) => firstRow(s) && !["sqm", "metre"].includes(firstRow(s)!.price.unit) && !content.services[s].estimate,
  )!;
  const row = firstRow(slug)!;
  const unit = unitOf(row.price.unit);
  // The choice of a service is in the page's HTML; a service's data file comes when it is chosen, only its.
  const files: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/estimator-.*\.json$/.test(request.url())) files.push(request.url());
  });
  const form = await openEstimator(page, estimatePath);
  await expect(form.getByLabel(words.item)).toHaveCount(0);
  expect(files).toEqual([]);
  await form.getByLabel(words.service).selectOption({ label: content.services[slug].name });
  await form.getByLabel(words.item).selectOption({ label: row.name });
  expect(files).toHaveLength(1);
  await form.getByLabel(unit.label).pressSequentially("۲۵");
  const total = totalOf(row.price, 25);
  await expect(form.getByRole("status")).toContainText(total);
  const message = await messageOf(form.getByRole("link", { name: words.send }));
  expect(message).toContain(content.services[slug].name);
  // «25 بابًا», «25 مترًا طوليًا»: the count agrees with its noun, in the content's forms.
  expect(message).toContain(`${unit.measure}: ${countOf(25, unit)}`);
  expect(message).toContain(total);
});

test("/estimate has its own title, description, canonical URL and matching structured data", async ({ page }) => {
  const response = await page.goto(estimatePath);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${words.page.meta.title} | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", words.page.meta.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${estimatePath}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.page.title);
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")));
  const webPage = documents.find((d) => d["@type"] === "WebPage");
  expect(webPage).toMatchObject({ name: words.page.title, description: words.page.meta.description });
  expect(webPage.url).toMatch(new RegExp(`${estimatePath}$`));
  const crumbs = documents.find((d) => d["@type"] === "BreadcrumbList");
  expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: ui.nav.estimate, item: webPage.url });
  // Nothing is offered for sale on this page: the offers belong to the service pages.
  expect(JSON.stringify(documents)).not.toContain("Offer");
});

test("/estimate is linked from the home page, the navigation and every service page with prices", async ({
  request,
}) => {
  expect(nav.estimate.path).toBe(estimatePath);
  for (const path of ["/", ...serviceSlugs.filter(hasPrices).map(pathOfService)]) {
    const html = await (await request.get(path)).text();
    const part = (tag: string) => html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));
    for (const tag of ["header", "main"]) expect(part(tag), `${path} <${tag}>`).toContain(`href="${estimatePath}"`);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/canopies", estimatePath]) {
    test(`${path}: the estimator's place says how to get an estimate, with call and WhatsApp links`, async ({
      page,
    }) => {
      await page.goto(path);
      if (path !== estimatePath) await expect(page.locator("table").first()).toBeVisible();
      await openPanel(page);
      const form = page.getByRole("group", { name: path === estimatePath ? words.page.title : words.title });
      await expect(form).toContainText(words.noScript);
      await expect(form.locator("select").first()).toBeDisabled();
      await expect(form.locator(`a[href="tel:${site.phone}"]`)).toBeVisible();
      const chat = form.getByRole("link", { name: ui.contact.chat });
      await expect(chat).toBeVisible();
      expect(await messageOf(chat)).toBeTruthy();
    });
  }
});

test("pages without prices load none of the estimator; a priced page loads it in view, within the island's script budget", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // The home page and the projects never have prices; a service without prices neither.
  const unpriced = ["/", projectsPath, ...serviceSlugs.filter((s) => !hasPrices(s)).map(pathOfService)];
  for (const path of unpriced) {
    await page.goto(path);
    await page.keyboard.press("End");
    await expect(page.locator("astro-island")).toHaveCount(0);
  }
  expect(scripts.filter((path) => /estimator|client/.test(path))).toEqual([]);

  // On a priced page the estimator hydrates when it scrolls into view (client:visible): nothing of it loads before.
  scripts.length = 0;
  await page.goto("/canopies");
  await expect(page.locator("astro-island")).toHaveCount(1);
  // Two frames: time for the island's observer to report what is in view, and for a load to start.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(scripts.filter((path) => /estimator|client/.test(path))).toEqual([]);
  await openEstimator(page, "/canopies");
  const gzip = [...new Set(scripts)].map((path) => gzipSync(readFileSync(join(buildDir, path))).length);
  // The island, React's renderer, and everything else the page loaded.
  expect(scripts.some((path) => path.includes("estimator"))).toBe(true);
  expect(scripts.some((path) => path.includes("client"))).toBe(true);
  expect(gzip.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(islandScriptBudget);
  // The island's own code, beyond React's runtime and Astro's: the estimator's chunk.
  const own = [...new Set(scripts)].filter((path) => /estimator/.test(path));
  expect(
    own.map((path) => gzipSync(readFileSync(join(buildDir, path))).length).reduce((a, b) => a + b, 0),
  ).toBeLessThanOrEqual(islandOwnCodeBudget);
});
