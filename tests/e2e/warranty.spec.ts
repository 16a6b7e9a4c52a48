import { pathOfService, warrantyPath } from "../../src/model/pages";
import { expect, test } from "../browser/fixtures";
import { content, site } from "../support/content";

// /warranty from the company profile's terms, read from content/site.yml.
const warranty = site.company.warranty!;
const page_ = content.warrantyPage;

test("/warranty: each service's cover and duration, what is not covered, how to claim, the example label", async ({
  page,
}) => {
  await page.goto(warrantyPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(page_.title);
  if (warranty.general) await expect(page.locator("[data-warranty-general]")).toHaveText(warranty.general);
  for (const rule of warranty.services ?? []) {
    const card = page.locator(`[data-warranty-service="${pathOfService(rule.service)}"]`);
    await expect(card).toContainText(rule.text);
    await expect(card).toContainText(rule.duration ?? warranty.general!);
    await expect(card.getByRole("link")).toHaveAttribute("href", pathOfService(rule.service));
  }
  const excludes = page.getByRole("region", { name: page_.excludes }).getByRole("listitem");
  await expect(excludes).toHaveText(warranty.excludes ?? []);
  const claim = page.getByRole("region", { name: page_.claim }).getByRole("listitem");
  // Each step after its visible number.
  await expect(claim).toHaveText((warranty.claim ?? []).map((step, i) => `${i + 1}${step}`));
  await expect(page.locator("main [data-example]")).toHaveCount(warranty.example ? 1 : 0);
});

test("the trust band and the footer link to /warranty", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('[data-trust="warranty"]').getByRole("link")).toHaveAttribute("href", warrantyPath);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: page_.link })).toHaveAttribute(
    "href",
    warrantyPath,
  );
});
// axe and overflow on /warranty: pages.spec.ts, which checks every built page.
