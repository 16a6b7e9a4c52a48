import { expect, hydrated, test } from "../browser/fixtures";
import { site, ui } from "../support/content";

// The floating contact controls: a full-width bar below 1280 px, two round
// buttons in the corner from 1280 px (app/components/layout/floating-contact.tsx).

for (const path of ["/", "/fencing", "/no-such-page"]) {
  test.describe(`floating contact widget on ${path}`, () => {
    // The not-found page logs the missing path on purpose (not-found.spec.ts checks it).
    test.use({ allowPageErrors: path === "/no-such-page" });

    test("a chat link in a new tab and a call link in the same window, at the bottom-left corner @both", async ({
      page,
    }) => {
      await page.goto(path);
      const controls = page.locator("[data-contact-controls]");
      const chat = controls.getByRole("link", { name: ui.contact.chat });
      const href = new URL((await chat.getAttribute("href"))!);
      expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsapp.slice(1)}`);
      expect(href.searchParams.get("text")).toBe(site.whatsappGreeting);
      await expect(chat).toHaveAttribute("target", "_blank");
      await expect(chat).toHaveAttribute("rel", /noopener/);

      const call = controls.getByRole("link", { name: ui.contact.callNow });
      await expect(call).toHaveAttribute("href", `tel:${site.phone}`);
      await expect(call).not.toHaveAttribute("target");

      // Fixed at the bottom-left corner of the viewport.
      const box = (await call.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x).toBeLessThan(viewport.width / 2);
      expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    });
  });
}

/** The controls arrive in their own chunk, hydrated after the page: whether React handles this element yet. */
const handled = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps"));

test.describe("tooltips", () => {
  test("open on hover after about 700 ms and close on Escape @desktop", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const call = page.locator("[data-contact-controls]").getByRole("link", { name: ui.contact.callNow });
    await expect.poll(() => call.evaluate(handled)).toBe(true);
    // From here the page's timers only run when the test moves the clock.
    await page.clock.pauseAt(Date.now() + 60_000);
    await call.hover();
    const tooltip = page.getByRole("tooltip");
    await page.clock.runFor(600);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(ui.contact.callNow);
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
  });

  test("open on keyboard focus, inside the viewport @desktop", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const chat = page.locator("[data-contact-controls]").getByRole("link", { name: ui.contact.chat });
    await expect.poll(() => chat.evaluate(handled)).toBe(true);
    await chat.focus();
    await expect(page.getByRole("tooltip")).toBeVisible();
    const wrapper = page.locator("[data-radix-popper-content-wrapper]");
    const width = page.viewportSize()!.width;
    // Positioned once measured: poll until it settles inside the viewport.
    await expect.poll(async () => (await wrapper.boundingBox())?.x).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const box = await wrapper.boundingBox();
        return box && box.x + box.width;
      })
      .toBeLessThanOrEqual(width);
  });
});

// Whether the bar covers part of a line is checked on every page, in the same
// load as its other checks (pages.spec.ts).

test("the open menu ends above the contact bar", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator("#menu-toggle").click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  const menu = (await page.locator("#mobile-menu").boundingBox())!;
  const bar = (await page.locator("[data-contact-controls]").boundingBox())!;
  expect(menu.y + menu.height).toBeLessThanOrEqual(bar.y + 1);
});
