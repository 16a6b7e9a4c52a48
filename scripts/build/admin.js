// @ts-check
// Builds the owner's admin (/admin/) into build/client/admin: Sveltia CMS bundled
// from npm and config.yml generated from the content schemas (admin/vite.config.ts).
// One step of `npm run build`, after Astro has pre-rendered the site into the
// release's client folder; run alone with `npm exec -- node scripts/build/admin.js`
// (through npm, so that it runs on the project's Node 24).
import { fileURLToPath } from "node:url";
import { build } from "vite";

const configFile = fileURLToPath(new URL("../../admin/vite.config.ts", import.meta.url));

/** @param {{ outDir?: string }} [options] outDir defaults to build/client/admin */
export async function buildAdmin({ outDir } = {}) {
  // "runner" loads the config and the schemas it imports through Vite itself (TypeScript, no extensions).
  await build({ configFile, configLoader: "runner", logLevel: "warn", ...(outDir && { build: { outDir } }) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAdmin();
  console.log("Admin built: build/client/admin (served at /admin/)");
}
