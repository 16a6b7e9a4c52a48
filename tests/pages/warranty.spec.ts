import { claimMessage } from "../../src/model/views/legal";
import { pathOfService, servicePages, warrantyPath } from "../../src/model/contract/pages";
import { warrantyBadge, warrantyByService, warrantyOf } from "../../src/model/views/warranty";
import { expect, test } from "../browser/fixtures";
import { content, site } from "../support/content";

// /warranty from the company profile's terms, read from content/site.yml.
const warranty = site.company.warranty!;
const page_ = content.warrantyPage;

test("/warranty: each service's cover and duration, those without terms named, what is not covered, how to claim", async ({
  page,
}) => {
  await page.goto(warrantyPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(page_.title);
  if (warranty.general) await expect(page.locator("[data-warranty-general]")).toHaveText(warranty.general);
  // Every service is either a card with its own terms or named among those without: none is left out.
  const { covered, none } = warrantyByService(warranty);
  expect(covered.length + none.length).toBe(servicePages.length);
  await expect(page.locator("[data-warranty-service]")).toHaveCount(covered.length);
  for (const terms of covered) {
    const card = page.locator(`[data-warranty-service="${pathOfService(terms.service)}"]`);
    await expect(card).toContainText(terms.text);
    await expect(card.locator("[data-warranty-duration]")).toHaveText(
      warrantyBadge(content.ui.trust.warrantyDuration, terms),
    );
    await expect(card.getByRole("link")).toHaveAttribute("href", pathOfService(terms.service));
  }
  const without = page.locator("[data-warranty-none]");
  await expect(without).toHaveCount(none.length ? 1 : 0);
  for (const slug of none)
    await expect(without.getByRole("link", { name: content.services[slug].name })).toHaveAttribute(
      "href",
      pathOfService(slug),
    );
  const excludes = page.getByRole("region", { name: page_.excludes }).getByRole("listitem");
  await expect(excludes).toHaveText(warranty.excludes ?? []);
  const claim = page.getByRole("region", { name: page_.claim }).getByRole("listitem");
  // Each step after its visible number.
  await expect(claim).toHaveText((warranty.claim ?? []).map((step, i) => `${i + 1}${step}`));
  await expect(page.locator("main [data-example]")).toHaveCount(warranty.example ? 1 : 0);
  // The closing's chat asks for a repair under warranty, not a quotation.
  const chat = page.locator("#closing").getByRole("link", { name: content.ui.contact.chat });
  expect(new URL((await chat.getAttribute("href"))!).searchParams.get("text")).toBe(
    claimMessage(content.ui, "warranty"),
  );
});

test("a service page's badge names that service's own warranty duration and leads to its terms", async ({ page }) => {
  for (const { slug, path } of servicePages) {
    const terms = warrantyOf(warranty, slug);
    await page.goto(path);
    const item = page.locator('[data-trust="warranty"]');
    if (!terms) {
      await expect(item).toHaveCount(0);
      await expect(page.locator("[data-trust-note]")).toHaveText(content.ui.trust.noWarranty);
      continue;
    }
    await expect(item).toContainText(warrantyBadge(content.ui.trust.warrantyDuration, terms));
    await item.getByRole("link").click();
    await expect(page).toHaveURL(`${warrantyPath}#${slug}`);
    await expect(page.locator(`[id="${slug}"] [data-warranty-duration]`)).toHaveText(
      warrantyBadge(content.ui.trust.warrantyDuration, terms),
    );
  }
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
