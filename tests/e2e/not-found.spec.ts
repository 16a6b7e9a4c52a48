import { expect, test } from "../browser/fixtures";
import { notFoundLog, notFoundPath, notFoundVisit } from "../browser/support";
import { englishPaths, nav, site, ui } from "../support/content";

// The words, Arabic and English, come from content/ui.yml (ui.notFound); the
// services from the navigation's one list (src/model/navigation.ts).

test.describe("not found", () => {
  // The page logs the requested path (src/browser/not-found.ts), its one console error, and answers 404.
  test.use(notFoundVisit(notFoundPath));

  test("an unknown path answers 404 with the not-found screen and logs the path", async ({ page, observed }) => {
    const response = await page.goto(notFoundPath);
    expect(response?.status()).toBe(404);
    await expect(page.locator("main")).toContainText("404");
    // Arabic first: the heading is Arabic alone, the one English line comes after it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.notFound.title);
    await expect(page.getByRole("main").getByRole("link", { name: ui.notFound.home })).toHaveAttribute("href", "/");
    const english = page.locator('main [lang="en"]');
    await expect(english).toContainText(ui.notFound.titleEnglish);
    // To the English home page when the site has one.
    const englishHome = englishPaths.includes("/en") ? "/en" : "/";
    await expect(english.getByRole("link", { name: ui.notFound.homeEnglish })).toHaveAttribute("href", englishHome);
    // The browser reports the 404 document itself; the page adds exactly one log naming the path.
    await expect
      .poll(() => observed.errors.filter((message) => !message.startsWith("Failed to load resource")))
      .toEqual([expect.stringMatching(notFoundLog(notFoundPath))]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("not found: where to go instead", () => {
  test.use(notFoundVisit(notFoundPath));

  test("the 404 lists every service and offers the call and WhatsApp buttons, above the English line @both", async ({
    page,
  }) => {
    await page.goto(notFoundPath);
    const main = page.getByRole("main");
    const list = main.locator("[data-services]");
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(ui.notFound.servicesTitle);
    const services = list.getByRole("link");
    await expect(services).toHaveText(nav.services.map((link) => link.label));
    for (const [i, link] of nav.services.entries()) await expect(services.nth(i)).toHaveAttribute("href", link.path);
    await expect(main.getByRole("link", { name: ui.contact.call })).toHaveAttribute("href", `tel:${site.phone}`);
    const chat = main.getByRole("link", { name: ui.contact.chat });
    expect(new URL((await chat.getAttribute("href"))!).pathname).toBe(`/${site.whatsapp.slice(1)}`);
    // The English line is the last of the page's words, after the services and the buttons.
    const top = async (locator: typeof chat) => (await locator.boundingBox())!.y;
    expect(await top(main.locator('[lang="en"]'))).toBeGreaterThan(await top(services.last()));
    // A service link leads to its page.
    await services.first().click();
    await expect(page).toHaveURL(nav.services[0]!.path);
  });
});

// The other URL rules of npm start (canonical routes, 301 for the slash form and
// for the lowercase form) are checked under Cloudflare's runtime by tests/deploy/urls.test.ts.
test("npm start answers 404 for files outside the build", async ({ request }) => {
  const response = await request.get("/package.json", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});
