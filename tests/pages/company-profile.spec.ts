import { companyProfilePath } from "../../src/model/pages";
import { expect, test } from "../browser/fixtures";
import { site, ui } from "../support/content";

// /company-profile, reached from the footer, on screen and as printed (src/styles/company-profile.css). Every
// expected value comes from content/site.yml and content/ui.yml → companyProfile.
const words = ui.companyProfile;

test("the footer's link opens the company profile, with the company's legal facts and the CR's official lookup", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: words.link, exact: true }).click();
  await expect(page).toHaveURL(companyProfilePath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
  const facts = page.getByRole("main").locator("[data-company]");
  await expect(facts).toContainText(site.company.legalName);
  await expect(facts.locator("[data-cr]")).toHaveText(site.company.cr);
  await expect(facts.locator("[data-vat]")).toHaveText(site.company.vat);
  await expect(facts.getByRole("link", { name: words.lookups.cr.label })).toHaveAttribute("href", words.lookups.cr.url);
});

test("printed, the profile is the sheet alone: no header, footer, contact bar or print hint, the lookups' addresses written out", async ({
  page,
}) => {
  await page.goto(companyProfilePath);
  await page.emulateMedia({ media: "print" });
  for (const locator of [
    page.getByRole("banner"),
    page.getByRole("contentinfo"),
    page.locator("[data-contact-controls]"),
    page.locator("[data-print-hint]"),
  ])
    await expect(locator).toBeHidden();
  await expect(page.getByRole("main").getByText(site.name, { exact: true })).toBeVisible();
  await expect(page.locator("a[data-lookup]").first()).toContainText(words.lookups.cr.url);
  const pdf = await page.pdf({ format: "A4" });
  // A4 in PDF points (595 × 842), as Chromium writes the page's MediaBox.
  expect(pdf.toString("latin1")).toMatch(/MediaBox \[0 0 595\.\d+ 841\.\d+\]|MediaBox \[0 0 595\.\d+ 842\.\d+\]/);
});
