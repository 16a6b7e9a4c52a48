import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { playwrightChromiumFlags, testChromiumPath } from "./scripts/chromium.js";
import { desktop, phone } from "./scripts/browser/viewports.js";
import { freePort } from "./scripts/wrangler-dev.js";

// The browser tests, against the built site (`npm run build` first), served as
// `npm start` and Cloudflare serve it (wrangler dev, scripts/wrangler-dev.js).
// Two suites (docs/decisions/0025-the-loop-and-the-browser-suite.md):
//   npm test (test:e2e)       phone    tests/e2e at 360 px: what the site's scripts do, under the served CSP
//   npm run test:browser      pages    tests/pages: every page, as it looks and reads, and other content's pages
//   (CI, after npm test)      admin    tests/admin: the owner's journeys through the admin
//                             every-page  tests/e2e's per-page tests on the pages npm test leaves out
//                             desktop  every @desktop or @both test of those folders, at 1280 px
// A test runs on the phone unless tagged: @desktop runs on the desktop only,
// @both on each. A tests/e2e test tagged @every-page (tests/browser/support.ts,
// perPage) runs in every-page, not in npm test.
// Debian's Chromium headless shell (scripts/chromium.js), never a downloaded browser.

// A free port, chosen once: workers load this file again and inherit the environment.
process.env.E2E_START_PORT ??= String(await freePort());
const startUrl = `http://127.0.0.1:${process.env.E2E_START_PORT}`;
// Its state folder, named here so that a test reads the lead log's D1 the pages write to (tests/e2e/lead-log.spec.ts).
process.env.E2E_SITE_STATE ??= join(tmpdir(), `riyadh-site-e2e-${process.env.E2E_START_PORT}`);

export default defineConfig({
  fullyParallel: true,
  testMatch: /\.spec\.ts$/,
  forbidOnly: true,
  // Two cores: one worker per core, for npm test's phone tests, which run beside the unit tests. Each test gets a
  // fresh context. `npm run test:browser` runs alone and takes 3 (`--workers=3`): its tests wait on the admin and
  // its preview part of their time, so a third worker used that time (12.4 → 9.3 min here, with the tests' summed
  // time 1,219 → 1,273 s); a fourth made every test wait for the CPU (summed time 1,973 s, 10.6 min). CI runs
  // it with two (.ci/run), beside the photo build, which takes that time there.
  workers: 2,
  // A test that fails once fails the run, on CI as locally: no retry hides a flaky test, and
  // one that passes only on a retry (`--retries` on the command line) fails too (decision 0032).
  retries: 0,
  failOnFlakyTests: true,
  // After the run, every test past half its timeout (tests/browser/timeout-margin-reporter.ts).
  reporter: [process.env.CI ? ["dot"] : ["list"], ["./tests/browser/timeout-margin-reporter.ts"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // One folder per run: a second run started meanwhile must not delete this one's traces.
  outputDir: `.playwright/results-${process.env.E2E_START_PORT}`,
  use: {
    baseURL: startUrl,
    // No single click or fill may wait out a whole test's timeout (the admin round trip's is 26 min): one
    // that cannot act in 20 s fails with what it waited for.
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
    viewport: phone,
    locale: "ar-SA",
    // Settled pages: no entry animations to wait for or to render on two cores.
    // home.spec.ts turns motion back on to check the animations themselves.
    reducedMotion: "reduce",
    // Recording a trace of every test to keep the failed ones cost a quarter of
    // the suite's CPU (150 s → 113 s here). A failure keeps its screenshot and
    // error context; for a trace, run again with `npm run test:e2e -- --trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: testChromiumPath, args: playwrightChromiumFlags },
  },
  projects: [
    { name: "phone", testDir: "tests/e2e", grepInvert: [/@desktop/, /@every-page/] },
    { name: "pages", testDir: "tests/pages", grepInvert: /@desktop/ },
    { name: "admin", testDir: "tests/admin", grepInvert: /@desktop/ },
    { name: "every-page", testDir: "tests/e2e", grep: /@every-page/, grepInvert: /@desktop/ },
    {
      name: "desktop",
      testDir: "tests",
      testMatch: /\/(e2e|pages|admin)\/.*\.spec\.ts$/,
      grep: /@desktop|@both/,
      use: { viewport: desktop },
    },
  ],
  webServer: {
    command: "node scripts/wrangler-dev.js --fresh-settings",
    url: `${startUrl}/`,
    env: { PORT: process.env.E2E_START_PORT, SITE_STATE: process.env.E2E_SITE_STATE },
    reuseExistingServer: false,
    timeout: 90_000,
    // The script stops wrangler and workerd on SIGTERM; a SIGKILL would leave them running.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
