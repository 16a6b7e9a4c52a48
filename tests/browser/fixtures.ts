// The one browser harness of tests/e2e, tests/pages and tests/admin (playwright.config.ts).
// Import `test` and `expect` from here, never from @playwright/test: every
// context records what went wrong in it; an uncaught exception, a console error
// or warning, a CSP violation or a failed request that the test did not name
// fails it, and a test that asserts nothing fails.
//
// `page` is the worker's one tab, kept from test to test: a new tab costs
// Chromium a new renderer process, about 0.7 s of CPU here against 0.25 s for
// a load in a warm one, and most tests only load pages and read them. Each test
// still starts at its own goto with the project's viewport, no cookies or
// storage, no route and its own record of what went wrong. A test that leaves
// state behind (a clock, an init script, a listener, on the page or its context)
// or fails gets a new tab for the next test; a page the tab opened (a chat) is
// closed. A route is removed: while one is set, Playwright sends every request
// of the context through this process and turns the browser's cache off.
import {
  expect as playwrightExpect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from "@playwright/test";

/** What went wrong in a context, from the first byte of each document. */
export type Observed = {
  /** console.error messages and uncaught exceptions */
  errors: string[];
  warnings: string[];
  /** CSP violations, as "directive blocked-uri" */
  violations: string[];
  /** requests that failed or answered 400 or more, as "status url" */
  failed: string[];
};

let assertions = 0;
/** What went wrong in each context the running test opened, checked by the guards when it ends. */
let testContexts: Observed[] = [];
/** What went wrong in each shared page's context (sharedPage) and was not yet checked by a test's guards. */
const sharedContexts = new Set<Observed>();
const counted =
  <F extends (...args: never[]) => unknown>(fn: F) =>
  (...args: Parameters<F>) => {
    assertions++;
    return fn(...args) as ReturnType<F>;
  };

/** Playwright's expect, counting its uses: a test that makes no assertion fails. */
export const expect = new Proxy(playwrightExpect, {
  apply(target, self, args: Parameters<typeof playwrightExpect>) {
    assertions++;
    return Reflect.apply(target, self, args);
  },
  get(target, property, receiver) {
    const value = Reflect.get(target, property, receiver);
    return property === "soft" || property === "poll" ? counted(value) : value;
  },
}) as typeof playwrightExpect;

const nothingObserved = (): Observed => ({ errors: [], warnings: [], violations: [], failed: [] });

/** Records what goes wrong in `context`, into what `current()` returns at the time (a new record by default). */
async function observe(context: BrowserContext, current?: () => Observed): Promise<Observed> {
  const record = nothingObserved();
  const observed = current ?? (() => record);
  context.on("console", (message) => {
    if (message.type() === "error") observed().errors.push(message.text());
    if (message.type() === "warning") observed().warnings.push(message.text());
  });
  context.on("weberror", (error) => observed().errors.push(error.error().message));
  context.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText;
    // ERR_ABORTED is the browser cancelling a load it no longer needs (the page moved on, an image left
    // the document, a preview was redrawn), not the site failing to answer; a 404 or a refused connection still counts.
    if (reason !== "net::ERR_ABORTED") observed().failed.push(`${reason} ${request.url()}`);
  });
  context.on("response", (response) => {
    if (response.status() >= 400) observed().failed.push(`${response.status()} ${response.url()}`);
  });
  await context.exposeBinding("__reportViolation", (_source, text: string) => observed().violations.push(text));
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return observed();
}

/** The worker's tab (see the top of this file), with the options it was opened with and its current record. */
type Tab = {
  context: BrowserContext;
  page: Page;
  options: string;
  observed: Observed;
  /** Handed to this test, as `page`, `context` or its first `newPage`. */
  inUse: boolean;
  /** To be replaced after this test. */
  dirty: boolean;
};
let tab: Tab | undefined;

