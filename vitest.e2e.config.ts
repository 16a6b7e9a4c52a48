import { defineConfig } from "vitest/config";

// Browser tests against the built, pre-rendered site, served as `npm start` serves it.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    setupFiles: ["./tests/setup-assertions.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one browser at a time keeps timings (tooltips, hydration) honest.
    fileParallelism: false,
  },
});
