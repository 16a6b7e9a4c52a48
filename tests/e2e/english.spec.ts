import { countOf, fill, startOfLine } from "../../src/lib/estimate";
import { formatTotal, isolateFigures } from "../../src/lib/format";
import { pricedItems } from "../../src/lib/prices";
import { rangeWithVat, shownPrice } from "../../src/lib/vat";
import { englishSite, pathIn } from "../../src/model/languages/english";
import { estimatePath, servicePages } from "../../src/model/contract/pages";
import { fontsSettledInPage } from "../../scripts/browser/page-checks.js";
import { expect, test, type Page } from "../browser/fixtures";
import { sendWhatsApp } from "../browser/contact-tap";
import { perPage } from "../browser/support";
import { content, pagePaths, site, ui } from "../support/content";

// The English pages against the built site (src/model/languages/english.ts): each pair's lang, dir, hreflang and
// switch, its links to the English estimator, the same facts as its Arabic pair, the English WhatsApp message with
// its reference and estimate, and no Arabic font. Every expected word comes from the content's English view.

const english = englishSite(content)!;
const en = english.content;
const pairs = [...english.paths].map((path) => ({ arabic: path, english: pathIn("en", path) }));
// A service that asks one quantity (the estimator that asks the spec: tests/e2e/spec-estimator.spec.ts).
const service = servicePages.find(
  ({ slug, path }) =>
    english.paths.has(path) && pricedItems(en.services[slug].sections).length && !en.services[slug].estimate,
)!;

const head = async (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    alternates: [...document.querySelectorAll<HTMLLinkElement>("link[hreflang]")].map((link) => [
      link.hreflang,
      link.href,
    ]),
    locale: document.querySelector<HTMLMetaElement>('meta[property="og:locale"]')?.content,
  }));

const absolute = (path: string) => `${site.url}${path === "/" ? "/" : path}`;

test("the shipped content has English pages to test: the layout's words, and at least one service", () => {
  expect(pairs.length).toBeGreaterThan(1);
  expect(service).toBeDefined();
});

/**
 * The font faces a loaded page has loaded (after goto or waitForURL, which wait for its load event), scrolled to its
 * end (so that every section's text is laid out).
 */
const loadedFonts = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(fontsSettledInPage);
  return page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));
};

// `npm test` walks the home page's and a service page's pair; `npm run test:browser` every other (perPage).
const pairTier = perPage(pairs.map(({ arabic }) => arabic));
for (const pair of pairs)
  test(
    `${pair.english}: English, left to right, in the system sans, its estimator links English, paired with ${pair.arabic} both ways`,
    pairTier(pair.arabic),
    async ({ page }) => {
      await page.goto(pair.english);
      const alternates = [
        ["ar", absolute(pair.arabic)],
        ["en", absolute(pair.english)],
        ["x-default", absolute(pair.arabic)],
      ];
      expect(await head(page)).toEqual({ lang: "en", dir: "ltr", alternates, locale: "en_US" });
      // Set in the system sans, so never in Cairo's Arabic face: no font file loads.
      expect(await loadedFonts(page)).toEqual([]);
      const toArabic = page.locator("header").getByRole("link", { name: en.ui.languageSwitch });
      await expect(toArabic).toHaveAttribute("href", pair.arabic);
      await expect(toArabic).toHaveAttribute("lang", "ar");
      // Its links to the estimator go to the English one: only the language switch (lang="ar") goes to an Arabic
      // page, and the header's «Cost estimate» (in the phone's menu, closed) has its English words.
      await expect(page.locator(`a[href="${estimatePath}"]:not([lang="ar"])`)).toHaveCount(0);
      await expect(page.locator(`header a[href="${pathIn("en", estimatePath)}"]`).first()).toHaveText(
        en.ui.nav.estimate,
      );

      await toArabic.click();
      // Until its load, the Arabic page may be half parsed (toHaveURL passes as the address turns).
      await page.waitForURL(new RegExp(`${pair.arabic === "/" ? "/" : pair.arabic}$`));
      expect(await head(page)).toEqual({ lang: "ar", dir: "rtl", alternates, locale: "ar_SA" });
      // The check sees fonts where a page loads them: the Arabic pair does.
      expect((await loadedFonts(page)).length).toBeGreaterThan(0);
      const toEnglish = page.locator("header").getByRole("link", { name: ui.languageSwitch });
      await expect(toEnglish).toHaveAttribute("href", pair.english);
      await expect(toEnglish).toHaveAttribute("lang", "en");
    },
  );

