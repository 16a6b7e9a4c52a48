// @ts-check
// `npm run audit`: builds (in the npm script), then measures every route of the
// built site served by wrangler dev as in production, prints one table and
// every failed budget with its cause (also written to .audit/report.md), writes
// every figure to .audit/results.json, and exits 1 when a budget fails.
// Budgets: audit.budgets.json. Progress goes to stderr.
//
// For development (after npm run build):
//   npm run audit:built -- --routes=/,/fencing,404 --only=bytes,validators,transfer
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import {
  ensureChromium,
  ensureFirefox,
  ensureTestChromium,
  launchPlaywrightChromium,
  openBrowsers,
} from "./browsers.js";
import { measureBytes } from "./bytes.js";
import {
  buildDir,
  checkNames,
  ci,
  discoverRoutes,
  kB,
  lighthouseRuns,
  loadBudgets,
  matchesRoute,
  outDir,
  parseArgs,
  photoSite,
  photoSiteSettings,
  templateRoutes,
} from "./config.js";
import { checkFirefox, launchFirefox } from "./firefox.js";
import { checkScores, checkTiming, closeScoresChromium } from "./lighthouse.js";
import { startScoresLane } from "./scores-lane.js";
import { ensureObservatory, scanObservatory } from "./observatory.js";
import { evaluate, failureReport, ruleFor, table } from "./report.js";
import { startServer } from "./server.js";
import { checkPhotoBoxes } from "./photo-boxes.js";
import { checkTransfer } from "./transfer.js";
import { runHtmlValidate, runVnu } from "./validators.js";

/** @typedef {import("./types").RouteResult} RouteResult */
/** @typedef {import("./types").Route} Route */

