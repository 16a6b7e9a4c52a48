// @ts-check
// `npm run build`: every step writes into a new folder, build/releases/<id>/,
// and only when all of them have succeeded are build/client and build/nginx
// switched to it, each by renaming a new symlink over the old one, which is
// atomic. A failed step leaves the last good build in place, and `npm start`
// and nginx, which follow the symlink on every request, serve the new build at
// once without a restart or reload. The two previous releases are kept, so a
// request that began on one finishes on it, and each release also holds the
// previous one's hashed assets, so a page loaded just before the switch still
// finds its scripts and styles.
import { spawn } from "node:child_process";
import { link, lstat, mkdir, readdir, readFile, realpath, rename, rm, symlink, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { buildAdmin } from "./build/admin.js";
import { subsetFonts } from "./build/fonts.js";
import { writeServingFiles } from "./build/serving.js";
import { preflight } from "../src/model/production.ts";

// BUILD_DIR builds elsewhere, e.g. a test's production build in a temporary folder.
const buildRoot = resolve(process.env.BUILD_DIR || resolve(import.meta.dirname, "../build"));
const releases = join(buildRoot, "releases");
const keptReleases = 3;

/** The folders each release holds and build/ links to. */
const outputs = ["client", "nginx"];

const astroCli = resolve(import.meta.dirname, "../node_modules/astro/bin/astro.mjs");

/**
 * The steps, in order, each given the release folder. Each must throw (or exit
 * non-zero) on failure. writeServingFiles stays last: it precompresses every
 * file the steps before it wrote and checks the pages against the CSP.
 * @type {[string, (release: string) => Promise<unknown>][]}
 */
const steps = [
  // Telemetry off: the build makes no network call. The content plugin need not report what preflight did.
  [
    "pre-render the site",
    (release) =>
      run(astroCli, ["build", "--outDir", join(release, "client")], {
        ASTRO_TELEMETRY_DISABLED: "1",
        SITE_CONTENT_CHECKED: "1",
      }),
  ],
  ["cut the fonts to the pages' characters", (release) => subsetFonts(join(release, "client"))],
  ["build the admin", (release) => buildAdmin({ outDir: join(release, "client/admin") })],
  ["write the serving files", (release) => writeServingFiles(join(release, "client"))],
];

/** @param {string} script @param {string[]} args @param {Record<string, string>} env */
function run(script, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolvePromise(code) : reject(new Error(`exited with ${code}`))));
  });
}

/** Points build/<name> at the release: a new link renamed over the old one, so there is no moment without it. */
async function publish(/** @type {string} */ release) {
  for (const name of outputs) {
    const link = join(buildRoot, name);
    const current = await lstat(link).catch(() => null);
    // A build from before releases existed: a real folder, which rename cannot replace.
    if (current && !current.isSymbolicLink()) {
      await mkdir(join(releases, "0-unversioned"), { recursive: true });
      await rename(link, join(releases, "0-unversioned", name));
    }
    const next = `${link}.next`;
    await rm(next, { force: true });
    await symlink(relative(buildRoot, join(release, name)), next);
    await rename(next, link);
  }
}

/**
 * Hard-links into the release the hashed assets the previous release built
 * itself (named in its assets.json, outside the served folder), one generation
 * back, so the folder does not grow build after build.
 * @param {string | null} previous
 * @param {string} release
 */
async function carryOverAssets(previous, release) {
  const assets = join(release, "client/assets");
  const own = await readdir(assets);
  await writeFile(join(release, "assets.json"), JSON.stringify(own));
  if (!previous) return;
  const earlier = await readFile(join(previous, "assets.json"), "utf8")
    .then((text) => /** @type {string[]} */ (JSON.parse(text)))
    .catch(() => readdir(join(previous, "client/assets")).catch(() => []));
  const ownNames = new Set(own);
  const missing = earlier.filter((name) => !ownNames.has(name));
  await Promise.all(missing.map((name) => link(join(previous, "client/assets", name), join(assets, name))));
}

/** Names sort by time, the newest last. The release that was live until now stays, whatever its age. */
async function removeOldReleases(/** @type {string | null} */ previous) {
  const old = (await readdir(releases)).sort().slice(0, -keptReleases);
  const removed = old.filter((name) => join(releases, name) !== previous);
  await Promise.all(removed.map((name) => rm(join(releases, name), { recursive: true, force: true })));
}

// The content and, for production, every setting it needs, before anything is built: an
// owner's mistake is printed as one message naming the page and field, not as a stack trace.
const { error, warning } = preflight();
if (error) {
  console.error(`\n${error}\n\nbuild/client still holds the last good build.`);
  process.exit(1);
}
if (warning) console.warn(`\n${warning}\n`);

// Sortable by time: removeOldReleases keeps the newest.
const release = join(releases, `${new Date().toISOString().replace(/[-:.]/g, "")}-${process.pid}`);
for (const [name, step] of steps) {
  try {
    await step(release);
  } catch (error) {
    await rm(release, { recursive: true, force: true });
    console.error(`\nBuild failed at "${name}": ${error instanceof Error ? error.message : error}`);
    console.error(`build/client still holds the last good build.`);
    process.exit(1);
  }
}
const previous = await realpath(join(buildRoot, "client"))
  .then((path) => dirname(path))
  .catch(() => null);
await carryOverAssets(previous, release);
await publish(release);
await removeOldReleases(previous);
console.log(`\nBuild published: build/client → ${relative(buildRoot, join(release, "client"))}`);
