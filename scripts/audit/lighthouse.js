// @ts-check
// Lighthouse 12.8.2 with its default configuration: mobile form factor and
// simulated throttling. NO_NAVSTART and PROTOCOL_TIMEOUT are retried up to 3 times.
//   checkScores: the scores that do not depend on the machine (accessibility,
//     best practices, SEO), one run, on every route, all in one Chromium
//     (Lighthouse opens a tab per run and resets the origin's storage and the
//     cache first), with short quiet windows: no timing is read from them.
//   checkTiming: the timings (performance, LCP, TBT, CLS), on one route per page
//     template, each run paired with one of the page without its scripts, for as
//     many runs as a figure stays past its limit in every run so far (index.js).
import lighthouse from "lighthouse";
import { launchDebuggableChromium } from "./browsers.js";

const retryable = new Set(["NO_NAVSTART", "PROTOCOL_TIMEOUT"]);
const maxRetries = 3;

/** What each kind of run asks Lighthouse for. */
const runKinds = {
  /**
   * The deterministic scores, and the audit that lists render-blocking resources. Lighthouse waits 1 s after
   * the load, the first paint, the network's and the CPU's quiet by default, which is for timings; a quarter of
   * that still sees every script the page runs at load (a page's islands hydrate once visible, after load).
   */
  scores: {
    onlyCategories: ["accessibility", "best-practices", "seo"],
    onlyAudits: ["render-blocking-resources"],
    pauseAfterFcpMs: 250,
    pauseAfterLoadMs: 250,
    networkQuietThresholdMs: 250,
    cpuQuietThresholdMs: 250,
  },
  /** Everything, the timings included. */
  full: { onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
  /**
   * The page without its scripts: every .js request blocked. The site runs no inline script (the CSP
   * allows none; scripts/build/inline-scripts.ts moves them into files), so this is the page with
   * JavaScript off, as a phone that has not run the scripts yet paints it.
   */
  noScripts: { onlyCategories: ["performance"], blockedUrlPatterns: ["*.js"] },
};

/** @type {Promise<{ port: number, close: () => Promise<void> }> | undefined} */
let scoresChromium;

/**
 * One run. A timing run gets a fresh Chromium (own profile, nothing warm); the score runs share one, which a
 * failed run closes, so that its retry starts a fresh one (launching one took a second or two of each run).
 * @param {string} url
 * @param {keyof typeof runKinds} kind
 */
async function runOnce(url, kind) {
  const shared = kind === "scores";
  const chrome = await (shared ? sharedChromium() : launchDebuggableChromium());
  let failed = true;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      disableFullPageScreenshot: true,
      ...runKinds[kind],
    });
    if (!result) throw new Error("Lighthouse returned no result");
    failed = !!result.lhr.runtimeError;
    return result.lhr;
  } finally {
    if (!shared || failed) {
      if (shared) scoresChromium = undefined;
      await chrome.close();
    }
  }
}

/** The Chromium the score runs share, launched by the first. */
function sharedChromium() {
  scoresChromium ??= launchDebuggableChromium().catch((error) => {
    scoresChromium = undefined;
    throw error;
  });
  return scoresChromium;
}

/** Closes the Chromium the score runs share, once they are done. */
export async function closeScoresChromium() {
  const chrome = scoresChromium;
  scoresChromium = undefined;
  await (await chrome)?.close();
}

/**
 * @param {string} url
 * @param {(line: string) => void} log
 * @param {keyof typeof runKinds} kind
 * @returns {Promise<import("lighthouse").Result>}
 */
async function runWithRetries(url, log, kind) {
  /** @type {Error & { code?: string }} */
  let lastError = new Error("no run");
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    try {
      const lhr = await runOnce(url, kind);
      const code = lhr.runtimeError?.code;
      if (!code) return lhr;
      lastError = Object.assign(new Error(`${code}: ${lhr.runtimeError?.message}`), { code });
    } catch (error) {
      lastError = /** @type {Error & { code?: string }} */ (error);
    }
    if (!retryable.has(lastError.code ?? "")) break;
    if (attempt < maxRetries) log(`  Lighthouse ${lastError.code} on ${url}: retry ${attempt + 1} of ${maxRetries}`);
  }
  throw lastError;
}

/**
 * @param {(number | undefined)[]} values
 * @returns {number | undefined}
 */
