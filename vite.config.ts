import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

const app = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  // SITE_URL (the public origin) is read at build time for canonical URLs and the sitemap.
  envPrefix: ["VITE_", "SITE_URL"],
  resolve: { alias: { "~": app } },
  build: {
    // Keep images as files: inlined data URIs would bloat the JS every page loads.
    assetsInlineLimit: 0,
  },
  plugins: [tailwindcss(), imagetools(), reactRouter()],
});
