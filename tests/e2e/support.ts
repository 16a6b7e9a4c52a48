import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { servicePaths } from "../../app/content/routes";
import { chromiumPath, playwrightChromiumFlags } from "../../scripts/chromium.js";

export const baseUrl = inject("baseUrl");
export const routes = ["/", ...servicePaths];
export const phone = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 900 };

/** Debian's Chromium with the flags this sandbox needs; Playwright gives it a fresh profile each launch. */
export function launchChromium() {
  return chromium.launch({
    headless: true,
    executablePath: chromiumPath,
    args: playwrightChromiumFlags,
  });
}

/** One browser per test file, closed at the end. */
export function setupBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newContext: (options: Parameters<Browser["newContext"]>[0] = {}) =>
      browser.newContext({ viewport: phone, ...options }),
  };
}

export type Console = { errors: string[]; warnings: string[] };

/** Opens a page and records console errors, warnings and page errors from the first byte. */
export async function open(
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; console: Console; status: number | undefined }> {
  const page = await context.newPage();
  const messages: Console = { errors: [], warnings: [] };
  page.on("console", (message) => {
    if (message.type() === "error") messages.errors.push(message.text());
    if (message.type() === "warning") messages.warnings.push(message.text());
  });
  page.on("pageerror", (error) => messages.errors.push(error.message));
  const response = await page.goto(baseUrl + path, { waitUntil: "networkidle" });
  return { page, console: messages, status: response?.status() };
}

/** Resolves once React has hydrated the document (event handlers attached). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector("#menu-toggle");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactProps"));
  });
}

/** The body of a file on the served build: a pre-rendered page, a stylesheet, a text asset. */
export async function fetchText(path: string) {
  return (await fetch(baseUrl + path)).text();
}

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
    "app",
    "public",
    "deploy",
    "scripts",
    "content",
    "photos",
    "package.json",
    "react-router.config.ts",
    "vite.config.ts",
    "tsconfig.json",
  ]) {
    if (existsSync(join(root, entry))) cpSync(join(root, entry), join(project, entry), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"));
  return project;
}

/** Pre-renders a copied project (react-router build, as npm run build's first step) into its build/client. */
export function buildProject(project: string, env: Record<string, string> = {}) {
  const build = spawnSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", ...env },
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
