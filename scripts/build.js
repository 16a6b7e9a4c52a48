// @ts-check
// `npm run build`: every step writes into a new folder beside build/client,
// and only when all of them have succeeded does that folder take build/client's
// place, by rename. A failed step deletes the new folder and leaves the last
// good build where it was, for `npm start` and for `wrangler deploy`.
// One process: Astro builds in it (its programmatic build()), and the site
// integration (scripts/build/site-integration.ts) reads and validates the content
// once, when Astro starts, before anything is written.
import { mkdir, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { inspect } from "node:util";
import { build as astroBuild } from "astro";
import { buildAdmin } from "./build/admin.js";
import { cutIconSprite } from "./build/cut-icon-sprite.ts";
import { subsetFonts } from "./build/fonts.js";
import { writeServingFiles } from "./build/serving.js";
import { reportPageBudgets } from "./build/page-budgets.ts";
import { shortenClassNames } from "./build/short-class-names.ts";
import { parsedPagesOf, writeParsedPages } from "./build/parsed-pages.ts";
import { isContentRefused } from "../src/model/owner/production.ts";

// BUILD_DIR builds elsewhere, e.g. a test's production build in a temporary folder.
const buildRoot = resolve(process.env.BUILD_DIR || resolve(import.meta.dirname, "../build"));
const live = join(buildRoot, "client");

// Workers Builds (Cloudflare's build of every push) sets WORKERS_CI=1: that build is the published site.
if (process.env.WORKERS_CI === "1") process.env.SITE_ENV ||= "production";
// Astro's telemetry is read when it would send: off, so the build makes no network call.
process.env.ASTRO_TELEMETRY_DISABLED = "1";

/** @type {import("./build/parsed-pages.ts").ParsedPage[]} the new build's pages, once read */
let pages = [];

/**
 * The steps, in order, each given the new build's client folder; they share its pages, parsed once
 * after pre-rendering (scripts/build/parsed-pages.ts): the steps edit them in memory, and they are
 * written once, after the last edit. Each must throw on failure. writeServingFiles stays last: it
 * reads every page the steps before it wrote, checks them against the CSP and writes _headers and
 * _redirects for their routes.
 * @type {[string, (client: string) => Promise<unknown>][]}
 */
const steps = [
  ["pre-render the site", (client) => astroBuild({ root: resolve(import.meta.dirname, ".."), outDir: client })],
  // As parsed by Astro's build:done hook for its passes (the inline scripts into files, the search engines' files).
  ["take the parsed pages", async (client) => (pages = await parsedPagesOf(client))],
  ["cut the fonts to the pages' characters", (client) => subsetFonts(client, pages)],
  ["cut the icon sprite to the icons the pages draw", (client) => cutIconSprite(client, pages)],
  // WITHOUT_ADMIN=1: the photo site's build (scripts/photos/photo-site.ts), which the audit measures outside admin/.
  [
    "build the admin",
    (client) => (process.env.WITHOUT_ADMIN === "1" ? Promise.resolve() : buildAdmin({ outDir: join(client, "admin") })),
  ],
  // After the admin: its preview draws the components with the class names as written.
  ["shorten the class names", (client) => shortenClassNames(client, pages)],
  // On the pages as published; a miss is the owner's warning, never a failure.
  ["measure the budgets on the owner's words", (client) => reportPageBudgets(client, pages)],
  ["write the pages", (client) => writeParsedPages(client, pages)],
  ["write the serving files", (client) => writeServingFiles(client, pages)],
];

// A folder of its own (the analytics origins go beside its client/), on the same disk, so rename can swap it in.
const next = join(buildRoot, `.next-${process.pid}`);
await mkdir(next, { recursive: true });
for (const [name, step] of steps) {
  try {
    await step(join(next, "client"));
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    // Invalid content is the owner's to fix, in his words; anything else is the code's, with its stack.
    if (isContentRefused(error)) console.error(`\n${error.message}\n`);
    else console.error(`\nBuild failed at "${name}": ${inspect(error)}`);
    console.error(`build/client still holds the last good build.`);
    process.exit(1);
  }
}
// Two renames: the old build steps aside, the new one takes its name; only then is the old one deleted.
const old = join(buildRoot, `.old-${process.pid}`);
await rename(live, old).catch((error) => {
  if (error.code !== "ENOENT") throw error;
});
await rename(join(next, "client"), live);
await Promise.all([rm(old, { recursive: true, force: true }), rm(next, { recursive: true, force: true })]);
console.log(`\nBuild published: build/client`);
