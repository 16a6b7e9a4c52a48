import { expect, test } from "../browser/fixtures";
import { notFoundLog, notFoundPath } from "../browser/support";
import { ui } from "../support/content";

// The words, Arabic and English, come from content/ui.yml (ui.notFound).

test.describe("not found", () => {
  // Spec §8: the page logs the requested path, its one console error.
  test.use({ expectedErrors: [notFoundLog(notFoundPath)] });

  test("an unknown path answers 404 with the not-found screen and logs the path", async ({ page, observed }) => {
    const response = await page.goto(notFoundPath);
    expect(response?.status()).toBe(404);
    await expect(page.locator("main")).toContainText("404");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(ui.notFound.title);
    await expect(heading).toContainText(ui.notFound.titleEnglish);
    const home = page.getByRole("link", { name: ui.notFound.home });
    await expect(home).toHaveAttribute("href", "/");
    await expect(home).toContainText(ui.notFound.homeEnglish);
    // The browser reports the 404 document itself; the page adds exactly one log naming the path.
    await expect
      .poll(() => observed.errors.filter((message) => !message.startsWith("Failed to load resource")))
      .toEqual([expect.stringMatching(notFoundLog(notFoundPath))]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

// The other URL rules of npm start (canonical routes, 301 for the slash form and
// for the lowercase form) are checked under Cloudflare's runtime by tests/deploy/urls.test.ts.
test("npm start answers 404 for files outside the build", async ({ request }) => {
  const response = await request.get("/package.json", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});
