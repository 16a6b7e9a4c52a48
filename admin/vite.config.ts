import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { adminConfigYaml } from "../scripts/build/admin-config";
import { iconSprite } from "../scripts/build/icon-sprite";
import { canonicalOrigin } from "../scripts/build/serving.js";
import { contentCatalog } from "../src/model/catalog";
import { readSources } from "../src/model/load";
import { serviceNames } from "../src/model/service-names";

// The owner's admin at /admin/: Sveltia CMS from npm, bundled by Vite into
// build/client/admin (index.html, config.yml, hashed assets). Its own small build,
// separate from the site's, so nothing of it reaches a public page.
// `npm run build` runs it after Astro has pre-rendered the site; alone, it is
// `npm exec -- node scripts/build/admin.js` (npm's Node 24, not the machine's).

const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../build/client/admin", import.meta.url));

/**
 * Sveltia CMS 0.221.1 reaches other origins even when bundled from npm. The admin
 * must make no request to another origin and log no CSP error, so these are
 * rewritten in its module at build time. Each rewrite must match exactly as often
 * as listed, so that a version bump that changes the code fails the build here
 * instead of silently calling out again.
 */
const offlineRewrites: { what: string; pattern: RegExp; count: number; replacement: string }[] = [
  {
    // Its UI stylesheet declares three @font-face rules with cdn.jsdelivr.net URLs
    // (Source Sans 3, Noto Mono, Material Symbols). The npm build already registers
    // the same fonts from its own bundled woff2 files through the FontFace API, so
    // the CDN rules are dropped.
    what: "jsdelivr @font-face rules",
    pattern: /@font-face \{[^}]*?https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/g,
    count: 3,
    replacement: "",
  },
  {
    // The GitHub backend polls www.githubstatus.com every 5 minutes to show an
    // incident banner. A data: URL answering "{}" makes it report "unknown", which
    // shows nothing, without a request.
    what: "githubstatus.com status API",
    pattern: /https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json/g,
    count: 1,
    replacement: "data:application/json,{}",
  },
  {
    // The same banner for the GitLab backend (status-api.hostedstatus.com).
    what: "GitLab status API",
    pattern: /https:\/\/status-api\.hostedstatus\.com\/1\.0\/status\/[0-9a-f]+/g,
    count: 1,
    replacement: "data:application/json,{}",
  },
];

/**
 * One rewrite for the preview's speed (decision 0020). On every keystroke Sveltia
 * 0.221.1 hands a custom preview template a snapshot of the whole entry draft,
 * collection configuration included ($state.snapshot, which calls structuredClone
 * once per value): for a service page that is tens of thousands of values, about
 * 100 ms a keystroke here, though the props it builds read five of the draft's
 * keys (buildPreviewData in src/lib/services/api/helpers.js). The snapshot takes
 * those five only. Matched exactly once, like the rewrites above.
 */
const previewRewrites: typeof offlineRewrites = [
  {
    what: "the preview template's snapshot of the entry draft",
    pattern: /entryDraft:(\w+),draft:(\w+)\(\1\.current\)/g,
    count: 1,
    replacement:
      "entryDraft:$1,draft:$2({collectionName:$1.current.collectionName,fileName:$1.current.fileName," +
      "isIndexFile:$1.current.isIndexFile,originalEntry:$1.current.originalEntry,currentValues:$1.current.currentValues})",
  },
];

/**
 * What the owner must not be offered. Sveltia 0.221.1 puts a «ترجمة» button beside each field with words
 * and in each pane's toolbar; it opens a dialog asking for a Google Cloud Translation API key (and would
 * send his words to Google). Its component (translate-button.svelte) is made to draw nothing: the
 * rewrite finds the component by its props (size "medium" by default, then keyPath) and returns at once.
 */
const ownerRewrites: typeof offlineRewrites = [
  {
    what: "the translate button (Google Cloud Translation)",
    pattern:
      /function (\w+)\((\w+),(\w+)\)\{(?=\w+\(\3,!0\);let \w+=\w+\(\),\w+=\w+\(\3,`size`,3,`medium`\),\w+=\w+\(\3,`keyPath`,3,``\))/g,
    count: 1,
    replacement: "function $1($2,$3){return;",
  },
];

/** Every rewrite of Sveltia's module, each matched exactly as often as listed (admin/sveltia-rewrites.test.ts). */
export const sveltiaRewrites = [...offlineRewrites, ...previewRewrites, ...ownerRewrites];

function sveltiaOffline(): Plugin {
  return {
    name: "sveltia-offline",
    enforce: "pre",
    transform(code, id) {
      if (!/@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return;
      for (const { what, pattern, count, replacement } of sveltiaRewrites) {
        const found = code.match(pattern)?.length ?? 0;
        if (found !== count) {
          this.error(`sveltia-offline: expected ${count} × ${what} in ${id}, found ${found}. Check the new version.`);
        }
        code = code.replace(pattern, replacement);
      }
      return { code, map: null };
    },
  };
}

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
  plugins: [sveltiaOffline(), adminConfigFile(), iconSprite(), siteStylesheets()],
});
