// Lighthouse 12.8.2 with its default configuration: mobile form factor and
// simulated throttling. Each run gets a fresh Chromium (own profile, DevTools
// port). NO_NAVSTART and PROTOCOL_TIMEOUT are retried up to 3 times. Figures are
// the median of the runs, figure by figure, each explained by the diagnostics of
// the run that produced the median value.
import lighthouse from "lighthouse";
import { launchDebuggableChromium } from "./browsers.js";

const categories = ["performance", "accessibility", "best-practices", "seo"];
const retryable = new Set(["NO_NAVSTART", "PROTOCOL_TIMEOUT"]);
const maxRetries = 3;

async function runOnce(url) {
  const chrome = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error("Lighthouse returned no result");
    return result.lhr;
  } finally {
    await chrome.close();
  }
}

async function runWithRetries(url, log) {
  let lastError;
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    try {
      const lhr = await runOnce(url);
      const code = lhr.runtimeError?.code;
      if (!code) return lhr;
      lastError = new Error(`${code}: ${lhr.runtimeError.message}`);
      lastError.code = code;
    } catch (error) {
      lastError = error;
    }
    if (!retryable.has(lastError.code)) break;
    if (attempt < maxRetries) log(`  Lighthouse ${lastError.code} on ${url}: retry ${attempt + 1} of ${maxRetries}`);
  }
  throw lastError;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over the runs. */
function medians(perRun) {
  return Object.fromEntries(Object.keys(perRun[0]).map((key) => [key, median(perRun.map((run) => run[key]))]));
}

/** The figures of one run. */
function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue;
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
    thirdPartyRenderBlocking: blocking.filter((item) => item.url && new URL(item.url).origin !== origin).length,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** Requests the page started before its first contentful paint (observed trace, same clock as the network log). */
function requestsBeforeFcp(lhr) {
  const network = lhr.audits["network-requests"]?.details;
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const startMs = (network?.debugData?.networkStartTimeTs ?? NaN) / 1000;
  const fcpMs = (metrics?.observedFirstContentfulPaintTs ?? NaN) / 1000;
  if (!Number.isFinite(startMs) || !Number.isFinite(fcpMs)) return [];
  return (network.items ?? []).filter(
    (item) => !item.url.startsWith("data:") && startMs + (item.rendererStartTime ?? Infinity) < fcpMs,
  );
}

/** Why a category or metric falls short: the audits that lose points, with their elements or URLs. */
function diagnostics(lhr) {
  const failing = {};
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category) continue;
    failing[id] = category.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ ref, audit }) =>
          audit &&
          audit.score !== null &&
          audit.score < (id === "performance" && ref.group !== "metrics" ? 0.9 : 1) &&
          !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode) &&
          (ref.weight > 0 || id === "performance"),
      )
      .map(({ ref, audit }) => ({
        id: audit.id,
        title: audit.title,
        weight: ref.weight,
        displayValue: audit.displayValue,
        items: itemsOf(audit).slice(0, 6),
      }));
  }
  const lcpElement = itemsOf(lhr.audits["largest-contentful-paint-element"])[0];
  const lcpPhases = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items?.map(
    (phase) => `${phase.phase} ${Math.round(phase.timing)} ms`,
  );
  // Every audit that estimates a metric saving, largest first: where the time goes.
  const savings = Object.values(lhr.audits)
    .map((audit) => ({ audit, total: Object.values(audit.metricSavings ?? {}).reduce((a, b) => a + (b || 0), 0) }))
    .filter(({ total }) => total > 0)
    .sort((a, b) => b.total - a.total)
    .map(({ audit }) => {
      const saved = Object.entries(audit.metricSavings)
        .filter(([, value]) => value > 0)
        .map(([metric, value]) => `${metric} ${Math.round(value * 1000) / 1000}`);
      return `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}: saves ${saved.join(", ")}`;
    });
  const mainThread = (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map(
    (item) => `${item.groupLabel} ${Math.round(item.duration)} ms`,
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
      .map((item) => item.url)
      .filter((url) => url && new URL(url).origin !== new URL(lhr.finalDisplayedUrl).origin),
    requestsBeforeFcp: requestsBeforeFcp(lhr).map((item) => item.url.replace(/^https?:\/\/[^/]+/, "")),
    runWarnings: lhr.runWarnings,
  };
}

/** A readable line per item of an audit's details: a node's selector and snippet, or a URL, with figures. */
function itemsOf(audit) {
  const details = audit?.details;
  if (!details) return [];
  const items = Array.isArray(details.items) ? details.items : [];
  const rows = details.type === "list" ? items.flatMap((item) => (Array.isArray(item.items) ? item.items : [])) : items;
  return rows.map((item) => {
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

/**
 * `runs` runs and their medians. `moreRuns(figures)` may ask for more once those
 * are in: the audit asks for two more when a median misses a budget, and the
 * median of all of them counts (see index.js).
 * @param {string} url
 * @param {number} runs
 * @param {(line: string) => void} log
 * @param {(figures: Record<string, number | undefined>) => number} [moreRuns]
 */
export async function checkLighthouse(url, runs, log, moreRuns = () => 0) {
  const lhrs = [];
  const errors = [];
  const measure = async (count) => {
    for (let run = 0; run < count; run++) {
      try {
        lhrs.push(await runWithRetries(url, log));
      } catch (error) {
        errors.push(error.code ? `${error.code}: ${error.message}` : String(error.message ?? error));
      }
    }
  };
  await measure(runs);
  if (lhrs.length) {
    const extra = moreRuns(medians(lhrs.map(figures)));
    if (extra > 0) {
      log(`  ${url}: a median missed its budget; ${extra} more run(s)`);
      await measure(extra);
    }
  }
  if (!lhrs.length) return { runs: 0, errors };
  const perRun = lhrs.map(figures);
  const result = {};
  // For each figure, the run whose value is the median (or nearest to it) explains it.
  const explainedBy = {};
  for (const key of Object.keys(perRun[0])) {
    result[key] = median(perRun.map((run) => run[key]));
    const distance = (run) => Math.abs((run[key] ?? Infinity) - (result[key] ?? 0));
    explainedBy[key] = perRun.reduce((best, run, index) => (distance(run) < distance(perRun[best]) ? index : best), 0);
  }
  // The run with the median performance score is the one whose report is kept.
  const medianRun = explainedBy.performance;
  return {
    runs: lhrs.length,
    errors,
    figures: result,
    perRun,
    explainedBy,
    diagnostics: lhrs.map(diagnostics),
    lhr: lhrs[medianRun],
  };
}
