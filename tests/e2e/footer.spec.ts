import { expect, test } from "../browser/fixtures";

test("the footer shows the visitor's year, and the build's without JavaScript", async ({ page, newPage }) => {
  // Years past any build: only the site script reading the clock can show it.
  await page.clock.setFixedTime(new Date("2031-03-01T12:00:00"));
  await page.goto("/");
  await expect(page.getByRole("contentinfo").locator("[data-current-year]")).toHaveText("2031");

  const { page: noScript } = await newPage({ javaScriptEnabled: false });
  await noScript.goto("/");
  const built = noScript.getByRole("contentinfo").locator("[data-current-year]");
  await expect(built).toHaveText(/^\d{4}$/);
  await expect(built).not.toHaveText("2031");
});
