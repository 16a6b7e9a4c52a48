import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { siteContent } from "./scripts/build/content-plugin.ts";
import { iconSprite } from "./scripts/build/icon-sprite.ts";

const app = fileURLToPath(new URL("./app", import.meta.url));

/**
 * The year of the build, the same in the pre-rendered HTML and in the browser's
 * copy of the code, so that hydration agrees with the page (app/components/layout/footer.tsx).
 */
export const buildYear = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

export default defineConfig({
  resolve: { alias: { "~": app } },
  define: buildYear,
  // `npm run build` would otherwise list every asset of both environments and
  // every pre-rendered page; warnings and errors still print.
  logLevel: "warn",
  build: {
    reportCompressedSize: false,
    // Keep images as files: inlined data URIs would bloat the JS every page loads.
    assetsInlineLimit: 0,
    // Lazy parts (tooltips, the proof sections) load after hydration: no preload
    // helper in the first load, and no preloads competing with the page.
    modulePreload: false,
  },
  plugins: [tailwindcss(), imagetools(), siteContent(), iconSprite(), reactRouter()],
});
