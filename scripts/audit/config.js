// @ts-check
// Paths, run settings, budgets and the list of routes, all derived from the
// repository and the built output so that a new page is audited without edits here.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { pageFile, routesFromHtmlFiles } from "../../deploy/rules.js";
import { desktop, phone } from "../browser/viewports.js";

export const root = resolve(import.meta.dirname, "../..");
/**
 * The site the audit measures: the build of the shipped content (build/client), or with AUDIT_SITE=photos
 * the photo site, the fixture content with the owner's phone photos in every slot (npm run build:photos,
 * build-photos/client), under the budgets of audit.budgets.json's photoSite laid over the others.
 */
export const photoSite = process.env.AUDIT_SITE === "photos";
export const buildDir = join(root, photoSite ? "build-photos/client" : "build/client");
export const outDir = join(root, photoSite ? ".audit/photos" : ".audit");
export const budgetsFile = join(root, "audit.budgets.json");

export const ci = !!process.env.CI && !["false", "0"].includes(process.env.CI);
/** At most this many runs of a template's timings (docs/quality.md): a timing fails only when every run misses. */
export const lighthouseRuns = Number(process.env.AUDIT_LIGHTHOUSE_RUNS ?? 3);

/** 1 kB = 1000 bytes throughout the audit (the stricter reading of "KB"). */
export const kB = 1000;

/** The browser tests' viewports. The phone is a Galaxy S8-class device: 360 × 740 CSS px at 3× density. */
export { phone };
export const firefoxWidths = [phone, desktop];

/** The photo site's settings in audit.budgets.json. */
export function photoSiteSettings() {
  return /** @type {import("./types").PhotoSiteBudgets} */ (JSON.parse(readFileSync(budgetsFile, "utf8")).photoSite);
}

/** @returns {import("./types").Budgets} */
export function loadBudgets() {
  /** @type {import("./types").Budgets & { photoSite?: import("./types").PhotoSiteBudgets }} */
  const { photoSite: photos, ...budgets } = JSON.parse(readFileSync(budgetsFile, "utf8"));
  if (!photoSite || !photos) return budgets;
  // The photo site's rules come first: the first rule that matches a route applies.
  /** @type {import("./types").Budgets} */
  const merged = { ...budgets, timingTemplates: photos.timingTemplates };
  for (const [figure, rules] of Object.entries(photos.budgets)) {
    const base = budgets[figure];
    merged[figure] = [...rules, ...(base === undefined ? [] : Array.isArray(base) ? base : [base])];
  }
  return merged;
}

/**
 * Every page of the build, found in it rather than listed here: "/" (index.html),
 * every folder at any depth with an index.html ("/fencing", "/projects/example-canopy"),
 * in the servers' own reading (deploy/rules.js), and the not-found page, which
 * production serves with status 404 at any unknown path, so it is requested at
 * one. The owner's admin (admin/, noindex, its own CSP and budget-free CMS
 * bundle) is not a site page.
 */
/** @returns {import("./types").Route[]} */
export function discoverRoutes() {
  if (!existsSync(join(buildDir, "index.html"))) {
    throw new Error(`No build in ${buildDir}: run "npm run build" first.`);
  }
  const htmlFiles = readdirSync(buildDir, { recursive: true })
    .map((file) => String(file).split(sep).join("/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
  /** @type {import("./types").Route[]} */
  const routes = routesFromHtmlFiles(htmlFiles)
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }))
    .map((route) => ({ route, path: route, file: pageFile(route).slice(1) }));
  if (htmlFiles.includes("404.html")) {
    routes.push({ route: "404", path: "/audit-no-such-page", file: "404.html", notFound: true });
  }
  return routes;
}

/** Command-line options for partial runs while developing: --routes=/,/fencing --only=bytes,lighthouse */
/** @param {string[]} argv */
export function parseArgs(argv) {
  /** @type {{ routes: string[] | null, only: string[] | null }} */
  const options = { routes: null, only: null };
  for (const arg of argv) {
    const [key, value = ""] = arg.replace(/^--/, "").split("=");
    if (key === "routes") options.routes = value.split(",").filter(Boolean);
    else if (key === "only") options.only = value.split(",").filter(Boolean);
    else throw new Error(`Unknown option ${arg}. Use --routes=/,/fencing,404 and --only=${checkNames.join(",")}`);
  }
  if (options.only) {
    const unknown = options.only.filter((name) => !checkNames.includes(name));
    if (unknown.length) throw new Error(`Unknown check(s) ${unknown.join(", ")}; known: ${checkNames.join(", ")}`);
  }
  return options;
}

// The audit measures what tests cannot give: the browser tests are npm test's and npm run test:browser's.
export const checkNames = ["bytes", "validators", "observatory", "transfer", "lighthouse", "firefox"];

/**
 * The routes whose timings Lighthouse measures: for each pattern of audit.budgets.json's
 * timingTemplates, the first route it matches ("/projects/*": the first project), so that
 * the owner's renaming a project or guide never leaves a template unmeasured.
 * @param {string[]} routes
 * @param {string[]} patterns
 */
export function templateRoutes(routes, patterns) {
  return [
    ...new Set(
      patterns.map((pattern) => routes.find((route) => matchesRoute(pattern, route))).filter((route) => !!route),
    ),
  ];
}

/**
 * A route pattern: a route ("/", "/fencing", "404"), or "/x/*" for every route below /x.
 * @param {string} pattern
 * @param {string} route
 */
export const matchesRoute = (pattern, route) =>
  pattern.endsWith("/*") ? route.startsWith(pattern.slice(0, -1)) : pattern === route;
