import { fileURLToPath } from "node:url";
import site from "../../astro.config.ts";

// The site's own configuration (integrations, CSP handling, Vite plugins) with
// one page of its own: the proof that an island hydrates under the site's CSP
// while the site itself has no island yet (tests/island/island.spec.ts).
export default {
  ...site,
  root: fileURLToPath(new URL("../..", import.meta.url)),
  srcDir: fileURLToPath(new URL("./src", import.meta.url)),
  outDir: process.env.ISLAND_OUT_DIR,
};
