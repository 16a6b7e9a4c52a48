import { measureOverflowInPage, settleInPage } from "../../scripts/browser/page-checks.js";
import { expect, test, type Page } from "../browser/fixtures";
import { axeViolations, builtPages, notFoundPath, notFoundVisit, templateOf } from "../browser/support";
import { englishSite, pathIn } from "../../src/model/languages/english";
import { navigation } from "../../src/model/views/navigation";
import { content, englishPaths, nav } from "../support/content";

// Every page the build writes, and the 404, loaded once at each width (the
// `pages` and the `desktop` project) with its script, as a visitor gets it.
// The same pages without JavaScript: prerendered.spec.ts.

/** The widths each project checks for overflow, from the smallest phone to a wide desktop. */
const widths = { phone: [320, 360, 768], desktop: [1024, 1280, 1920] };

/**
 * Run in the page: the focusable elements that the fixed contact controls
 * cover once focused. Each is scrolled to as Tab scrolls to it (as little as
 * needed, within the page's scroll-padding), which brings the next element
 * in at the bottom edge, where the controls are.
 */
function coveredWhenFocused() {
  const controls = document.querySelector<HTMLElement>("[data-contact-controls]")!;
  const boxes = () => [...controls.querySelectorAll("a")].map((a) => a.getBoundingClientRect());
  const focusable = [
    ...document.body.querySelectorAll<HTMLElement>("a[href], button, summary, input, select, textarea, [tabindex]"),
  ].filter((el) => el.tabIndex >= 0 && !controls.contains(el) && el.checkVisibility());
  const covered: string[] = [];
  window.scrollTo(0, 0);
  for (const el of focusable) {
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: "nearest", inline: "nearest" });
    const rect = el.getBoundingClientRect();
    const hidden = boxes().some((box) => {
      const x = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      const y = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
      return x > 1 && y > 1;
    });
    if (hidden) covered.push(`${el.tagName} "${(el.textContent ?? "").trim().slice(0, 30)}"`);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(0, 0);
  return covered;
}

/**
 * Run in the page: the text and links of the page (not the controls themselves)
 * whose boxes meet the fixed contact controls, and how much of each one's width
 * they cover.
 */
function underControls() {
  const controls = document.querySelector<HTMLElement>("[data-contact-controls]")!;
  const boxes = [...controls.querySelectorAll("a")].map((a) => a.getBoundingClientRect());
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: { text: string; covered: number }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (!node.textContent?.trim() || controls.contains(parent) || !parent.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      for (const box of boxes) {
        const overlapX = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const overlapY = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (overlapX > 1 && overlapY > 1) {
          // The union of the controls' boxes across this line of text.
          const covered = boxes
            .filter((b) => Math.min(rect.bottom, b.bottom) - Math.max(rect.top, b.top) > 1)
            .reduce((sum, b) => sum + Math.max(0, Math.min(rect.right, b.right) - Math.max(rect.left, b.left)), 0);
          found.push({ text: node.textContent.trim().slice(0, 30), covered: covered / rect.width });
        }
      }
    }
  }
  return found;
}

/** The phone's contact bar never sits on part of a line, while scrolling or at the end of the page. */
async function checkContactBar(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  // While scrolling, the bar is the viewport's bottom edge: a line is either
  // fully behind it or clear of it, never cut at its end (card arrows, the
  // ends of right-to-left lines).
  for (const share of [0.25, 0.5, 0.75]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * share));
    const cut = (await page.evaluate(underControls)).filter(({ covered }) => covered <= 0.99);
    expect(cut, `lines cut by the bar at ${share * 100}% of the page`).toEqual([]);
  }
  // At the end of the page, the reserved space keeps the last lines clear.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(underControls), "lines behind the bar at the end of the page").toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** At one width: no sideways scroll, no clipped box, and every navigation link reachable. */