test.describe("an Arabic page without an English pair", () => {
  // Its English address is the not-found page, which the browser reports as a failed load.
  test.use({ expectedErrors: [/404/], expectedFailedRequests: [/^404 .*\/en\//] });

  test("has no switch and no hreflang, and no English page", async ({ page }) => {
    // Every service ships with English: a page of the projects, the guides or the estimator has none.
    const alone = { path: pagePaths.find((path) => !english.paths.has(path))! };
    await page.goto(alone.path);
    expect((await head(page)).alternates).toEqual([]);
    await expect(page.locator("header").getByRole("link", { name: ui.languageSwitch })).toHaveCount(0);
    const response = await page.goto(pathIn("en", alone.path));
    expect(response!.status()).toBe(404);
  });
});

test(`${pathIn("en", service.path)}: the Arabic page's prices and numbers, in English words`, async ({ page }) => {
  const facts = async (path: string) => {
    await page.goto(path);
    return page.evaluate(() => ({
      prices: [...document.querySelectorAll("main [data-price]")].map((e) => e.getAttribute("data-price-with-vat")),
      phones: [...new Set([...document.querySelectorAll("a[href^='tel:']")].map((a) => a.getAttribute("href")))],
      chats: [
        ...new Set(
          [...document.querySelectorAll<HTMLAnchorElement>("a[href^='https://wa.me/']")].map(
            (a) => new URL(a.href).pathname,
          ),
        ),
      ],
      registration: document.querySelector("[data-registration]")?.textContent,
      vat: document.querySelector("[data-vat]")?.textContent,
    }));
  };
  const arabic = await facts(service.path);
  const inEnglish = await facts(pathIn("en", service.path));
  expect(arabic.prices.length).toBeGreaterThan(0);
  expect(inEnglish).toEqual(arabic);
  const [first] = pricedItems(en.services[service.slug].sections);
  const price = page
    .locator(`main [data-price="${first!.price.min}-${first!.price.max}-${first!.price.unit}"]`)
    .first();
  const shown = shownPrice(first!.price, site.prices).withVat;
  await expect(price).toContainText(formatTotal(shown, en.ui.prices));
  await expect(price).toContainText(en.ui.prices.units[first!.price.unit]);
  await expect(price).toContainText(en.ui.prices.withVat);
});

test("the English WhatsApp message: English words, the tap's reference and the estimate", async ({ page }) => {
  const path = pathIn("en", service.path);
  await page.goto(path);
  const words = en.ui.estimator;
  const panel = page.locator("details:has(#estimator)");
  if (await panel.count()) await panel.locator("summary").click();
  const form = page.getByRole("group", { name: words.title });
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator("select").first()).toBeEnabled();
  const [item] = pricedItems(en.services[service.slug].sections);
  const unit = words.units[item!.price.unit];
  await form.getByLabel(words.item).selectOption({ label: item!.name });
  await form.getByLabel(unit.label).fill("30");
  const total = formatTotal(rangeWithVat(item!.price, site.prices, 30).withVat, en.ui.prices);
  await expect(form.getByRole("status")).toContainText(total);

  const { lines } = await sendWhatsApp(form.getByRole("link", { name: words.send }), en.ui.contact);
  expect(lines[0]).toBe(fill(words.message.greeting, { service: en.services[service.slug].name }));
  const estimate = fill(words.message.estimate, { percent: isolateFigures(`${site.prices.vatPercent}%`) });
  expect(lines).toContain(`${words.message.item}: ${item!.name}`);
  expect(lines).toContain(`${startOfLine(unit.measure)}: ${countOf(30, unit)}`);
  expect(lines).toContain(`${estimate}: ${total}`);
  // Nothing in Arabic: the facts are figures, the words English.
  expect(lines.join("\n")).not.toMatch(/[\u0600-\u06FF]/);
});
