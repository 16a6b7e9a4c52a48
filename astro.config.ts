import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { imagetools } from "vite-imagetools";
import { siteIntegration } from "./scripts/build/site-integration.ts";

// Every page is pre-rendered; React renders at build time and ships no
// JavaScript unless a page has an island (docs/decisions/0001-astro-islands.md).
export default defineConfig({
  output: "static",
  // `npm run build` (scripts/build.js) passes --outDir <release>/client.
  outDir: "build/client",
  // One URL per page: /fencing is build/client/fencing/index.html, and the
  // servers (deploy/rules.js) redirect /fencing/ to it.
  trailingSlash: "never",
  build: {
    format: "directory",
    // Hashed files live in /assets/, which deploy/rules.js caches for a year.
    assets: "assets",
    // The CSP allows no inline <style>: every stylesheet is a file.
    inlineStylesheets: "never",
  },
  compressHTML: true,
  devToolbar: { enabled: false },
  integrations: [react(), siteIntegration()],
  vite: {
    // `npm run build` would otherwise list every asset; warnings and errors still print.
    logLevel: "warn",
    build: {
      reportCompressedSize: false,
      // Keep images and scripts as files: nothing may be inlined under the CSP.
      assetsInlineLimit: 0,
    },
    plugins: [tailwindcss(), imagetools()],
  },
});
