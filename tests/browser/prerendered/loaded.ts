import type { APIRequestContext } from "@playwright/test";
import type { Page } from "../fixtures";
import { visibleText } from "../support";

/** One route as the server sent it, loaded once with JavaScript off, for every check of tests/browser/prerendered. */
export type Loaded = Awaited<ReturnType<typeof load>>;

/** Loads `path` in `page` and keeps what the checks read: the status, the HTML as served and its visible text. */
export async function load(page: Page, request: APIRequestContext, path: string) {
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  return { page, request, path, status: response?.status(), html, text: visibleText(html) };
}
