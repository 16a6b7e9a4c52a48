import { servicePages } from "../../src/model/contract/pages";
import { englishSite, pathIn } from "../../src/model/languages/english";
import { expect, test } from "../browser/fixtures";
import { content } from "../support/content";

// The price and size tables at 360 px wrap instead of clipping whatever font the visitor's system
// draws them in: each page with a table, set in a wide face (DejaVu Sans, a Debian fallback wider
// than most system sans) and spaced wider still, has no cell past its table's edge, no text past its
// cell's, and nothing that scrolls sideways. The English pages are the ones a system font draws.

/** The kinds of section drawn as a table (src/components/sections/service-sections.tsx). */
const tableKinds = new Set(["prices", "cladding-sizes"]);
const english = englishSite(content);
const withTables = servicePages.filter(({ slug }) =>
  content.services[slug].sections.some((section) => tableKinds.has(section.kind)),
);
const pages = withTables.flatMap(({ path }) => [...(english?.paths.has(path) ? [pathIn("en", path)] : []), path]);

/** Run in the page: the face and spacing of a wide system font, from a constructed sheet (the CSP allows no <style>). */
function widenFont() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('* { font-family: "DejaVu Sans" !important; letter-spacing: 0.03em !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return getComputedStyle(document.querySelector("main table td")!).fontFamily;
}

/** Run in the page: each visible cell that reaches past its table's frame, or whose text reaches past the cell. */
function clippedCells() {
  const clipped: string[] = [];
  for (const table of document.querySelectorAll("main table")) {
    // The rounded frame around the table clips what passes it (overflow: hidden).
    const frame = table.parentElement!.getBoundingClientRect();
    for (const cell of table.querySelectorAll<HTMLElement>("th, td")) {
      // A header the phone's layout hides, kept for screen readers (sr-only).
      if (getComputedStyle(cell).position === "absolute") continue;
      const box = cell.getBoundingClientRect();
      const past = Math.max(box.right - frame.right, frame.left - box.left, cell.scrollWidth - cell.clientWidth);
      if (past > 0.5) clipped.push(`${(cell.textContent ?? "").slice(0, 40)}: ${Math.round(past)} px`);
    }
  }
  return clipped;
}

test("the shipped content has tables on English pages to check", () => {
  expect(pages.some((path) => path.startsWith("/en/"))).toBe(true);
});

for (const path of pages)
  test(`${path}: its tables wrap in a wide font at 360 px, clipping nothing, scrolling nothing sideways`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await page.evaluate(widenFont)).toContain("DejaVu Sans");
    await expect(page.locator("main table").first()).toBeVisible();
    expect(await page.evaluate(clippedCells)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  });
