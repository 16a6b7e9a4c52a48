import { expect, test, type Locator, type Page } from "../browser/fixtures";

// The header's and the floating contact's tooltips (src/browser/tooltips.ts):
// at once on keyboard focus, after 700 ms of a resting mouse, at once again
// within 300 ms of one closing; closed by Escape, a click, scrolling and
// leaving. At the desktop width only: they are for hover devices and repeat
// what the control says.

/** The controls (links) with a tooltip: the header's, or the floating contact's. */
const header = (page: Page) => page.locator("header [data-tooltip] > a");
const floating = (page: Page) => page.locator("[data-contact-controls] [data-tooltip] > a");
const tooltipOf = (control: Locator) => control.locator("xpath=..").getByRole("tooltip");
const shown = (page: Page) => page.getByRole("tooltip").filter({ visible: true });

/**
 * Waits until the page has sent its last scroll event (200 ms without one):
 * focusing an off-screen element or a wheel's smooth scroll sends them a frame
 * or more later, and a late one closes the tooltip the next step opens.
 */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let settled: ReturnType<typeof setTimeout>;
        const quiet = () => {
          clearTimeout(settled);
          settled = setTimeout(() => {
            removeEventListener("scroll", quiet);
            resolve();
          }, 200);
        };
        addEventListener("scroll", quiet);
        quiet();
      }),
  );

test("keyboard focus shows a control's tooltip at once, inside the viewport; Escape, scrolling and moving on close it @desktop", async ({
  page,
}) => {
  await page.goto("/");
  const width = page.viewportSize()!.width;

  /** Tabs to each control from `start`, checking that its own tooltip, and only it, shows inside the viewport. */
  const tabThrough = async (controls: Locator, start: Locator) => {
    await start.focus();
    await scrollSettled(page);
    const count = await controls.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      for (let tabs = 0; tabs < 10 && !(await control.evaluate((a) => a === document.activeElement)); tabs++) {
        await page.keyboard.press("Tab");
      }
      await expect(control).toBeFocused();
      const tooltip = tooltipOf(control);
      await expect(tooltip).toBeVisible();
      await expect(tooltip).not.toBeEmpty();
      await expect(shown(page)).toHaveCount(1);
      const box = (await tooltip.boundingBox())!;
      expect(box.x, "inside the viewport").toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, "inside the viewport").toBeLessThanOrEqual(width);
    }
  };
  // The header's from its first link; the floating ones, last in the document, from the footer's last link.
  await tabThrough(header(page), page.getByRole("banner").getByRole("link").first());
  await tabThrough(floating(page), page.getByRole("contentinfo").getByRole("link").last());

  await test.step("Escape closes it", async () => {
    await page.keyboard.press("Escape");
    await expect(shown(page)).toHaveCount(0);
  });

  await test.step("scrolling closes it", async () => {
    await page.keyboard.press("Shift+Tab");
    await expect(shown(page)).toHaveCount(1);
    // Focus is at the end of the page: scroll up.
    await page.mouse.wheel(0, -300);
    await expect(shown(page)).toHaveCount(0);
  });

  await test.step("moving focus on closes it", async () => {
    const first = header(page).first();
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollSettled(page);
    // Tab from the control before it, whatever that is.
    await first.evaluate((control) => {
      const links = [...document.querySelectorAll<HTMLElement>("header a, header button")];
      links[links.indexOf(control as HTMLElement) - 1]!.focus();
    });
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect(tooltipOf(first)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(tooltipOf(first)).toBeHidden();
  });
});

test("a resting mouse opens a tooltip after 700 ms, the next at once within 300 ms of one closing; a click closes it @desktop", async ({
  page,
}) => {
  // The page's timers and clock move only when the test moves them.
  await page.clock.install({ time: new Date("2030-01-01T08:00:00") });
  await page.goto("/");
  await page.clock.pauseAt(new Date("2030-01-01T09:00:00"));
  const [phone, instagram, order] = [0, 1, 2].map((i) => header(page).nth(i));
  const call = floating(page).last();

  await test.step("hidden at 300 ms, shown at 700 ms", async () => {
    await phone!.hover();
    await page.clock.runFor(300);
    await expect(shown(page)).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(tooltipOf(phone!)).toBeVisible();
  });

  await test.step("Escape closes it; within 300 ms the next opens at once", async () => {
    await page.keyboard.press("Escape");
    await expect(shown(page)).toHaveCount(0);
    await instagram!.hover();
    await expect(tooltipOf(instagram!)).toBeVisible();
    // Leaving one for the next closes the first and opens the next at once.
    await order!.hover();
    await expect(tooltipOf(order!)).toBeVisible();
    await expect(shown(page)).toHaveCount(1);
  });

  await test.step("after 300 ms closed, the delay applies again", async () => {
    await page.mouse.move(640, 450);
    await expect(shown(page)).toHaveCount(0);
    await page.clock.runFor(400);
    await call.hover();
    await page.clock.runFor(300);
    await expect(shown(page)).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(tooltipOf(call)).toBeVisible();
  });

  await test.step("pressing the mouse button closes it", async () => {
    await page.mouse.down();
    await expect(shown(page)).toHaveCount(0);
    // Released elsewhere: no click, so the call link is not followed.
    await page.mouse.move(640, 450);
    await page.mouse.up();
  });
});
