import { hasWarrantyPage, servicePages, warrantyPath, type ServiceSlug } from "../../../src/model/contract/pages";
import { warrantyBadge, warrantyOf } from "../../../src/model/views/warranty";
import { expect, test, type Page } from "../fixtures";
import { content, site, ui } from "../../support/content";
import type { Loaded } from "./loaded";

// The company's proof on a page, against the content as the owner left it:
// the trust band's figures, and a service page's own projects and reviews.

const { company } = site;
const delivered = content.projects.filter((project) => !project.example);

/** The trust band shows only what the profile and the delivered projects support. */
export async function checkTrustBand(page: Page, slug?: ServiceSlug) {
  await test.step("the trust band shows what the profile and the delivered projects support", async () => {
    const band = page.getByRole("region", { name: ui.trust.label });
    const item = (key: string) => band.locator(`[data-trust="${key}"]`);
    const years = new Date().getFullYear() - company.founded;
    await expect(item("years")).toContainText(String(years));
    // Examples never count as work done.
    await expect(item("projects")).toHaveCount(delivered.length ? 1 : 0);
    if (delivered.length) await expect(item("projects")).toContainText(String(delivered.length));
    // A service page names its own warranty's duration, or says it has none; the home page links the terms.
    const terms = slug && warrantyOf(company.warranty, slug);
    const promised = slug ? terms : hasWarrantyPage(site);
    await expect(item("warranty")).toHaveCount(promised ? 1 : 0);
    if (terms) await expect(item("warranty")).toContainText(warrantyBadge(ui.trust.warrantyDuration, terms));
    if (promised)
      await expect(item("warranty").getByRole("link")).toHaveAttribute(
        "href",
        terms ? `${warrantyPath}#${slug}` : warrantyPath,
      );
    await expect(band.locator("[data-trust-note]")).toHaveText(slug && !terms ? [ui.trust.noWarranty] : []);
    await expect(item("contact247")).toHaveCount(company.contact247 ? 1 : 0);
    await expect(item("freeSurvey")).toHaveCount(company.freeSurvey ? 1 : 0);
  });
}

/** A service page: its trust band (with its own warranty), and its own projects and reviews. */
export async function checkServiceProof({ page, path }: Loaded) {
  const slug = servicePages.find((candidate) => candidate.path === path)?.slug;
  if (!slug) return;
  await checkTrustBand(page, slug);
  await test.step("its own projects and reviews", async () => {
    // Delivered ones only: examples show on /projects and the home page.
    const projects = content.projects.filter((project) => project.service === slug && !project.example);
    const reviews = content.reviews.filter((review) => review.service === slug);
    await expect(page.locator("#projects h3")).toHaveText(projects.map((p) => p.title));
    await expect(page.locator("#reviews blockquote")).toHaveText(reviews.map((r) => r.text));
  });
}
