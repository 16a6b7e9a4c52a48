import { expect, test } from "../browser/fixtures";
import { notFoundLog, notFoundPath, notFoundVisit } from "../browser/support";
import { englishSite, pathIn } from "../../src/model/languages/english";
import { navigation } from "../../src/model/views/navigation";
import { content, nav, site, ui } from "../support/content";

// The words, Arabic and English, come from content/ui.yml (ui.notFound); the
// services from the navigation's one list (src/model/views/navigation.ts).

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
    // To the English home while the site has one.
    const englishHome = englishSite(content)?.paths.has("/") ? pathIn("en", "/") : "/";
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

// The English not-found page: /en/404.html, which Cloudflare serves for every unknown address under /en.
const english = englishSite(content);
const englishNotFoundPath = pathIn("en", notFoundPath);

test.describe("not found under /en", () => {
  test.use(notFoundVisit(englishNotFoundPath));

  test("an unknown English address answers 404 with the not-found screen in English, its links English", async ({
    page,
    observed,
  }) => {
    expect(english).toBeDefined();
    const words = english!.content.ui.notFound;
    const response = await page.goto(englishNotFoundPath);
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "en",
      "ltr",
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    const home = english!.paths.has("/") ? pathIn("en", "/") : "/";
    await expect(page.getByRole("main").getByRole("link", { name: words.home })).toHaveAttribute("href", home);
    // Already English: no second-language line.
    await expect(page.locator("main [lang]")).toHaveCount(0);
    const services = navigation(english!.content).services;
    expect(services.length).toBeGreaterThan(0);
    const links = page.getByRole("main").locator("[data-services]").getByRole("link");
    await expect(links).toHaveText(services.map((link) => link.label));
    for (const [i, link] of services.entries())
      await expect(links.nth(i)).toHaveAttribute("href", pathIn("en", link.path));
    await expect
      .poll(() => observed.errors.filter((message) => !message.startsWith("Failed to load resource")))
      .toEqual([expect.stringMatching(notFoundLog(englishNotFoundPath))]);
    await expect(page.getByRole("main").getByRole("link", { name: words.home })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: words.home }).click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
  });
});

// The other URL rules of npm start (canonical routes, 301 for the slash form and
// for the lowercase form) are checked under Cloudflare's runtime by tests/deploy/urls.test.ts.
test("npm start answers 404 for files outside the build", async ({ request }) => {
  const response = await request.get("/package.json", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});
