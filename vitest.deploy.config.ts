import { defineConfig } from "vitest/config";

// The production serving setup against the built site: deploy/nginx.conf run by
// `npm run serve:nginx` (nginx installed through apt when missing), `npm start`,
// the generated _headers/_redirects, Chromium under the CSP, and the HTTP Observatory.
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    globalSetup: ["./tests/deploy/global-setup.ts"],
    setupFiles: ["./tests/setup-assertions.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser at a time, as in the e2e suite.
    fileParallelism: false,
  },
});
