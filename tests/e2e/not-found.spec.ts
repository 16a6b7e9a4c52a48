import { expect, hydrated, test } from "../browser/fixtures";
import { ui } from "../support/content";

// The words, Arabic and English, come from content/ui.yml (ui.notFound).

test.describe("not found", () => {
  // The browser reports the 404 document, and the app logs the missing path on purpose.
  test.use({ allowPageErrors: true });

  test("an unknown path answers 404 with the not-found screen and logs the path", async ({ page, observed }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const main = page.locator("main");
    await expect(main).toContainText("404");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(ui.notFound.title);
    await expect(heading).toContainText(ui.notFound.titleEnglish);
    const home = page.getByRole("link", { name: ui.notFound.home });
    await expect(home).toHaveAttribute("href", "/");
    await expect(home).toContainText(ui.notFound.homeEnglish);
    // The browser reports the 404 document itself; the app adds exactly one log naming the path.
    await expect
      .poll(() => observed.errors.filter((message) => !message.startsWith("Failed to load resource")))
      .toEqual([expect.stringContaining("/no-such-page")]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("the client router shows the same screen for an unknown in-app link", async ({ page, observed }) => {
    await page.goto("/");
    await hydrated(page);
    // Marks this document: a full page load would lose the mark.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/missing-inside-app"),
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText(ui.notFound.title);
    await expect(page.getByText(ui.notFound.titleEnglish)).toBeVisible();
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    await expect.poll(() => observed.errors.some((message) => message.includes("/missing-inside-app"))).toBe(true);
  });
});

// The other URL rules of npm start (canonical routes, 301 for the slash form and
// for wrong case) are checked on both servers by tests/deploy/urls.test.ts.
test("npm start answers 404 for the removed SPA fallback and for files outside the build", async ({ request }) => {
  for (const path of ["/__spa-fallback.html", "/package.json"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});
