import { settleInPage } from "../../scripts/browser/page-checks.js";
import { expect, test } from "../browser/fixtures";
import { servicePaths } from "../../src/model/contract/pages";
import { builtPages, notFoundPath, notFoundVisit, templateOf } from "../browser/support";
import { englishPaths } from "../support/content";

// Every link, button and field a finger taps, at the phone's width (the `pages` project, 360 px), on one page of
// each kind, Arabic and English, and the 404: WCAG 2.2's target size (2.5.8, AA), 44 px (2.5.5's size) for the
// primary actions and the contact bar, and the footer's links filling their 36 px rows.

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

/** Run in the page: the targets matching `selector`, with their size. */
function targetsOf(selector: string) {
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
/**
 * An English page's kind: its Arabic pair's, with the English words (longer labels, another font); the service
 * pages are one kind in English, whose layout words are the same on each.
 */
const englishKind = (path: string) => {
  const arabic = path.slice("/en".length) || "/";
  return `en:${(servicePaths as string[]).includes(arabic) ? "service" : templateOf(arabic)}`;
};
const onePerKind = [...builtPages, notFoundPath, ...englishPaths].filter((path) => {
  const kind = englishPaths.includes(path) ? englishKind(path) : templateOf(path);
  return !kinds.has(kind) && kinds.add(kind);
});

for (const path of onePerKind) {
  test.describe(() => {
    test.use(path === notFoundPath ? notFoundVisit(path) : {});

    test(`${path}: every target at least 24 px or spaced as WCAG 2.5.8 asks; primary actions 44 px, the footer's links 36`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(settleInPage);
      expect(await page.evaluate(undersizedTargets, "body")).toEqual([]);
      const primary = await page.evaluate(targetsOf, "a.btn, button.btn, [data-contact-controls] a");
      const footer = await page.evaluate(targetsOf, "footer a[href]");
      // Every page has the contact bar and the footer: an empty list would mean the selector lost them.
      expect(primary.length).toBeGreaterThanOrEqual(2);
      expect(footer.length).toBeGreaterThan(8);
      expect(primary.filter((target: Target) => target.height < 44 || target.width < 44)).toEqual([]);
      expect(footer.filter((target: Target) => target.height < 36 || target.width < 36)).toEqual([]);
    });
  });
}

test("/: the phone's menu, open, has no target under 24 px", async ({ page }) => {
  await page.goto("/");
  await page.locator("#menu-toggle").click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(await page.evaluate(undersizedTargets, "#mobile-menu")).toEqual([]);
});