async function checkWidth(page: Page, width: number, english: boolean) {
  await page.setViewportSize({ width, height: 800 });
  expect(await page.evaluate(measureOverflowInPage)).toEqual({ overflow: 0, offenders: [] });
  // A box with overflow hidden hides what is wider than it instead of
  // scrolling the page (a rounded card around a table). Visually hidden
  // labels (1 px boxes) clip on purpose.
  const clipped = await page.evaluate(() =>
    [...document.body.querySelectorAll("*")]
      .filter((element) => ["hidden", "clip"].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`),
  );
  expect(clipped).toEqual([]);
  // Every header link is either fully inside the viewport and on top, or in the menu behind the toggle.
  // The navigation in the page's own language: an English page's label and links are the English content's.
  const words = english ? englishSite(content)!.content : content;
  const main = page.getByRole("navigation", { name: words.ui.nav.mainLabel });
  if (await main.isVisible()) {
    await expect(main.locator("a")).toHaveCount(english ? navigation(words).header.length : nav.header.length);
    const hidden = await main.locator("a").evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return box.left < 0 || box.right > innerWidth || !(top && link.contains(top));
        })
        .map((link) => link.textContent),
    );
    expect(hidden).toEqual([]);
  } else {
    await expect(page.locator("#menu-toggle"), "no navigation and no menu").toBeVisible();
  }
}

/**
 * The first page of each template. A page's DOM is the same at every width (it is pre-rendered, and no
 * script reshapes it): what axe finds only at one width comes from the template's CSS. So the phone runs
 * axe on every page, and the desktop on one page of each template.
 */
const templates = new Set<string>();
// The English pages too (src/model/languages/english.ts), and the English not-found page while there are any.
const englishNotFound = englishPaths.length ? [pathIn("en", notFoundPath)] : [];
const allPages = [...builtPages, notFoundPath, ...englishPaths, ...englishNotFound];
const axeOnDesktop = new Set(
  allPages.filter((path) => !templates.has(templateOf(path)) && templates.add(templateOf(path))),
);

for (const path of allPages) {
  const notFound = path === notFoundPath || englishNotFound.includes(path);
  const english = path === "/en" || path.startsWith("/en/");

  test.describe(() => {
    // The 404 page logs the requested path (src/browser/not-found.ts), its one console error, and its
    // document answers 404. Any other console error or warning, or failed request, fails the test (the harness).
    test.use(notFound ? notFoundVisit(path) : {});

    test(`${path}: ${english ? "English and left to right" : "Arabic and right to left"} with its landmarks, no console error, passes axe, nothing covered or sideways @both`, async ({
      page,
    }, testInfo) => {
      const project = testInfo.project.name === "desktop" ? "desktop" : "phone";
      const response = await page.goto(path);
      expect(response?.status()).toBe(notFound ? 404 : 200);
      await page.evaluate(settleInPage);

      await test.step("its language and direction, one h1, the landmarks and the contact controls", async () => {
        await expect(page.locator("html")).toHaveAttribute("lang", english ? "en" : "ar");
        await expect(page.locator("html")).toHaveAttribute("dir", english ? "ltr" : "rtl");
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        for (const role of ["banner", "main", "contentinfo"] as const)
          await expect(page.getByRole(role)).toHaveCount(1);
        // Chat and call; on a phone the free visit between them (from tablet width the header's button asks for it).
        await expect(page.locator("[data-contact-controls]").getByRole("link")).toHaveCount(
          project === "phone" ? 3 : 2,
        );
      });

      if (project === "phone" || axeOnDesktop.has(path))
        await test.step("axe: WCAG 2.2 AA", async () => expect(await axeViolations(page)).toEqual([]));

      await test.step("the contact controls never cover a focused element", async () => {
        expect(await page.evaluate(coveredWhenFocused)).toEqual([]);
      });

      if (project === "phone") {
        await test.step("the contact bar never sits on part of a line", () => checkContactBar(page));
      }

      for (const width of widths[project]) {
        await test.step(`${width} px: no sideways scroll, no clipped box, every navigation link reachable`, () =>
          checkWidth(page, width, english));
      }
    });
  });
}
