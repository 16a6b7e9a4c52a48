import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatNumber } from "../../src/lib/format";
import { formatLocalPhone } from "../../src/lib/links";
import { readMailto } from "../../src/lib/mailto";
import { credentialEntries } from "../../src/model/views/credentials";
import { servicesTakingDrawings, specLines } from "../../src/model/views/drawings";
import { englishSite, pathIn } from "../../src/model/languages/english";
import { companyProfilePath, pathOfService } from "../../src/model/contract/pages";
import { deliveredProjects } from "../../src/model/contract/example-markers";
import type { SiteContent } from "../../src/model/contract/validate";
import { expect, test } from "../browser/fixtures";
import { largestGap, printedPages } from "../browser/pdf-text";
import { buildAndServe } from "../fixtures/districts/site";
import { content, site, ui } from "../support/content";
import { fixtureContent, loadFixtureContent } from "../support/fixture-content";

// /company-profile, reached from the footer, on screen and as printed (src/styles/company-profile.css), in both
// languages; on the shipped content and on the fixture's (credentials, a delivered project, an e-mail). Every
// expected value comes from the content.
const words = ui.companyProfile;
/** The sheet's margins as src/styles/company-profile.css sets them (14 mm, 16 mm), in points. */
const margins = { top: (14 / 25.4) * 72, bottom: (16 / 25.4) * 72 };
/** The most a sheet may leave blank in one stretch: a quarter of A4's height. */
const blankest = 842 / 4;

test("the footer's link opens the company profile, with the company's legal facts and their official lookups", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: words.link, exact: true }).click();
  await expect(page).toHaveURL(companyProfilePath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
  const facts = page.getByRole("main").locator("[data-company]");
  await expect(facts).toContainText(site.company.legalName);
  await expect(facts.locator("[data-registration]")).toHaveText(site.company.unifiedNumber ?? site.company.cr);
  await expect(facts.locator("[data-vat]")).toHaveText(site.company.vat);
  await expect(facts.getByRole("link", { name: words.lookups.cr.label })).toHaveAttribute("href", words.lookups.cr.url);
  await expect(facts.getByRole("link", { name: words.lookups.vat.label })).toHaveAttribute(
    "href",
    words.lookups.vat.url,
  );
});

test("«حفظ PDF» opens the browser's print dialog", async ({ page }) => {
  await page.goto(companyProfilePath);
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute("data-printed", "");
  });
  await page.getByRole("button", { name: words.printAction }).click();
  await expect(page.locator("html")).toHaveAttribute("data-printed", "");
});

/** What a sheet of the profile must carry, whatever the content: the company, and every channel as text. */
async function expectPrintedWhole(page: import("@playwright/test").Page, set: SiteContent) {
  const pages = await printedPages(page);
  const text = pages.flatMap((sheet) => sheet.lines.map((line) => line.text)).join("\n");
  // Written as on screen, its no-break spaces read back as spaces.
  for (const number of [set.site.phone, set.site.whatsapp])
    expect(text).toContain(formatLocalPhone(number).replace(/\u00a0/g, " "));
  if (set.site.email) expect(text).toContain(set.site.email);
  expect(text).toContain(set.site.company.vat);
  expect(text).toContain(set.site.company.unifiedNumber ?? set.site.company.cr);
  expect(
    pages.every((sheet) => sheet.lines.length > 0),
    "no blank sheet",
  ).toBe(true);
  expect(largestGap(pages, margins), "no empty band").toBeLessThan(blankest);
  return { pages, text };
}

for (const language of ["ar", "en"] as const) {
  test(`printed (${language}), the shipped profile is one A4 sheet, its channels in text, no empty band`, async ({
    page,
  }) => {
    await page.goto(pathIn(language, companyProfilePath));
    await page.emulateMedia({ media: "print" });
    for (const locator of [
      page.getByRole("banner"),
      page.getByRole("contentinfo"),
      page.locator("[data-contact-controls]"),
      page.locator("[data-print-hint]"),
      page.locator("button[data-print]"),
    ])
      await expect(locator).toBeHidden();
    await expect(page.locator("a[data-lookup]").first()).toContainText(words.lookups.cr.url);
    const set = language === "en" ? englishSite(content)!.content : content;
    const { pages } = await expectPrintedWhole(page, set);
    // Neither credentials nor delivered projects ship: the company, its services and its channels fit one sheet.
    expect(credentialEntries(site.company.credentials)).toEqual([]);
    expect(pages).toHaveLength(1);
  });
}

