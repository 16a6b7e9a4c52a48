import AxeBuilder from "@axe-core/playwright";
import { describe, expect, test } from "vitest";
import { desktop, open, phone, routes, useBrowser } from "./support";

const { newContext } = useBrowser();
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

describe.each([...routes, "/no-such-page"])("%s", (path) => {
  test.each([
    ["phone", phone],
    ["desktop", desktop],
  ])("has no axe violations (WCAG 2.2 AA) on a %s", async (_name, viewport) => {
    // Reduced motion: axe checks the settled page, not cards mid-animation.
    const context = await newContext({ viewport, reducedMotion: "reduce" });
    const { page } = await open(context, path);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(violations).toEqual([]);
    await context.close();
  });
});
