import { defineConfig } from "vitest/config";

// The built site over plain HTTP, as `npm start` and Cloudflare serve it:
// Cloudflare's local runtime (wrangler dev, offline) with wrangler.jsonc, the
// generated _headers/_redirects and the site's Worker (worker/index.ts), and
// the fonts the build cut. Pages in a browser under the same server are
// Playwright's (tests/e2e/csp.spec.ts); the HTTP Observatory is the audit's.
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    globalSetup: ["./tests/deploy/global-setup.ts"],
    setupFiles: ["./tests/setup-assertions.ts"],
    slowTestThreshold: 30_000,
    reporters: ["default", "./tests/timeout-margin-reporter.ts"],
    // One module graph for all files (none mocks a module): the content and its checks load once.
    isolate: false,
    pool: "threads",
    // The files mostly wait (for a wrangler dev to start, for its answers): two run at once. Vitest's default on two
    // cores is one, which started the lead log's, the settings', the addresses' and the 150 projects' servers one
    // after another.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
