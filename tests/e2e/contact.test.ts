import { describe, expect, test } from "vitest";
import { site, ui } from "../support/content";
import { desktop, hydrated, open, useBrowser } from "./support";

const { newContext } = useBrowser();

describe("floating contact widget", () => {
  test.each(["/", "/fencing", "/no-such-page"])(
    "is on %s with a chat link in a new tab and a call link in the same window",
    async (path) => {
      const context = await newContext();
      const { page } = await open(context, path);
      const chat = page.getByRole("link", { name: ui.contact.chat }).last();
      const href = new URL((await chat.getAttribute("href"))!);
      expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsapp.slice(1)}`);
      expect(href.searchParams.get("text")).toBe(site.whatsappGreeting);
      expect(await chat.getAttribute("target")).toBe("_blank");
      expect(await chat.getAttribute("rel")).toContain("noopener");

      const call = page.getByRole("link", { name: ui.contact.callNow });
      expect(await call.getAttribute("href")).toBe(`tel:${site.phone}`);
      expect(await call.getAttribute("target")).toBeNull();

      // Fixed at the bottom-left corner of the viewport.
      const box = (await call.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x).toBeLessThan(viewport.width / 2);
      expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
      await context.close();
    },
  );
});

describe("tooltips", () => {
  test("open on hover after about 700 ms and close on Escape", async () => {
    const context = await newContext({ viewport: desktop });
    const { page } = await open(context, "/");
    await hydrated(page);
    const call = page.getByRole("link", { name: ui.contact.callNow });
    await call.hover();
    const tooltip = page.getByRole("tooltip");
    await page.waitForTimeout(400);
    expect(await tooltip.count()).toBe(0);
    await tooltip.waitFor({ state: "visible", timeout: 1500 });
    expect(await tooltip.innerText()).toBe(ui.contact.callNow);
    await page.keyboard.press("Escape");
    await tooltip.waitFor({ state: "detached", timeout: 1500 });
    await context.close();
  });

  test("open on keyboard focus, inside the viewport", async () => {
    const context = await newContext({ viewport: desktop });
    const { page } = await open(context, "/");
    await hydrated(page);
    await page.getByRole("link", { name: ui.contact.chat }).last().focus();
    const tooltip = page.getByRole("tooltip");
    await tooltip.waitFor({ state: "visible", timeout: 1500 });
    const box = (await page.locator("[data-radix-popper-content-wrapper]").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(desktop.width);
    await context.close();
  });
});
