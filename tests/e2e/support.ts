import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { servicePaths } from "../../app/content/routes";

export const baseUrl = inject("baseUrl");
export const routes = ["/", ...servicePaths];
export const phone = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 900 };

/** Debian's Chromium with the flags this sandbox needs; Playwright gives it a fresh profile each launch. */
export function launchChromium() {
  return chromium.launch({
    headless: true,
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** One browser per test file, closed at the end. */
export function useBrowser() {
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
