import type { APIRequestContext } from "@playwright/test";
import type { Page } from "../../browser/fixtures";

/** One route as the server sent it, loaded once with JavaScript off, for every check of tests/e2e/prerendered. */
export type Loaded = {
  page: Page;
  request: APIRequestContext;
  path: string;
  status: number | undefined;
  /** The HTML as served. */
  html: string;
};
