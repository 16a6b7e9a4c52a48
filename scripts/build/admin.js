// @ts-check
// Builds the owner's admin (/admin/) into build/client/admin: Sveltia CMS bundled
// from npm and config.yml generated from the content schemas (admin/vite.config.ts).
// One step of the build, after `react-router build` (which empties build/client);
// run alone with `node scripts/build/admin.js`.
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