const log = (/** @type {unknown[]} */ ...args) => console.error(...args);
const started = Date.now();
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(0)} s`;

const options = parseArgs(process.argv.slice(2));
// The photo site measures what photos change: bytes on one route of each template with photos, timings on
// the templates whose largest paint is a photo (docs/quality.md).
const photos = photoSite ? photoSiteSettings() : undefined;
const checks = options.only ?? photos?.checks ?? checkNames;
const budgets = loadBudgets();
const routes = discoverRoutes().filter(
  (route) =>
    (!options.routes || options.routes.includes(route.route) || options.routes.includes(route.path)) &&
    (!photos || photos.routes.some((pattern) => matchesRoute(pattern, route.route))),
);
const timingRoutes = templateRoutes(
  routes.map((route) => route.route),
  budgets.timingTemplates.routes,
);
if (!routes.length) throw new Error(`No route matches --routes=${options.routes?.join(",")}`);
const buildStamp = () => statSync(join(buildDir, "index.html"), { throwIfNoEntry: false })?.mtimeMs ?? "missing";
const buildAtStart = buildStamp();

/** @type {RouteResult[]} */
const results = routes.map((route) => ({
  route: route.route,
  path: route.path,
  file: route.file,
  // Lighthouse refuses a page answered with 404, so the not-found page skips it; the photo site runs it
  // on its timing routes alone (its scores are the shipped site's).
  notApplicable: route.notFound || (photos && !timingRoutes.includes(route.route)) ? ["lighthouse"] : [],
  figures: {},
  details: {},
  checkErrors: {},
}));
/** @type {Record<string, number>} */
const timings = {};
/** 1-minute load averages seen during the Lighthouse runs: other work on the machine inflates TBT and LCP. */
/** @type {number[]} */
const lighthouseLoad = [];

/**
 * @param {string} name
 * @param {() => Promise<void>} work
 */
async function phase(name, work) {
  if (!checks.includes(name)) return;
  const start = Date.now();
  log(`\n▶ ${name}`);
  await work();
  timings[name] = (timings[name] ?? 0) + Date.now() - start;
  log(`  ${name} done in ${seconds(timings[name])}`);
}

/**
 * @param {string} name
 * @param {(route: Route, result: RouteResult) => Promise<void> | void} work
 * @param {(route: Route) => boolean} [which] the routes to check, all by default
 */
async function each(name, work, which = () => true) {
  for (const [index, route] of routes.entries()) {
    const result = /** @type {RouteResult} */ (results[index]);
    if (result.notApplicable.includes(name) || !which(route)) continue;
    try {
      await work(route, result);
    } catch (error) {
      result.checkErrors[name] = String(error instanceof Error ? error.message : error).split("\n")[0] ?? "";
      log(`  ${route.route}: ${name} failed: ${error instanceof Error ? error.stack : error}`);
    }
  }
}

/** @type {{ baseUrl: string, close: () => Promise<void> } | undefined} */
let server;
const stopEverything = async () => {
  await Promise.allSettled([...openBrowsers].map((close) => close()));
  await server?.close();
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => stopEverything().finally(() => process.exit(130)));
}

try {
  await phase("bytes", () =>
    each("bytes", async (route, result) => {
      const bytes = measureBytes(route);
      result.details.bytes = bytes;
      Object.assign(result.figures, {
        jsKB: bytes.jsGzip / kB,
        islands: bytes.islands,
        cssKB: bytes.cssGzip / kB,
        htmlKB: bytes.htmlGzip / kB,
      });
    }),
  );

  await phase("validators", async () => {
    const [vnu, htmlValidate] = await Promise.allSettled([runVnu(routes), runHtmlValidate(routes)]);
    /** @type {["vnu" | "htmlValidate", PromiseSettledResult<Map<string, import("./validators.js").ValidatorMessage[]>>, string][]} */
    const outcomes = [
      ["vnu", vnu, "vnuErrors"],
      ["htmlValidate", htmlValidate, "htmlValidateErrors"],
    ];
    for (const result of results) {
      for (const [name, outcome, figure] of outcomes) {
        if (outcome.status === "rejected") {
          result.checkErrors.validators = `${name}: ${outcome.reason?.message ?? outcome.reason}`;
          continue;
        }
        const errors = outcome.value.get(result.file) ?? [];
        result.details[name] = errors;
        result.figures[figure] = errors.length;
      }
    }
  });

  const needsServer = checks.some((name) => ["transfer", "lighthouse", "firefox", "observatory"].includes(name));
  if (needsServer) {
    if (checks.includes("transfer")) ensureChromium();
    if (checks.includes("lighthouse")) ensureTestChromium();
    if (checks.includes("firefox")) ensureFirefox();
    server = await startServer(buildDir);
    log(`\nServing ${buildDir} at ${server.baseUrl} (wrangler dev, scripts/wrangler-dev.js)`);
  }
  const url = (/** @type {Route} */ route) => (server?.baseUrl ?? "") + route.path;

  // The site's headers, as the Observatory grades them: one scan of the home page speaks for every path.
  await phase("observatory", async () => {
    const home = results.find((result) => result.route === "/");
    if (!home) return;
    ensureObservatory(log);
    const observatory = scanObservatory(new URL(url(home)).host);
    home.details.observatory = observatory;
    home.figures.observatoryFailures = observatory.failures.length;
    log(
      `  score ${observatory.score} (${observatory.grade}) over plain HTTP; ${observatory.withTls} behind TLS, ` +
        `with the redirect to https and HSTS passing`,
    );
  });

  // The checks in other browsers, deterministic: beside Lighthouse's scores (below), and beside each other.
  const transferChecks = async () => {
    if (checks.includes("transfer")) {
      const browser = await launchPlaywrightChromium();
      try {
        await phase("transfer", () =>
          each("transfer", async (route, result) => {
            // The photo site's budgets are stated for a 2× phone (docs/quality.md).
            const measured = await checkTransfer(browser, url(route), photos ? 2 : 3);
            // Every script the browser fetched must be in the static JS count (bytes.js).
            const counted = (result.details.bytes ?? measureBytes(route)).jsFiles.map((file) => file.path);
            // A script from another origin (analytics, say) is never in the count: it fails too.
            const transfer = {
              ...measured,
              uncounted: measured.scripts.filter(
                (script) =>
                  new URL(script).origin !== new URL(url(route)).origin || !counted.includes(new URL(script).pathname),
              ),
            };
            result.details.transfer = transfer;
            Object.assign(result.figures, {
              jsTransferredKB: transfer.jsTransferred / kB,
              firstViewImageKB: transfer.imageTransferred / kB,
              firstViewKB: transfer.firstViewBytes / kB,
              pageKB: transfer.pageBytes / kB,
              jsUncounted: transfer.uncounted.length,
              screens: transfer.screens,
            });
            // The photo site: each photo's sizes against its rendered box, on the routes its budget names
            // (photo-boxes.js: three page loads a route), and at 360 px the photo hero's preload.
            if (budgets.photoBoxMisses && ruleFor(budgets.photoBoxMisses, result)) {
              // The timing templates are those whose largest paint is a photo hero (photoSite.timingTemplates).
              const boxes = await checkPhotoBoxes(browser, url(route), timingRoutes.includes(route.route));
              result.details.photoBoxes = boxes;
              result.figures.photoBoxMisses = boxes.misses.length;
              if (budgets.heroPreloadMisses && ruleFor(budgets.heroPreloadMisses, result))
                result.figures.heroPreloadMisses = boxes.preloadMisses.length;
            }
          }),
        );
      } finally {
        await browser.close();
      }
    }
  };
  const firefoxChecks = () =>
    phase("firefox", async () => {
      const firefox = await launchFirefox();
      log(`  ${firefox.version}`);
      try {
        await each("firefox", async (route, result) => {
          const outcome = await checkFirefox(firefox.browser, url(route), { notFound: route.notFound });
          result.details.firefox = { version: firefox.version, ...outcome };
          result.figures.firefoxFailures = outcome.failures.length;
          log(`  ${route.route}: ${outcome.failures.length ? outcome.failures.join("; ") : "ok"}`);
        });
      } finally {
        await firefox.close();
      }
    });
  const browserChecks = () => Promise.all([transferChecks(), firefoxChecks()]);

  // Lighthouse: the scores on every route, the timings on one route per page template (docs/quality.md).
  const templates = timingRoutes;
  if (checks.includes("lighthouse")) {
    log(
      `  scores: one run per route; timings: ${templates.join(", ")}, up to ${lighthouseRuns} run(s) each, ` +
        `with and without scripts; mobile, simulated throttling`,
    );
    mkdirSync(join(outDir, "lighthouse"), { recursive: true });
  }
  /** @type {(route: Route, result: RouteResult, score?: typeof checkScores) => Promise<void>} */
  const lighthouseOn = async (route, result, score = checkScores) => {
    const start = Date.now();
    let lighthouse;
    if (templates.includes(route.route)) {
      lighthouseLoad.push(loadavg()[0] ?? 0);
      result.template = true;
      // The timing figures past their limit in every run so far: the only ones that can still fail.
      const pastLimitInEveryRun = (/** @type {Record<string, number[]>} */ runs) =>
        evaluate([{ ...result, runs }], budgets, ["lighthouse"])
          .filter((verdict) => !verdict.ok && verdict.budget.margin !== undefined)
          .map((verdict) => verdict.figure);
      lighthouse = await checkTiming(url(route), log, lighthouseRuns, pastLimitInEveryRun);
    } else {
      lighthouse = await score(url(route), log);
    }
    if (!lighthouse.figures) throw new Error(`no Lighthouse run succeeded: ${lighthouse.errors.join("; ")}`);
    const { lhr, perRun, ...kept } = lighthouse;
    const name = route.route === "/" ? "home" : route.route.replace(/^\//, "").replaceAll("/", "_");
    writeFileSync(join(outDir, "lighthouse", `${name}.json`), JSON.stringify(lhr));
    result.details.lighthouse = { ...kept, report: `.audit/lighthouse/${name}.json` };
    if (perRun) result.runs = perRun;
    if (lighthouse.errors.length) result.checkErrors.lighthouse = lighthouse.errors.join("; ");
    Object.assign(result.figures, lighthouse.figures);
    const f = lighthouse.figures;
    const whole = (/** @type {number | undefined} */ value) => (value === undefined ? "–" : Math.round(value));
    const timing = result.template
      ? ` perf ${f.performance} LCP ${whole(f.lcpMs)} (without scripts ${whole(f.lcpNoScriptsMs)}) ` +
        `TBT ${whole(f.tbtMs)} CLS ${f.cls?.toFixed(3)}, CPU benchmark ${whole(f.benchmarkIndex)},`
      : "";
    log(
      `  ${route.route}: a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo}${timing} ` +
        `(${lighthouse.runs} run(s), ${seconds(Date.now() - start)})`,
    );
  };
  // The timings first, one run at a time on a quiet machine: on two cores (or two threads of one) any work beside a
  // timing run moved its TBT by up to 200 ms, at the lowest CPU priority too. Then the scores, which do not depend
  // on the machine, in two lanes (this thread and scores-lane.js's worker: never two Lighthouse runs in one module
  // graph, Lighthouse keeps global state), beside the checks in Playwright's Chromium and Firefox. Both lanes walk
  // the routes in order, each taking the next one not yet taken.
  await phase("lighthouse", () => each("lighthouse", lighthouseOn, (route) => templates.includes(route.route)));
  const scored = new Set(
    results
      .filter((result) => !templates.includes(result.route) && !result.notApplicable.includes("lighthouse"))
      .map((result) => result.route),
  );
  // A route leaves the set when a lane takes it.
  const next = (/** @type {Route} */ route) => scored.delete(route.route);
  // The photo site scores no route: no second lane to start.
  const lane = checks.includes("lighthouse") && scored.size ? startScoresLane(log) : undefined;
  let laneRuns = Promise.resolve();
  if (lane) {
    openBrowsers.add(lane.close);
    laneRuns = each("lighthouse", (route, result) => lighthouseOn(route, result, lane.score), next).finally(() => {
      openBrowsers.delete(lane.close);
      return lane.close();
    });
  }
  await Promise.all([
    phase("lighthouse", async () => {
      await Promise.all([each("lighthouse", lighthouseOn, next).finally(closeScoresChromium), laneRuns]);
    }),
    browserChecks(),
  ]);
} finally {
  await stopEverything();
}

const verdicts = evaluate(results, budgets, checks);
const failures = verdicts.filter((verdict) => !verdict.ok);
const buildChanged = buildStamp() !== buildAtStart;
const durationMs = Date.now() - started;

mkdirSync(outDir, { recursive: true });
const output = {
  generatedAt: new Date().toISOString(),
  ci,
  lighthouseRuns,
  checks,
  partial: !!(options.only || options.routes),
  durationMs,
  timings,
  budgets,
  buildChangedDuringAudit: buildChanged,
  lighthouseLoadAverage: lighthouseLoad,
  routes: results,
  failures: failures.map(({ route, figure, value, budget }) => ({ route, figure, value, budget })),
};
writeFileSync(join(outDir, "results.json"), JSON.stringify(output, null, 2) + "\n");

/** What the audit prints, also written to .audit/report.md: the figures live there, never pasted into the docs. */
/** @type {string[]} */
const report = [];
const say = (/** @type {string} */ text) => {
  report.push(text);
  console.log(text);
};

const benchmarks = /** @type {number[]} */ (
  results.map((r) => r.figures.benchmarkIndex).filter((value) => value !== undefined && Number.isFinite(value))
);
say(
  `\nAudit of ${routes.length} route(s)${photos ? " of the photo site (build-photos/client)" : ""}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
);
say(
  `Lighthouse 12.8.2 mobile: scores from one run per route; timings on one route per template, ` +
    `up to ${lighthouseRuns} run(s) (median shown)` +
    (benchmarks.length
      ? `, CPU benchmark index ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}`
      : "") +
    `; kB = 1000 bytes; checks: ${checks.join(", ")}\n`,
);
say(table(results, verdicts));
const image = results.find((r) => r.route === "/")?.figures.firstViewImageKB;
if (typeof image === "number") {
  const budget = /** @type {import("./types").Rule | undefined} */ (budgets.firstViewImageKB)?.max;
  say(
    `\nImages transferred on / at 360 px without scrolling: ${image.toFixed(1)} kB` +
      (budget !== undefined ? ` (budget ≤ ${budget} kB)` : ""),
  );
}
const errored = results.filter((r) => Object.keys(r.checkErrors).length);
for (const result of errored) {
  for (const [name, message] of Object.entries(result.checkErrors)) say(`! ${result.route}: ${name}: ${message}`);
}
say(
  `\nReport: .audit/report.md · Results: .audit/results.json · Lighthouse reports: .audit/lighthouse/ · ${seconds(durationMs)}`,
);
const busiest = Math.max(...lighthouseLoad);
if (busiest > availableParallelism() + 1) {
  say(
    `\n! The machine was busy during Lighthouse (1-minute load average up to ${busiest.toFixed(1)} on ` +
      `${availableParallelism()} cores): TBT and LCP read high. Run the audit again on a quiet machine before trusting them.`,
  );
}
if (buildChanged) {
  say("\n✗ build/client changed while the audit ran (another build?): the figures mix two builds. Run it again.");
}
if (failures.length) {
  say(`\n${failures.length} budget(s) failed:\n`);
  say(failureReport(verdicts, results).join("\n"));
} else {
  say("\nAll budgets met.");
}
writeFileSync(join(outDir, "report.md"), report.join("\n") + "\n");
process.exitCode = failures.length || buildChanged ? 1 : 0;
