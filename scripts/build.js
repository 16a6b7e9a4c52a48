// @ts-check
// `npm run build`: every step writes into a new folder beside build/client,
// and only when all of them have succeeded does that folder take build/client's
// place, by rename. A failed step deletes the new folder and leaves the last
// good build where it was, for `npm start` and for `wrangler deploy`.
import { spawn } from "node:child_process";
import { mkdir, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { buildAdmin } from "./build/admin.js";
import { subsetFonts } from "./build/fonts.js";
import { writeServingFiles } from "./build/serving.js";
import { preflight } from "../src/model/production.ts";

// BUILD_DIR builds elsewhere, e.g. a test's production build in a temporary folder.
const buildRoot = resolve(process.env.BUILD_DIR || resolve(import.meta.dirname, "../build"));
const live = join(buildRoot, "client");

// Workers Builds (Cloudflare's build of every push) sets WORKERS_CI=1: that build is the published site.
if (process.env.WORKERS_CI === "1") process.env.SITE_ENV ||= "production";

const astroCli = resolve(import.meta.dirname, "../node_modules/astro/bin/astro.mjs");

/**
 * The steps, in order, each given the new build's client folder. Each must
 * throw (or exit non-zero) on failure. writeServingFiles stays last: it reads
 * every page the steps before it wrote, checks them against the CSP and
 * writes _headers and _redirects for their routes.
 * @type {[string, (client: string) => Promise<unknown>][]}
 */
const steps = [
  // Telemetry off: the build makes no network call. The content plugin need not report what preflight did.
  [
    "pre-render the site",
    (client) =>
      run(astroCli, ["build", "--outDir", client], { ASTRO_TELEMETRY_DISABLED: "1", SITE_CONTENT_CHECKED: "1" }),
  ],
  ["cut the fonts to the pages' characters", (client) => subsetFonts(client)],
  ["build the admin", (client) => buildAdmin({ outDir: join(client, "admin") })],
  ["write the serving files", (client) => writeServingFiles(client)],
];

/** @param {string} script @param {string[]} args @param {Record<string, string>} env */
function run(script, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolvePromise(code) : reject(new Error(`exited with ${code}`))));
  });
}

// The content and, for production, every setting it needs, before anything is built: an
// owner's mistake is printed as one message naming the page and field, not as a stack trace.
const { error, warning } = preflight();
if (error) {
  console.error(`\n${error}\n\nbuild/client still holds the last good build.`);
  process.exit(1);
}
if (warning) console.warn(`\n${warning}\n`);

// A folder of its own (the analytics origins go beside its client/), on the same disk, so rename can swap it in.
const next = join(buildRoot, `.next-${process.pid}`);
await mkdir(next, { recursive: true });
for (const [name, step] of steps) {
  try {
    await step(join(next, "client"));
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    console.error(`\nBuild failed at "${name}": ${error instanceof Error ? error.message : error}`);
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
