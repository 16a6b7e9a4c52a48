import AxeBuilder from "@axe-core/playwright";
import { describe, expect, test } from "vitest";
import { projectPath, projectsByServicePath, projectsPath } from "../../app/content/routes";
import { content } from "../support/content";
import { desktop, open, phone, routes, setupBrowser } from "./support";

const { newContext } = setupBrowser();
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Every kind of page: the spec's routes, the projects list, a filtered list, each project, and the 404.
const pages = [
  ...routes,
  projectsPath,
  ...content.projects.slice(0, 1).map((project) => projectsByServicePath(project.service)),
  ...content.projects.map((project) => projectPath(project.slug)),
  "/no-such-page",
];

describe.each(pages)("%s", (path) => {
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
