import { describe, expect, test } from "vitest";
import { baseUrl, hydrated, open, setupBrowser } from "./support";

const { newContext } = setupBrowser();

describe("not found", () => {
  test("an unknown path answers 404 with the not-found screen and logs the path", async () => {
    const context = await newContext();
    const { page, status, console } = await open(context, "/no-such-page");
    expect(status).toBe(404);
    await hydrated(page);
    const main = await page.locator("main").innerText();
    expect(main).toContain("404");
    expect(main).toContain("Oops! Page not found");
    const home = page.getByRole("link", { name: /Return to Home/ });
    expect(await home.getAttribute("href")).toBe("/");
    // The browser reports the 404 document itself; the app adds exactly one log naming the path.
    const appErrors = console.errors.filter((message) => !message.startsWith("Failed to load resource"));
    expect(appErrors).toHaveLength(1);
    expect(appErrors[0]).toContain("/no-such-page");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await context.close();
  });

  test("the client router shows the same screen for an unknown in-app link", async () => {
    const context = await newContext();
    const { page, console } = await open(context, "/");
    await hydrated(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/missing-inside-app";
      link.textContent = "x";
      document.body.append(link);
    });
    // Use the router, not a full page load.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/missing-inside-app"),
    );
    await page.getByText("Oops! Page not found").waitFor();
    expect(console.errors.some((message) => message.includes("/missing-inside-app"))).toBe(true);
    await context.close();
  });
});

describe("URL rules of npm start", () => {
  const fetchRaw = (path: string) => fetch(baseUrl + path, { redirect: "manual" });

  test("serves each route at its canonical form", async () => {
    expect((await fetchRaw("/canopies")).status).toBe(200);
    expect((await fetchRaw("/LaserShutters")).status).toBe(200);
  });

  test("redirects the trailing-slash form with 301", async () => {
    const response = await fetchRaw("/canopies/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/canopies");
  });

  test("redirects a wrong-case path to the real one with 301", async () => {
    const response = await fetchRaw("/lasershutters");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/LaserShutters");
  });

  test("answers 404 for the removed SPA fallback and for files outside the build", async () => {
    expect((await fetch(baseUrl + "/__spa-fallback.html")).status).toBe(404);
    expect((await fetch(baseUrl + "/package.json")).status).toBe(404);
    expect((await fetch(baseUrl + "/%2e%2e/package.json")).status).toBe(404);
  });
});
