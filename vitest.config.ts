import { fileURLToPath } from "node:url";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/build/content-plugin.ts";
import { iconSprite } from "./scripts/build/icon-sprite.ts";
import { buildYear } from "./vite.config.ts";

// Unit and component tests. The React Router plugin is left out on purpose:
// components are tested through createRoutesStub instead of a full build.
export default defineConfig({
  // The loaders' content module (virtual:site-content), so unit tests see the real, validated content.
  plugins: [imagetools(), siteContent(), iconSprite()],
  define: buildYear,
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    // Node by default; a component test opts into jsdom with a
    // `@vitest-environment jsdom` comment, so the others skip its start-up.
    environment: "node",
    globals: true,
    setupFiles: ["./tests/setup-assertions.ts", "./tests/setup-unit.ts"],
  },
});