test.describe("the fixture company: credentials, a delivered project and an e-mail", () => {
  // One build of the fixture, in one worker: two at once would share Astro's cache folder.
  test.describe.configure({ mode: "serial" });
  const fixture = loadFixtureContent();
  let served: Awaited<ReturnType<typeof buildAndServe>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const contentDir = fixtureContent();
    const base = dirname(contentDir);
    served = await buildAndServe(contentDir, join(base, "client"), () =>
      rmSync(base, { recursive: true, force: true }),
    );
  });

  // The fixture counts visits with Plausible: its script is answered here, never fetched.
  test.beforeEach(async ({ context }) => {
    await context.route("https://plausible.io/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
  });

  test.afterAll(async () => served?.close());

  for (const language of ["ar", "en"] as const)
    test(`printed (${language}): every credential with its number and expiry, every project, the e-mail, whole`, async ({
      page,
    }) => {
      await page.goto(`${served.url}${pathIn(language, companyProfilePath)}`);
      const set = language === "en" ? englishSite(fixture)!.content : fixture;
      const { pages, text } = await expectPrintedWhole(page, set);
      const credentials = fixture.site.company.credentials!;
      const numbers = [
        credentials.classification?.certificate,
        credentials.chamber?.subscription,
        credentials.zakat?.certificate,
        ...(credentials.insurance ?? []).map((policy) => policy.policy),
      ].filter((number): number is string => Boolean(number));
      expect(numbers.length).toBeGreaterThan(0);
      // Letters and digits alone: a line may break a number at its dash.
      const signs = (value: string) => value.replace(/[^\dA-Z]/g, "");
      for (const number of numbers) expect(signs(text)).toContain(signs(number));
      for (const entry of credentialEntries(credentials)) expect(text).toContain(entry.expires);
      // On the English sheet, the projects with their English words (src/model/languages/english.ts), none in Arabic.
      const projects = language === "en" ? set.english!.projects! : deliveredProjects(fixture);
      expect(projects.length).toBeGreaterThan(0);
      for (const project of projects) {
        expect(text).toContain(String(project.year));
        expect(text).toContain(formatNumber(project.size.value));
        if (language === "en") for (const words of [project.district, project.duration]) expect(text).toContain(words);
      }
      if (language === "en") await expect(page.locator("[data-project]").first()).not.toContainText(/[\u0600-\u06FF]/);
      // A sheet for the company, its credentials and its projects, and one more at most for the rest.
      expect(pages.length).toBeLessThanOrEqual(2);
    });

  test("the hangar page's e-mail lists what the estimate needs and carries the tap's reference, decoded", async ({
    page,
  }) => {
    const [slug] = servicesTakingDrawings;
    await page.goto(`${served.url}${pathOfService(slug!)}`);
    const email = page.locator("#drawings a[data-drawings-email]");
    await expect(page.locator("#drawings").getByRole("heading")).toHaveText(fixture.ui.drawings.title);
    // Stays on the page: the mail client is not the test's (the site's own listener runs first, in the capture phase).
    await email.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await email.click();
    const reference = (await page.locator("#reference-note bdi").textContent())!;
    expect(reference).toMatch(/^[2-9A-Z]{6}$/);
    const mail = readMailto((await email.getAttribute("href"))!);
    const words = fixture.ui.drawings;
    expect(mail.email).toBe(fixture.site.email);
    expect(mail.subject).toBe(`${words.subject} · ${fixture.ui.contact.reference}: ${reference}`);
    expect(mail.lines.slice(0, 2)).toEqual([words.greeting, `${fixture.ui.contact.reference}: ${reference}`]);
    expect(mail.lines).toContain(`${words.service}: ${fixture.services[slug!].name}`);
    for (const line of specLines(fixture, slug)) expect(mail.lines).toContain(`- ${line}: `);
    await expect(page.locator("#drawings a[href^='https://wa.me/']")).toBeVisible();
  });
});
