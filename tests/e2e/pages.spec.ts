import AxeBuilder from "@axe-core/playwright";
import { projectPath, projectsByServicePath, projectsPath, servicePaths, serviceSlugs } from "../../app/content/routes";
import { axeTags, measureOverflowInPage, settleInPage } from "../browser/page-checks.js";
import { expect, hydrated, test, type Page } from "../browser/fixtures";
import { notFoundPath, routes } from "../browser/support";
import { content, nav, ui } from "../support/content";

const withProjects = content.projects[0]?.service;
const withoutProjects = serviceSlugs.find((slug) => !content.projects.some((project) => project.service === slug));

/**
 * The pages each width checks. On the phone, every kind of page: the spec's
 * routes, the projects list, a filter with projects and one without, each
 * project and the 404. On the desktop, the spec's routes, the list and the 404.
 */
const pages = {
  phone: [
    ...routes,
    projectsPath,
    ...[withProjects, withoutProjects].filter((slug) => slug !== undefined).map(projectsByServicePath),
    ...content.projects.map((project) => projectPath(project.slug)),
    notFoundPath,
  ],
  desktop: [...routes, projectsPath, notFoundPath],
};

/**
 * axe runs on every page on the phone, and on the desktop once per template
 * (the home page, a service page, the projects list, the 404): the words and
 * colours are the phone's, and what the desktop changes is each template's layout.
 */
const axeOnDesktop = new Set<string>(["/", servicePaths[0]!, projectsPath, notFoundPath]);

/** The widths each project checks for overflow: phones and tablets; the laptop widths where a two-row navigation used to clip, and desktops. */
const widths = { phone: [320, 360, 768], desktop: [1024, 1100, 1280, 1440, 1920] };

/** The text of the page's <main> as pre-rendered (fetched and parsed, never run) and as it is now, scripts aside. */
function mainTexts() {
  const text = (main: Element | null) => {
    const copy = main?.cloneNode(true) as Element | undefined;
    copy?.querySelectorAll("script").forEach((script) => script.remove());
    return (copy?.textContent ?? "").replace(/\s+/g, " ").trim();
  };
  return fetch(location.href)
    .then((response) => response.text())
    .then((html) => ({
      prerendered: text(new DOMParser().parseFromString(html, "text/html").querySelector("main")),
      hydrated: text(document.querySelector("main")),
    }));
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
  await expect(page.locator("[data-contact-controls] a")).toHaveCount(2);
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
async function checkWidth(page: Page, width: number) {
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
  const main = page.getByRole("navigation", { name: ui.nav.mainLabel });
  if (await main.isVisible()) {
    await expect(main.locator("a")).toHaveCount(nav.header.length);
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

// One load per page and width serves every check of the hydrated page.
for (const [project, paths] of Object.entries(pages)) {
  for (const path of paths) {
    const notFound = path === notFoundPath;
    const axe = project === "phone" || axeOnDesktop.has(path);

    test.describe(() => {
      // The 404's two expected console errors are not-found.spec.ts's to check.
      test.use({ allowPageErrors: notFound });

      test(`${path}: hydrates cleanly and unchanged,${axe ? " passes axe," : ""} keeps clear of the contact bar and never scrolls sideways @${project}-only`, async ({
        page,
        observed,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(notFound ? 404 : 200);
        await hydrated(page);
        await page.evaluate(settleInPage);

        if (!notFound) {
          await test.step("no console error or warning, no failed request", () => {
            expect(observed.errors).toEqual([]);
            expect(observed.warnings).toEqual([]);
            expect(observed.failed).toEqual([]);
          });
        }

        await test.step("hydration leaves the text as it was pre-rendered", async () => {
          const { prerendered, hydrated: now } = await page.evaluate(mainTexts);
          expect(prerendered.length).toBeGreaterThan(0);
          expect(now).toBe(prerendered);
        });

        if (axe) {
          await test.step("axe: WCAG 2.2 AA", async () => {
            // Violations only: axe's details of passing checks cost time and are not read.
            // (options() replaces the options object: it goes before withTags.)
            const { violations } = await new AxeBuilder({ page })
              .options({ resultTypes: ["violations"] })
              .withTags(axeTags)
              .analyze();
            expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
          });
        }

        if (project === "phone") {
          await test.step("the contact bar never sits on part of a line", () => checkContactBar(page));
        }

        for (const width of widths[project as keyof typeof widths]) {
          await test.step(`${width} px: no sideways scroll, no clipped box, every navigation link reachable`, () =>
            checkWidth(page, width));
        }
      });
    });
  }
}

test("the footer shows the visitor's current year, not the build's", async ({ page }) => {
  // The browser's clock is set years past the build, so only the hydrated
  // footer reading the clock can show this year.
  const later = new Date().getFullYear() + 3;
  await page.clock.setFixedTime(new Date(Date.UTC(later, 5, 1)));
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByTestId("copyright-year")).toHaveText(String(later));
});
