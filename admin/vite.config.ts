import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { adminConfigYaml } from "../scripts/build/admin-config";
import { iconSprite } from "../scripts/build/icon-sprite";
import { canonicalOrigin } from "../scripts/build/serving.js";
import { contentCatalog } from "../src/model/contract/catalog";
import { readSources } from "../src/model/contract/load";
import { serviceNames } from "../src/model/contract/service-names";
import { sveltiaBundle } from "./sveltia/bundle";

// The owner's admin at /admin/: Sveltia CMS from npm, bundled by Vite into
// build/client/admin (index.html, config.yml, hashed assets). Its own small build,
// separate from the site's, so nothing of it reaches a public page.
// `npm run build` runs it after Astro has pre-rendered the site; alone, it is
// `npm exec -- node scripts/build/admin.js` (npm's Node 24, not the machine's).

const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../build/client/admin", import.meta.url));

/**
 * config.yml, generated from the zod content schemas at build time, with the
 * public site's address (site_url) once the build is public: the admin then
 * points the owner to it when he opens the admin from another address.
 */
function adminConfigFile(): Plugin {
  let client = "";
  return {
    name: "admin-config-file",
    configResolved(config) {
      client = resolve(config.build.outDir, "..");
    },
    async generateBundle() {
      const report = JSON.parse(
        existsSync(join(client, "build-report.json")) ? readFileSync(join(client, "build-report.json"), "utf8") : "{}",
      );
      const site = existsSync(join(client, "index.html")) ? await canonicalOrigin(client, report) : null;
      const yaml = adminConfigYaml(
        contentCatalog,
        process.env,
        serviceNames(readSources(resolve(root, ".."), "").services),
      );
      this.emitFile({ type: "asset", fileName: "config.yml", source: site ? `${yaml}site_url: ${site}\n` : yaml });
    },
  };
}

/**
 * `virtual:site-stylesheets`: the URLs of the stylesheets the pre-rendered pages
 * link (the site's own, built by Astro just before the admin, in the folder the
 * admin is built into), so the preview draws with exactly the CSS the site serves.
 */
function siteStylesheets(): Plugin {
  const id = "virtual:site-stylesheets";
  let client = "";
  return {
    name: "site-stylesheets",
    configResolved(config) {
      client = resolve(config.build.outDir, "..");
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return;
      const pages = existsSync(client)
        ? readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
            (file) => file.endsWith(".html") && !file.startsWith("admin/"),
          )
        : [];
      const hrefs = new Set(
        pages.flatMap((page) =>
          [...readFileSync(join(client, page), "utf8").matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
            (m) => m[1]!,
          ),
        ),
      );
      if (!hrefs.size) this.error(`site-stylesheets: no page in ${client} links a stylesheet; build the site first`);
      return `export default ${JSON.stringify([...hrefs].sort())};`;
    },
  };
}

export default defineConfig({
  root,
  base: "/admin/",
  // The site's public/ folder belongs to the site's build.
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    // Sveltia is one large module; its size is known and only the owner loads it.
    chunkSizeWarningLimit: 4000,
    reportCompressedSize: false,
    // Rewriting Sveltia's 2 MB module takes a moment on every build; no need to warn about it.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // The CMS at /admin/, and the owner's lead log at /admin/leads (leads/, decision 0029).
      input: { main: `${root}index.html`, leads: `${root}leads/index.html` },
    },
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("../src", import.meta.url)),
      // The preview's page builders read the content the preview sets, not the build's (admin/preview/).
      "virtual:site-content": fileURLToPath(new URL("./preview/site-content.ts", import.meta.url)),
      satteri: fileURLToPath(new URL("./preview/markdown.ts", import.meta.url)),
    },
  },
  plugins: [sveltiaBundle(), adminConfigFile(), iconSprite(), siteStylesheets()],
});
