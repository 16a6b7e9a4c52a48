import { defineConfig } from "vitest/config";

// The production serving setup over plain HTTP, against the built site:
// deploy/nginx.conf run by `npm run serve:nginx` (nginx installed through apt
// when missing), `npm start`, Cloudflare Pages' local runtime (`wrangler pages
// dev`, offline) reading the generated _headers/_redirects, the fonts the
// build cut, and the HTTP Observatory. Pages in a browser under the same
// servers are Playwright's (tests/deploy/*.spec.ts).
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    globalSetup: ["./tests/deploy/global-setup.ts"],
    setupFiles: ["./tests/setup-assertions.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
