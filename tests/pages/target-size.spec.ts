import { settleInPage } from "../browser/page-checks.js";
import { expect, test } from "../browser/fixtures";
import { builtPages, notFoundPath, notFoundVisit, templateOf } from "../browser/support";

// Every link, button and field a finger taps, at the phone's width (the `pages` project, 360 px), on one page of
// each kind and the 404: WCAG 2.2's target size (2.5.8, AA), and 44 px (2.5.5's size) for the primary actions,
// the contact bar and the footer's links.

type Target = { what: string; width: number; height: number };

/**
 * Run in the page: the visible targets smaller than 24 × 24 px that WCAG 2.5.8 does not excuse. A link inside a
 * sentence is excused (its size is the line's); so is a small target whose 24 px circle, centred on it, meets
 * no other target and no other small target's circle (the spacing exception). Only the targets in `within`
 * count: an open menu covers the page behind it.
 */
function undersizedTargets(within: string) {
  const selector = "a[href], button, summary, input:not([type=hidden]), select, textarea";
  const targets = [...document.querySelector(within)!.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }))
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0);
  const inSentence = (el: HTMLElement) =>
    getComputedStyle(el).display === "inline" &&
    [...el.parentElement!.childNodes].some((node) => node !== el && node.nodeType === 3 && node.textContent!.trim());
  const small = (box: DOMRect) => box.width < 24 || box.height < 24;
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const failing = targets.filter(({ el, box }) => {
    if (!small(box) || inSentence(el)) return false;
    const c = centre(box);
    return targets.some(({ el: other, box: near }) => {
      if (other === el || other.contains(el) || el.contains(other)) return false;
      if (small(near)) return Math.hypot(c.x - centre(near).x, c.y - centre(near).y) < 24;
      const dx = Math.max(near.left - c.x, 0, c.x - near.right);
      const dy = Math.max(near.top - c.y, 0, c.y - near.bottom);
      return Math.hypot(dx, dy) < 12;
    });
  });
  return failing.map(({ el, box }) => ({
    what: `${el.tagName} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
    width: Math.round(box.width),
    height: Math.round(box.height),
  }));
}

/** Run in the page: the primary actions (the buttons, the contact bar) and the footer's links, with their size. */
function primaryTargets() {
  const selector = "a.btn, button.btn, [data-contact-controls] a, footer a[href]";
  return [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }))
    .map((el) => {
      const box = el.getBoundingClientRect();
      return {
        what: `${el.tagName} "${(el.textContent ?? "").trim().slice(0, 40)}"`,
        width: box.width,
        height: box.height,
      };
    });
}

const kinds = new Set<string>();
const onePerKind = [...builtPages, notFoundPath].filter(
  (path) => !kinds.has(templateOf(path)) && kinds.add(templateOf(path)),
);

for (const path of onePerKind) {
  test.describe(() => {
    test.use(path === notFoundPath ? notFoundVisit(path) : {});

    test(`${path}: every target at least 24 px or spaced as WCAG 2.5.8 asks; primary actions and the footer's links 44 px`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(settleInPage);
      expect(await page.evaluate(undersizedTargets, "body")).toEqual([]);
      const primary = await page.evaluate(primaryTargets);
      // Every page has the contact bar and the footer: an empty list would mean the selector lost them.
      expect(primary.length).toBeGreaterThan(2);
      expect(primary.filter((target: Target) => target.height < 44 || target.width < 44)).toEqual([]);
    });
  });
}

test("/: the phone's menu, open, has no target under 24 px", async ({ page }) => {
  await page.goto("/");
  await page.locator("#menu-toggle").click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(await page.evaluate(undersizedTargets, "#mobile-menu")).toEqual([]);
});
