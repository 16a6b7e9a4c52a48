import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/build/content-plugin.ts";
import { iconSprite } from "./scripts/build/icon-sprite.ts";

// Unit and component tests: the pages' content module (virtual:site-content),
// so unit tests see the real, validated content; components render with
// react-dom/server or Testing Library, without an Astro build.

/**
 * The test that runs whole builds (`npm run build`, `astro build`): the `build`
 * project, run by `npm run test:build`, which CI runs after `npm test`, so that
 * `npm run test:unit` stays a quick loop.
 */
const builds = ["scripts/build.test.ts"];

/**
 * Test files that mock a module (vi.mock, which Vitest does not undo between files that share a graph) or stub a
 * global for good: each keeps its own module graph. Every other file shares one graph per worker (Vitest's "disable
 * isolation" recipe), so the content module and its validation load once rather than once per file; a file that
 * stubs the environment (SITE_ENV, CONTENT_DIR) or a global restores it after each test, and a test takes stand-ins
 * as arguments (an image table: `imageOf(slot, table)`, the `ImageFiles` context) rather than mocking a module.
 */
const isolated = [
  "scripts/audit/lighthouse.test.ts",
  // Tests the tap script without the lead log, whose window hands a repeat tap its lead's first reference: in a
  // shared graph, lead-log.test.ts has already loaded it and its listener stays.
  "src/browser/contact-tap.test.ts",
];

const unitFiles = [
  "src/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "worker/**/*.test.ts",
  "admin/**/*.test.ts",
  "deploy/**/*.test.ts",
];

/**
 * The shared-graph files that opt into jsdom (`@vitest-environment jsdom`): a project of their own. Vitest keeps a
 * worker for the next file only when that file has the same environment, so node and jsdom files mixed in one
 * project start a fresh worker, reloading zod, YAML and the content, at every switch (a dozen workers per run).
 */
const jsdomFiles = ["src", "scripts", "worker", "admin", "deploy"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && !isolated.includes(file) && !builds.includes(file))
  .filter((file) => /@vitest-environment jsdom/.test(readFileSync(file, "utf8")));

export default defineConfig({
  plugins: [imagetools(), siteContent(), iconSprite()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    // Node by default; a component test opts into jsdom with a
    // `@vitest-environment jsdom` comment, so the others skip its start-up.
    environment: "node",
    // Worker threads, not child processes: each worker starts and loads its modules faster (test:unit used a
    // fifth less CPU here, farm-bench, 3 runs each).
    pool: "threads",
    globals: true,
    setupFiles: ["./tests/setup-assertions.ts", "./tests/setup-unit.ts"],
    // A timeout catches a test that hangs. Many unit tests validate a whole content set (0.2 to 1 s each on a quiet
    // core), and on two cores shared with a build or a browser a test takes three to seven times as long: Vitest's
    // 5 s default failed runs that had nothing wrong. A test that must do more (ESLint, whole builds) sets its own.
    testTimeout: 15_000,
    // A test past half its timeout is the next busy run's failure: the reporter lists each, and Vitest marks it slow.
    slowTestThreshold: 7_500,
    reporters: ["default", "./tests/timeout-margin-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: unitFiles,
          exclude: [...isolated, ...builds, ...jsdomFiles],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "dom", include: jsdomFiles, environment: "jsdom", isolate: false, sequence: { groupOrder: 1 } },
      },
      { extends: true, test: { name: "isolated", include: isolated, sequence: { groupOrder: 2 } } },
      { extends: true, test: { name: "build", include: builds } },
    ],
  },
});
