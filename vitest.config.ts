import { fileURLToPath } from "node:url";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/build/content-plugin.ts";
import { iconSprite } from "./scripts/build/icon-sprite.ts";

// Unit and component tests: the pages' content module (virtual:site-content),
// so unit tests see the real, validated content; components render with
// react-dom/server or Testing Library, without an Astro build.
export default defineConfig({
  plugins: [imagetools(), siteContent(), iconSprite()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    // Node by default; a component test opts into jsdom with a
    // `@vitest-environment jsdom` comment, so the others skip its start-up.
    environment: "node",
    globals: true,
    setupFiles: ["./tests/setup-assertions.ts", "./tests/setup-unit.ts"],
  },
});
