// Helpers of the browser tests that need no browser: the pages, built HTML as
// text, and copies of the project to build with other content or photos.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { servicePaths, serviceSlugs } from "../../src/model/contract/pages";
import { content, pagePaths } from "../support/content";
import { axeTags } from "../../scripts/browser/page-checks.js";

/** The home page and the service pages. */
export const routes = ["/", ...servicePaths];

/** The services with a filtered projects list: those with a project (no link leads to an empty list). */
export const filteredServices = serviceSlugs.filter((slug) => content.projects.some((p) => p.service === slug));

/** Every page the build writes, from the content (tests/support/content.ts). */
export const builtPages = pagePaths;

/**
 * The template a page is built with, as far as its markup and CSS go: "projects/item" for a project,
 * "guides/service" for a guides filter…, and the path itself for a page of its own (/, /projects,
 * /estimate) and for each service page, whose sections differ from page to page.
 */
export function templateOf(path: string) {
  const match = /^\/(projects|guides)(?:\/(service|district))?\/./.exec(path);
  return match ? `${match[1]}/${match[2] ?? "item"}` : path;
}

/** A path that is no page: the server answers it with the not-found page. */
export const notFoundPath = "/no-such-page";

/**
 * The tag of a tests/e2e test repeated on each page that `npm test` leaves to `npm run test:browser`
 * (docs/decisions/0025-the-loop-and-the-browser-suite.md): playwright.config.ts's `phone` project skips it,
 * `every-page` runs only it.
 */
export const everyPage = "@every-page";

/** The pages `npm test` runs a behaviour's per-page test on: the home page and a service page with prices. */
const samplePages = new Set(["/", "/canopies"]);

/**
 * For a behaviour's test repeated on each page of `paths`: the details of its test on `path`. `npm test` runs
 * it on the sample pages among them (or, with none, on the first), `npm run test:browser` on every other.
 */
export function perPage(paths: readonly string[]) {
  const loop = paths.some((path) => samplePages.has(path)) ? samplePages : new Set(paths.slice(0, 1));
  return (path: string) => (loop.has(path) ? {} : { tag: everyPage });
}

/** The not-found page's log of the requested path (src/browser/not-found.ts), the one console error it may print. */
export const notFoundLog = (path: string) => new RegExp(`non-existent route: ${path}$`);

/** The not-found page's own document, which answers 404: the one failed request a visit to it makes. */
export const notFoundResponse = (path: string) => new RegExp(`^404 .*${path}$`);

/** What a visit to the not-found page expects: its log of the path, and its document's 404. */
export const notFoundVisit = (path: string) => ({
  expectedErrors: [notFoundLog(path)],
  expectedFailedRequests: [notFoundResponse(path)],
});

/**
 * Chromium's warning when the admin's preview pane opens: Sveltia draws a preview template in a frame
 * sandboxed with both allow-scripts and allow-same-origin, so that it can render into it
 * (docs/decisions/0020-admin-preview.md). A test that opens an entry in the admin expects it.
 */
export const previewFrameWarning = /An iframe which has both allow-scripts and allow-same-origin/;

/**
 * Svelte's warning that Sveltia 0.221.1 logs on a phone while its preview pane shows a custom template:
 * the form, hidden behind the preview, has its effects destroyed, and Sveltia's own template props read
 * its state. Logged with or without this project's rewrite of Sveltia (admin/vite.config.ts).
 */
export const sveltiaPhonePreviewWarning = /^https:\/\/svelte\.dev\/e\/derived_inert$/;

/** The visible body text of built HTML: no scripts, no tags, spaces normalised. */
export function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<head[\s\S]*?<\/head>/, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

const root = resolve(import.meta.dirname, "../..");

/**
 * A copy of the project in a temporary folder (sources, content and photos, with
 * node_modules linked), to build with changed content or photos without touching
 * the build the other tests serve. Returns the folder; remove it when done.
 */
export function copyProject(prefix: string) {
  const project = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of [
    "src",
    "public",
    "deploy",
    "worker",
    "scripts",
    "content",
    "photos",
    "types",
    "package.json",
    "astro.config.ts",
    "tsconfig.json",
  ]) {
    if (existsSync(join(root, entry))) cpSync(join(root, entry), join(project, entry), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"));
  return project;
}

/** A copy of the project for the admin's local mode: Sveltia refuses a picked folder that is not a repository. */
export function copyRepository(prefix: string) {
  const project = copyProject(prefix);
  mkdirSync(join(project, ".git"));
  return project;
}

/** Pre-renders a copied project (astro build, as npm run build's first step) into its build/client. */
export function buildProject(project: string, env: Record<string, string> = {}) {
  const build = spawnSync(process.execPath, [join(root, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ...env },
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  return join(project, "build/client");
}

/** The images in a page's main content, with the attributes that decide how they load. */
export function mainImages(page: Page) {
  return page.locator("main img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      alt: img.getAttribute("alt"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.getAttribute("loading"),
    })),
  );
}

/**
 * What axe (WCAG 2.2 AA) finds wrong in the page as it stands, or in the elements `within` selects, one line per
 * rule and its elements; [] when nothing.
 * Violations only: axe's details of passing checks cost time and are not read (options() replaces the options
 * object, so it goes before withTags). Legacy mode runs axe in the page itself, half the time of the default,
 * which merges per-frame results in a second page: the site's pages have no frames.
 */
export async function axeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  // A selector that matches nothing would leave axe nothing to check.
  if (within && !(await page.locator(within).count())) throw new Error(`axeViolations: nothing matches ${within}`);
  if (within) builder.include(within);
  const { violations } = await builder
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(axeTags)
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