const median = (values) => {
  const sorted = /** @type {number[]} */ (values.filter((v) => typeof v === "number" && Number.isFinite(v))).sort(
    (a, b) => a - b,
  );
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

// Lighthouse's result is read as JSON (`any` below): each audit's details have a shape of their own.

/**
 * The figures of one run.
 * @param {any} lhr
 * @returns {Figures}
 */
function figures(lhr) {
  const score = (/** @type {string} */ id) =>
    lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100);
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const blocking = lhr.audits["render-blocking-resources"]?.details?.items ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
    requestsBeforeFcp: requestsBeforeFcp(lhr).length,
    thirdPartyRenderBlocking: blocking.filter(
      (/** @type {any} */ item) => item.url && new URL(item.url).origin !== origin,
    ).length,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * Requests the page started before its first contentful paint (observed trace, same clock as the network log).
 * @param {any} lhr
 * @returns {{ url: string }[]}
 */
function requestsBeforeFcp(lhr) {
  const network = lhr.audits["network-requests"]?.details;
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const startMs = (network?.debugData?.networkStartTimeTs ?? NaN) / 1000;
  const fcpMs = (metrics?.observedFirstContentfulPaintTs ?? NaN) / 1000;
  if (!Number.isFinite(startMs) || !Number.isFinite(fcpMs)) return [];
  return (network.items ?? []).filter(
    (/** @type {any} */ item) =>
      !item.url.startsWith("data:") && startMs + (item.rendererStartTime ?? Infinity) < fcpMs,
  );
}

/**
 * Why a category or metric falls short: the audits that lose points, with their elements or URLs.
 * @param {any} lhr
 */
function diagnostics(lhr) {
  /** @type {Record<string, { id: string, title: string, weight: number, displayValue?: string, items: string[] }[]>} */
  const failing = {};
  for (const id of runKinds.full.onlyCategories) {
    const category = lhr.categories[id];
    if (!category) continue;
    failing[id] = category.auditRefs
      .map((/** @type {any} */ ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        (/** @type {any} */ { ref, audit }) =>
          audit &&
          audit.score !== null &&
          audit.score < (id === "performance" && ref.group !== "metrics" ? 0.9 : 1) &&
          !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode) &&
          (ref.weight > 0 || id === "performance"),
      )
      .map((/** @type {any} */ { ref, audit }) => ({
        id: audit.id,
        title: audit.title,
        weight: ref.weight,
        displayValue: audit.displayValue,
        items: itemsOf(audit).slice(0, 6),
      }));
  }
  const lcpElement = itemsOf(lhr.audits["largest-contentful-paint-element"])[0];
  const lcpPhases = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items?.map(
    (/** @type {any} */ phase) => `${phase.phase} ${Math.round(phase.timing)} ms`,
  );
  // Every audit that estimates a metric saving, largest first: where the time goes.
  /** @type {{ id: string, displayValue?: string, metricSavings?: Record<string, number | undefined> }[]} */
  const audits = Object.values(lhr.audits);
  const savings = audits
    .map((audit) => ({
      audit,
      total: Object.values(audit.metricSavings ?? {}).reduce((/** @type {number} */ a, b) => a + (b || 0), 0),
    }))
    .filter(({ total }) => total > 0)
    .sort((a, b) => b.total - a.total)
    .map(({ audit }) => {
      const saved = Object.entries(audit.metricSavings ?? {})
        .filter(([, value]) => (value ?? 0) > 0)
        .map(([metric, value]) => `${metric} ${Math.round((value ?? 0) * 1000) / 1000}`);
      return `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}: saves ${saved.join(", ")}`;
    });
  const mainThread = (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map(
    (/** @type {any} */ item) => `${item.groupLabel} ${Math.round(item.duration)} ms`,
  );
  return {
    failing,
    savings,
    mainThread,
    lcpElement,
    lcpPhases,
    layoutShifts: itemsOf(lhr.audits["layout-shifts"]).slice(0, 5),
    longTasks: itemsOf(lhr.audits["long-tasks"]).slice(0, 5),
    bootupTime: itemsOf(lhr.audits["bootup-time"]).slice(0, 5),
    thirdPartyRenderBlocking: (lhr.audits["render-blocking-resources"]?.details?.items ?? [])
      .map((/** @type {any} */ item) => item.url)
      .filter(
        (/** @type {string | undefined} */ url) => url && new URL(url).origin !== new URL(lhr.finalDisplayedUrl).origin,
      ),
    requestsBeforeFcp: requestsBeforeFcp(lhr).map((item) => item.url.replace(/^https?:\/\/[^/]+/, "")),
    runWarnings: lhr.runWarnings,
  };
}

/**
 * A readable line per item of an audit's details: a node's selector and snippet, or a URL, with figures.
 * @param {any} audit
 * @returns {string[]}
 */
function itemsOf(audit) {
  const details = audit?.details;
  if (!details) return [];
  const items = Array.isArray(details.items) ? details.items : [];
  const rows =
    details.type === "list"
      ? items.flatMap((/** @type {any} */ item) => (Array.isArray(item.items) ? item.items : []))
      : items;
  return rows.map((/** @type {any} */ item) => {
    const node = item.node ?? (item.type === "node" ? item : undefined);
    const parts = [];
    if (node)
      parts.push(
        `${node.selector ?? ""} ${node.snippet ?? ""}${node.nodeLabel ? ` “${node.nodeLabel.slice(0, 50)}”` : ""}`.trim(),
      );
    if (item.url) parts.push(item.url.replace(/^https?:\/\/[^/]+/, ""));
    if (item.source?.url) parts.push(`${item.source.url.replace(/^https?:\/\/[^/]+/, "")}:${item.source.line}`);
    if (item.description) parts.push(item.description);
    for (const key of [
      "wastedBytes",
      "wastedMs",
      "duration",
      "total",
      "scripting",
      "score",
      "totalBytes",
      "transferSize",
    ]) {
      if (typeof item[key] === "number") parts.push(`${key} ${Math.round(item[key] * 1000) / 1000}`);
    }
    if (typeof item.reason === "string") parts.push(item.reason);
    if (typeof item.issueType === "string") parts.push(item.issueType);
    return parts.join(" · ").slice(0, 300) || JSON.stringify(item).slice(0, 200);
  });
}

/** @typedef {Record<string, number | undefined>} Figures */

/**
 * The deterministic scores of a page, from one run.
 * @param {string} url
 * @param {(line: string) => void} log
 */
export async function checkScores(url, log) {
  const lhr = await runWithRetries(url, log, "scores");
  const { accessibility, bestPractices, seo, thirdPartyRenderBlocking } = figures(lhr);
  /** @type {Figures} */
  const scores = { accessibility, bestPractices, seo, thirdPartyRenderBlocking };
  return {
    runs: 1,
    /** @type {string[]} */
    errors: [],
    figures: scores,
    perRun: undefined,
    /** @type {Record<string, number>} */
    explainedBy: {},
    diagnostics: [diagnostics(lhr)],
    lhr,
  };
}

/**
 * A template's timings: runs in pairs, the page as a phone loads it and the page without its
 * scripts, whose LCP the first must stay close to (lcpScriptRatio). After each pair,
 * `pastLimitInEveryRun(runs)` names the figures that were past their limit in every run so far;
 * while there are any, and fewer than `runsAtMost` pairs ran, another pair runs. So a page within
 * its limits takes one pair, and a figure fails only when it was past its limit every time.
 * Every figure is also the median of the runs, for the report.
 * @param {string} url
 * @param {(line: string) => void} log
 * @param {number} runsAtMost
 * @param {(runs: Record<string, number[]>) => string[]} pastLimitInEveryRun
 */
export async function checkTiming(url, log, runsAtMost, pastLimitInEveryRun) {
  /** @type {import("lighthouse").Result[]} */
  const lhrs = [];
  /** @type {Figures[]} */
  const perRun = [];
  /** @type {string[]} */
  const errors = [];
  let attempts = 0;
  while (perRun.length < runsAtMost && attempts++ < runsAtMost + 2) {
    try {
      const lhr = await runWithRetries(url, log, "full");
      const bare = await runWithRetries(url, log, "noScripts");
      const run = figures(lhr);
      run.lcpNoScriptsMs = bare.audits["largest-contentful-paint"]?.numericValue;
      run.lcpScriptRatio = run.lcpMs !== undefined && run.lcpNoScriptsMs ? run.lcpMs / run.lcpNoScriptsMs : undefined;
      lhrs.push(lhr);
      perRun.push(run);
    } catch (error) {
      const failure = /** @type {Error & { code?: string }} */ (error);
      errors.push(failure.code ? `${failure.code}: ${failure.message}` : String(failure.message ?? failure));
      continue;
    }
    const past = pastLimitInEveryRun(runsOf(perRun));
    if (!past.length) break;
    if (perRun.length < runsAtMost)
      log(`  ${url}: ${past.join(", ")} past the limit in every run so far; one more run`);
  }
  if (!perRun.length) return { runs: 0, errors };
  /** @type {Figures} */
  const result = {};
  /** @type {Record<string, number>} */
  const explainedBy = {};
  const first = /** @type {Figures} */ (perRun[0]);
  for (const key of Object.keys(first)) {
    const value = median(perRun.map((run) => run[key]));
    result[key] = value;
    // The run whose value is the median (or nearest to it) explains it.
    const distance = (/** @type {Figures} */ run) => Math.abs((run[key] ?? Infinity) - (value ?? 0));
    explainedBy[key] = perRun.reduce(
      (best, run, index) => (distance(run) < distance(/** @type {Figures} */ (perRun[best])) ? index : best),
      0,
    );
  }
  return {
    runs: perRun.length,
    errors,
    figures: result,
    perRun: runsOf(perRun),
    explainedBy,
    diagnostics: lhrs.map(diagnostics),
    // The run with the median performance score is the one whose report is kept.
    lhr: lhrs[explainedBy.performance ?? 0],
  };
}

/**
 * Each figure's values, run by run.
 * @param {Figures[]} perRun
 */
function runsOf(perRun) {
  return Object.fromEntries(
    Object.keys(perRun[0] ?? {}).map((key) => [key, perRun.map((run) => run[key]).filter((v) => v !== undefined)]),
  );
}
