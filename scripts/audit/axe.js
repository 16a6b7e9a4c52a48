// axe-core violations (WCAG 2.0/2.1 A and AA, and 2.2 AA) at 360 px and 1280 px,
// on the hydrated page with reduced motion so that cards are checked settled.
import AxeBuilder from "@axe-core/playwright";
import { axeTags, axeWidths } from "./config.js";
import { settle, waitForHydration } from "./browsers.js";

export async function checkAxe(browser, url) {
  const result = {};
  for (const viewport of axeWidths) {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
      result[viewport.width] = violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(" "),
          summary: node.failureSummary?.split("\n").slice(0, 3).join(" ").slice(0, 240),
        })),
      }));
    } finally {
      await context.close();
    }
  }
  return result;
}

/** Violations count as the number of failing elements (a rule failing on 3 elements counts 3). */
export const countViolations = (violations) =>
  violations.reduce((total, violation) => total + violation.nodes.length, 0);
