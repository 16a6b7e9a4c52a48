// The one browser harness of tests/e2e and tests/deploy (playwright.config.ts).
// Import `test` and `expect` from here, never from @playwright/test: every
// context records what went wrong in it; an uncaught exception, a console error
// or warning, a CSP violation or a failed request that the test did not name
// fails it, and a test that asserts nothing fails.
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
const observations = new WeakMap<BrowserContext, Observed>();
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

async function observe(context: BrowserContext): Promise<Observed> {
  const observed: Observed = { errors: [], warnings: [], violations: [], failed: [] };
  context.on("console", (message) => {
    if (message.type() === "error") observed.errors.push(message.text());
    if (message.type() === "warning") observed.warnings.push(message.text());
  });
  context.on("weberror", (error) => observed.errors.push(error.error().message));
  context.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText;
    // ERR_ABORTED is the browser cancelling a load it no longer needs (the page moved on, an image left
    // the document, a preview was redrawn), not the site failing to answer; a 404 or a refused connection still counts.
    if (reason !== "net::ERR_ABORTED") observed.failed.push(`${reason} ${request.url()}`);
  });
  context.on("response", (response) => {
    if (response.status() >= 400) observed.failed.push(`${response.status()} ${response.url()}`);
  });
  await context.exposeBinding("__reportViolation", (_source, text: string) => observed.violations.push(text));
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return observed;
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
  /** What went wrong in the test's own context (`page`). */
  observed: Observed;
  /** A page in a new context with other options (viewport, no JavaScript, reduced motion), closed after the test. */
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
  // The test's own context records from its creation; a test that never opens
  // a page (plain HTTP) never creates one.
  context: async ({ context }, use) => {
    const observed = await observe(context);
    observations.set(context, observed);
    testContexts.push(observed);
    await use(context);
  },
  observed: async ({ context }, use) => {
    await use(observations.get(context)!);
  },
  newPage: async ({ browser, contextOptions, viewport, baseURL, locale, reducedMotion }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
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

export { desktop, phone } from "./viewports.js";
export type { BrowserContext, Locator, Page } from "@playwright/test";