/** Members of a page or its context that leave state in the tab beyond the next navigation (a route is removed). */
const lastingOnEither = [
  "addInitScript",
  "addListener",
  "clock",
  "exposeBinding",
  "exposeFunction",
  "on",
  "once",
  "prependListener",
  "routeFromHAR",
  "routeWebSocket",
  "setDefaultNavigationTimeout",
  "setDefaultTimeout",
  "setExtraHTTPHeaders",
];
const lasting = new Set([...lastingOnEither, "addLocatorHandler", "emulateMedia"]);
/** The context's own (waitForEvent, pages and cookies leave nothing). */
const lastingInContext = new Set([
  ...lastingOnEither,
  "addCookies",
  "close",
  "grantPermissions",
  "newPage",
  "setGeolocation",
  "setHTTPCredentials",
  "setOffline",
  "tracing",
]);

/** `target` as a test sees it: using one of `members` marks the tab for replacement after the test. */
function marking<T extends object>(
  current: Tab,
  target: T,
  members: Set<string>,
  wrap: Record<string, unknown> = {},
): T {
  return new Proxy(target, {
    get(target, property) {
      if (members.has(String(property))) current.dirty = true;
      if (typeof property === "string" && property in wrap) return wrap[property];
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The tab's context as a test sees it: asking for it (Playwright's toHaveURL does, for the base URL) keeps the tab. */
const trackedContext = (current: Tab): BrowserContext => marking(current, current.context, lastingInContext);

/** The tab's page as a test sees it. */
const tracked = (current: Tab): Page =>
  marking(current, current.page, lasting, { context: () => trackedContext(current) });

async function openTab(browser: Browser, options: BrowserContextOptions): Promise<Tab> {
  const context = await browser.newContext(options);
  const opened: Tab = {
    context,
    page: undefined!,
    options: JSON.stringify(options),
    observed: nothingObserved(),
    inUse: false,
    dirty: false,
  };
  await observe(context, () => opened.observed);
  opened.page = await context.newPage();
  return opened;
}

/**
 * A page kept open from one test to the next, for the tests of a serial describe that share a screen slow
 * to reach (the admin: 4 MB of script to compile, then the owner's folder to read): open it in the
 * describe's beforeAll, with the project's options and `options` (a beforeAll cannot read test.use), and
 * close its context in afterAll. Its context is observed like a test's own: each test's guards check what
 * went wrong in it since the test before ended (at first, since it opened), against that test's
 * expectations. `observed` holds only what the running test has yet to answer for.
 */
export async function sharedPage(browser: Browser, testInfo: TestInfo, options: BrowserContextOptions = {}) {
  const { contextOptions, viewport, baseURL, locale, reducedMotion } = testInfo.project.use;
  const context = await browser.newContext({ ...contextOptions, viewport, baseURL, locale, reducedMotion, ...options });
  const observed = await observe(context);
  sharedContexts.add(observed);
  context.on("close", () => sharedContexts.delete(observed));
  return { page: await context.newPage(), observed };
}

/** What a shared context recorded since the last test's guards took it, taken now. */
const take = (observed: Observed): Observed => ({
  errors: observed.errors.splice(0),
  warnings: observed.warnings.splice(0),
  violations: observed.violations.splice(0),
  failed: observed.failed.splice(0),
});

type Fixtures = {
  tab: Tab;
  /** What went wrong in the test's own context (`page`). */
  observed: Observed;
  /**
   * A page with other options (viewport, no JavaScript, reduced motion): the worker's tab, resized, when only the
   * window's size differs and the test has not taken the tab; else a page in a new context, closed after the test.
   */
  newPage: (options?: BrowserContextOptions) => Promise<{ page: Page; observed: Observed }>;
  /** For a test that checks what went wrong itself (`observed`): the guards then leave it alone. */
  allowPageErrors: boolean;
  /** Console errors a test expects (the 404 page's log of the path); any other still fails it. */
  expectedErrors: RegExp[];
  /** Console warnings a test expects; any other fails it. */
  expectedWarnings: RegExp[];
  /** Failed requests a test expects, as "status url" or "error url" (a 404 it asks for); any other fails it. */
  expectedFailedRequests: RegExp[];
  guards: void;
};

export const test = base.extend<Fixtures>({
  allowPageErrors: [false, { option: true }],
  expectedErrors: [[], { option: true }],
  expectedWarnings: [[], { option: true }],
  expectedFailedRequests: [[], { option: true }],
  // The worker's tab, opened with the test's options (see the top of this file), with a new record for this test.
  tab: async (
    { browser, contextOptions, viewport, baseURL, locale, reducedMotion, javaScriptEnabled },
    use,
    testInfo,
  ) => {
    const options = { ...contextOptions, viewport, baseURL, locale, reducedMotion, javaScriptEnabled };
    if (tab && tab.options !== JSON.stringify(options)) {
      await tab.context.close();
      tab = undefined;
    }
    tab ??= await openTab(browser, options);
    const current = tab;
    current.observed = nothingObserved();
    current.inUse = false;
    testContexts.push(current.observed);
    await use(current);
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed) {
      const body = await current.page.screenshot().catch(() => undefined);
      if (body) await testInfo.attach("screenshot", { body, contentType: "image/png" });
    }
    // A page the tab opened (a chat in a new tab) closes with the test; the tab stays.
    await Promise.all(
      current.context
        .pages()
        .filter((page) => page !== current.page)
        .map((page) => page.close()),
    );
    if (failed || current.dirty || current.page.isClosed()) {
      await current.context.close();
      tab = undefined;
      return;
    }
    await Promise.all([
      current.page.unrouteAll({ behavior: "ignoreErrors" }),
      current.context.unrouteAll({ behavior: "ignoreErrors" }),
    ]);
    // What a tab keeps across navigations: storage, cookies, the window's size and the mouse's place.
    await current.page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => {});
    await current.context.clearCookies();
    if (viewport) await current.page.setViewportSize(viewport);
    // Off the page, so that nothing of the next page starts hovered (the tooltips open on hover).
    await current.page.mouse.move(-1, -1);
  },
  // A test that changes the context (routes, init scripts, listeners) gets a new tab for the next test.
  context: async ({ tab }, use) => {
    tab.inUse = true;
    await use(trackedContext(tab));
  },
  page: async ({ tab }, use) => {
    tab.inUse = true;
    await use(tracked(tab));
  },
  observed: async ({ tab }, use) => {
    await use(tab.observed);
  },
  newPage: async ({ browser, tab, contextOptions, viewport, baseURL, locale, reducedMotion }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      // The first page a test asks for with only another window size is the worker's tab, resized.
      const resizedOnly = Object.entries(options).every(
        ([option, value]) => option === "viewport" || (option === "reducedMotion" && value === reducedMotion),
      );
      if (!tab.inUse && resizedOnly) {
        tab.inUse = true;
        if (options.viewport) await tab.page.setViewportSize(options.viewport);
        return { page: tracked(tab), observed: tab.observed };
      }
      const context = await browser.newContext({
        ...contextOptions,
        viewport,
        baseURL,
        locale,
        reducedMotion,
        ...options,
      });
      contexts.push(context);
      const observed = await observe(context);
      testContexts.push(observed);
      return { page: await context.newPage(), observed };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  guards: [
    async ({ allowPageErrors, expectedErrors, expectedWarnings, expectedFailedRequests }, use, testInfo) => {
      assertions = 0;
      await use();
      const seen = [...testContexts, ...[...sharedContexts].map(take)];
      testContexts = [];
      if (testInfo.status !== "passed") return;
      if (assertions === 0) {
        throw new Error("This test made no assertion: a loop over an empty list, or a forgotten await?");
      }
      if (allowPageErrors) return;
      const unexpected = (found: string[], expected: RegExp[]) =>
        found.filter((message) => !expected.some((pattern) => pattern.test(message)));
      for (const { errors, warnings, violations, failed } of seen) {
        playwrightExpect(violations, "CSP violations").toEqual([]);
        // The browser's own "Failed to load resource" line is the failed request, checked below.
        playwrightExpect(
          unexpected(
            errors.filter((message) => !message.startsWith("Failed to load resource")),
            expectedErrors,
          ),
          "uncaught exceptions and console errors (name an expected one in expectedErrors)",
        ).toEqual([]);
        playwrightExpect(
          unexpected(warnings, expectedWarnings),
          "console warnings (name an expected one in expectedWarnings)",
        ).toEqual([]);
        playwrightExpect(
          unexpected(failed, expectedFailedRequests),
          "failed requests (name an expected one in expectedFailedRequests)",
        ).toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { desktop, phone } from "../../scripts/browser/viewports.js";
export type { BrowserContext, Locator, Page } from "@playwright/test";
