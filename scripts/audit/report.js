// @ts-check
// Budgets against figures, the table, and the reasons behind each failure.
import { kB, matchesRoute } from "./config.js";

/** @typedef {import("./types").RouteResult} RouteResult */
/** @typedef {import("./types").Verdict} Verdict */
/** @typedef {import("./types").Rule} Rule */

/**
 * Which check produces each figure (a figure of a check that did not run is not judged).
 * @type {Record<string, string>}
 */
export const figureCheck = {
  performance: "lighthouse",
  accessibility: "lighthouse",
  bestPractices: "lighthouse",
  seo: "lighthouse",
  lcpMs: "lighthouse",
  lcpNoScriptsMs: "lighthouse",
  lcpScriptRatio: "lighthouse",
  fcpMs: "lighthouse",
  tbtMs: "lighthouse",
  cls: "lighthouse",
  requestsBeforeFcp: "lighthouse",
  thirdPartyRenderBlocking: "lighthouse",
  jsKB: "bytes",
  islands: "bytes",
  cssKB: "bytes",
  htmlKB: "bytes",
  jsTransferredKB: "transfer",
  jsUncounted: "transfer",
  firstViewImageKB: "transfer",
  firstViewKB: "transfer",
  pageKB: "transfer",
  screens: "transfer",
  photoBoxMisses: "transfer",
  heroPreloadMisses: "transfer",
  vnuErrors: "validators",
  htmlValidateErrors: "validators",
  firefoxFailures: "firefox",
  observatoryFailures: "observatory",
};

/** @type {Record<string, string>} */
const labels = {
  performance: "Lighthouse performance",
  accessibility: "Lighthouse accessibility",
  bestPractices: "Lighthouse best practices",
  seo: "Lighthouse SEO",
  lcpMs: "LCP (ms)",
  lcpScriptRatio: "LCP over the same page's LCP without scripts",
  tbtMs: "TBT (ms)",
  cls: "CLS",
  jsKB: "JavaScript the page loads, all of it (kB gzip)",
  jsUncounted: "scripts the browser fetched that the JS count misses",
  cssKB: "CSS (kB gzip)",
  htmlKB: "HTML (kB gzip)",
  thirdPartyRenderBlocking: "render-blocking third-party resources",
  vnuErrors: "Nu HTML Checker errors",
  htmlValidateErrors: "html-validate errors",
  firefoxFailures: "Firefox ESR failures",
  observatoryFailures: "HTTP Observatory tests failed that plain HTTP allows to pass",
  firstViewImageKB: "first-view image bytes at 360 px (kB)",
  firstViewKB: "every byte of the first view at 360 px, before any scroll (kB over the wire)",
  pageKB: "every byte the page loads at 360 px, scrolled to its end (kB over the wire)",
  screens: "length in screens of 360 × 740",
  photoBoxMisses: "photos whose rendered width at 360, 1024 or 1280 px is off their sizes",
  heroPreloadMisses: "what is wrong with the photo hero's preload at 360 px (its picture's first source, fetched once)",
};
export const label = (/** @type {string} */ figure) => labels[figure] ?? figure;

const ruleKeys = new Set(["min", "max", "margin", "routes", "island", "note"]);
/** Entries of audit.budgets.json that are settings, not budgets (photoSite: laid over them by loadBudgets, config.js). */
const settings = new Set(["timingTemplates", "photoSite"]);

/**
 * The rule of a figure's budget that applies to a route, or undefined. A budget
 * is one rule or a list of rules; the first that matches applies. A rule matches
 * when its `routes` (if any) include the route and its `island` (if any) says
 * whether the page has an <astro-island> (the bytes check counts them), so a new
 * page falls under the right budget without an edit here.
 */
/**
 * @param {import("./types").Budget} budget
 * @param {Pick<RouteResult, "route" | "figures">} result
 * @returns {Rule | undefined}
 */
export function ruleFor(budget, result) {
  const rules = Array.isArray(budget) ? budget : [budget];
  return rules.find(
    (rule) =>
      (!rule.routes || rule.routes.some((pattern) => matchesRoute(pattern, result.route))) &&
      (rule.island === undefined ||
        (typeof result.figures.islands === "number" && result.figures.islands > 0 === rule.island)),
  );
}

/**
 * The best of a figure's runs for its rule: the lowest against a maximum, the highest against a minimum.
 * @param {number[]} runs
 * @param {Rule} rule
 */
export const optimistic = (runs, rule) =>
  runs.length ? (rule.max !== undefined ? Math.min(...runs) : Math.max(...runs)) : undefined;

/**
 * Every budget, on every route it applies to.
 * @param {Pick<RouteResult, "route" | "figures" | "notApplicable" | "template" | "runs">[]} results
 * @param {Record<string, unknown>} budgets audit.budgets.json
 * @param {string[]} ranChecks
 * @returns {Verdict[]}
 */
export function evaluate(results, budgets, ranChecks) {
  /** @type {Verdict[]} */
  const verdicts = [];
  for (const [figure, entry] of Object.entries(budgets)) {
    if (settings.has(figure)) continue;
    const budget = /** @type {import("./types").Budget} */ (entry);
    const check = figureCheck[figure];
    if (!check) throw new Error(`audit.budgets.json: no figure called "${figure}"`);
    for (const rule of Array.isArray(budget) ? budget : [budget]) {
      const unknown = Object.keys(rule).filter((key) => !ruleKeys.has(key));
      if (unknown.length) throw new Error(`audit.budgets.json: ${figure}: unknown key(s) ${unknown.join(", ")}`);
    }
    if (!ranChecks.includes(check)) continue;
    for (const result of results) {
      if (result.notApplicable.includes(check)) continue;
      const rule = ruleFor(budget, result);
      if (!rule) continue;
      // A timing budget (one with a margin) applies to the templates' routes only, and is judged on the
      // template's best run against the budget widened by the margin: Lighthouse CI's "optimistic"
      // aggregation, so it fails only when every run misses (docs/quality.md).
      if (rule.margin !== undefined && !result.template) continue;
      const margin = rule.margin ?? 0;
      const within = (/** @type {number | undefined} */ value) =>
        typeof value === "number" &&
        (rule.min === undefined || value >= rule.min - margin) &&
        (rule.max === undefined || value <= rule.max + margin);
      const runs = rule.margin === undefined ? undefined : (result.runs?.[figure] ?? []);
      const value = result.figures[figure];
      const ok = within(runs ? optimistic(runs, rule) : value);
      verdicts.push({ route: result.route, figure, value: value ?? null, runs, budget: rule, ok });
    }
  }
  return verdicts;
}

const budgetText = (/** @type {Rule} */ budget) =>
  [
    budget.min !== undefined && `≥ ${budget.min}`,
    budget.max !== undefined && `≤ ${budget.max}`,
    budget.margin !== undefined && `failing only when every run misses it by more than ${budget.margin}`,
    budget.island !== undefined && (budget.island ? "page with an island" : "page without an island"),
    budget.note,
  ]
    .filter(Boolean)
    .join(", ");

const round = (/** @type {number | null | undefined} */ value, /** @type {number} */ digits) =>
  typeof value === "number" ? Number(value.toFixed(digits)) : value;

/**
 * The failure lines: route, figure, value, budget, then why.
 * @param {Verdict[]} verdicts
 * @param {RouteResult[]} results
 */
export function failureReport(verdicts, results) {
  /** @type {string[]} */
  const lines = [];
  for (const verdict of verdicts.filter((v) => !v.ok)) {
    const result = /** @type {RouteResult} */ (results.find((r) => r.route === verdict.route));
    const value =
      verdict.value === null ? `not measured (${checkError(result, verdict.figure)})` : round(verdict.value, 3);
    const runs = verdict.runs ? `, runs ${verdict.runs.map((run) => round(run, 3)).join(", ")}` : "";
    lines.push(`✗ ${verdict.route} · ${label(verdict.figure)}: ${value}${runs} (budget ${budgetText(verdict.budget)})`);
    const reasons = [...new Set(causes(result, verdict.figure))];
    for (const cause of reasons.slice(0, 12))
      lines.push(`    ${cause.length > 320 ? `${cause.slice(0, 320)}…` : cause}`);
    if (reasons.length > 12) lines.push(`    … ${reasons.length - 12} more in .audit/results.json`);
  }
  return lines;
}

function checkError(/** @type {RouteResult} */ result, /** @type {string} */ figure) {
  return result.checkErrors[figureCheck[figure] ?? ""] ?? "no value";
}

const path = (/** @type {string} */ url) => String(url).replace(/^https?:\/\/[^/]+/, "");

/**
 * Why a figure failed, from the details its check kept.
 * @param {RouteResult} result
 * @param {string} figure
 * @returns {string[]}
 */
export function causes(result, figure) {
  const d = result.details;
  // Lighthouse figures are medians: the run that gave the median value explains it.
  /** @type {Record<string, number>} */
  const explainedBy = d.lighthouse?.explainedBy ?? {};
  const run = explainedBy[figure] ?? explainedBy.performance ?? 0;
  const lh = d.lighthouse?.diagnostics?.[run];
  const failingAudits = (/** @type {string} */ category) =>
    (lh?.failing?.[category] ?? []).flatMap((audit) => [
      `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
      ...audit.items.slice(0, 4).map((item) => `  - ${item}`),
    ]);
  switch (figure) {
    case "performance": {
      const metrics = ["lcpMs", "fcpMs", "tbtMs", "cls"].map((key) => `${key} ${round(result.figures[key], 3)}`);
      return [
        `metrics: ${metrics.join(", ")}`,
        ...(lh?.savings ?? []).slice(0, 8).map((line) => `opportunity: ${line}`),
      ];
    }
    case "accessibility":
      return failingAudits("accessibility");
    case "bestPractices":
      return failingAudits("best-practices");
    case "seo":
      return failingAudits("seo");
    case "lcpMs":
      return [
        `LCP element: ${lh?.lcpElement ?? "?"}`,
        lh?.lcpPhases && `phases: ${lh.lcpPhases.join(", ")}`,
        ...(lh?.savings ?? []).filter((line) => / LCP /.test(line)).map((line) => `opportunity: ${line}`),
        lh?.requestsBeforeFcp && `requests before FCP: ${lh.requestsBeforeFcp.join(" ")}`,
      ].filter((line) => typeof line === "string");
    case "lcpScriptRatio":
      return [
        `LCP ${round(result.figures.lcpMs, 0)} ms with scripts, ${round(result.figures.lcpNoScriptsMs, 0)} ms without (medians)`,
        `LCP element: ${lh?.lcpElement ?? "?"}`,
        lh?.requestsBeforeFcp && `requests before FCP: ${lh.requestsBeforeFcp.join(" ")}`,
      ].filter((line) => typeof line === "string");
    case "tbtMs":
      return [
        lh?.mainThread && `main thread (4× CPU slowdown): ${lh.mainThread.join(", ")}`,
        ...(lh?.bootupTime ?? []).map((item) => `script time: ${item}`),
        ...(lh?.longTasks ?? []).map((item) => `long task: ${item}`),
      ].filter((line) => typeof line === "string");
    case "cls":
      return (lh?.layoutShifts ?? []).map((item) => `layout shift: ${item}`);
    case "thirdPartyRenderBlocking":
      return (lh?.thirdPartyRenderBlocking ?? []).map((/** @type {string} */ url) => `render-blocking: ${url}`);
    case "jsKB":
      return [
        `${d.bytes?.islands ?? "?"} island(s) on the page`,
        ...(d.bytes?.jsFiles ?? []).slice(0, 10).map((file) => `${file.path}: ${round(file.gzip / kB, 1)} kB gzip`),
      ];
    case "jsUncounted":
      return (d.transfer?.uncounted ?? []).map((url) => `fetched but not counted: ${path(url)}`);
    case "htmlKB":
      return [`${result.file}: ${d.bytes?.htmlBytes} bytes, ${d.bytes?.htmlGzip} gzip`];
    case "cssKB":
      return (d.bytes?.cssFiles ?? []).map((file) => `${file.path}: ${round(file.gzip / kB, 1)} kB gzip`);
    case "vnuErrors":
      return (d.vnu ?? []).map(
        (e) => `${result.file}:${e.line}:${e.column} ${e.message}${e.extract ? ` «${e.extract}»` : ""}`,
      );
    case "htmlValidateErrors":
      return (d.htmlValidate ?? []).map((e) => `${e.rule}: ${e.message}${e.selector ? ` at ${e.selector}` : ""}`);
    case "firefoxFailures":
      return d.firefox?.failures ?? [];
    case "observatoryFailures":
      return d.observatory?.failures ?? [];
    case "firstViewKB":
    case "pageKB":
      return (figure === "pageKB" ? (d.transfer?.pageFiles ?? []) : (d.transfer?.firstViewFiles ?? []))
        .slice(0, 8)
        .map((file) => `${path(file.url)}: ${round(file.bytes / kB, 1)} kB`);
    case "photoBoxMisses":
      return (d.photoBoxes?.misses ?? []).map(
        (miss) =>
          `at ${miss.viewport} px, «${miss.photo}» is drawn ${miss.rendered} px wide, its sizes says ${miss.sizes}`,
      );
    case "heroPreloadMisses":
      return d.photoBoxes?.preloadMisses ?? [];
    case "firstViewImageKB":
      return (d.transfer?.images ?? [])
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 8)
        .map((image) => `${path(image.url)}: ${round(image.bytes / kB, 1)} kB`);
    default:
      return [];
  }
}

/**
 * The table, as Markdown (.audit/report.md).
 * @param {RouteResult[]} results
 * @param {Verdict[]} verdicts
 */
export function table(results, verdicts) {
  const failed = new Set(verdicts.filter((v) => !v.ok).map((v) => `${v.route} ${v.figure}`));
  const mark = (/** @type {RouteResult} */ result, /** @type {string[]} */ figures, /** @type {string} */ text) =>
    figures.some((figure) => failed.has(`${result.route} ${figure}`)) ? `${text} ✗` : text;
  const num = (/** @type {number | undefined} */ value, digits = 0) =>
    value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : "–";
  const seconds = (/** @type {number | undefined} */ ms) => (ms === undefined ? undefined : ms / 1000);
  /** @type {[string, (result: RouteResult) => string][]} */
  const columns = [
    ["Route", (r) => r.route],
    ["Perf", (r) => mark(r, ["performance"], num(r.figures.performance))],
    ["A11y", (r) => mark(r, ["accessibility"], num(r.figures.accessibility))],
    ["BP", (r) => mark(r, ["bestPractices"], num(r.figures.bestPractices))],
    ["SEO", (r) => mark(r, ["seo"], num(r.figures.seo))],
    ["LCP s", (r) => mark(r, ["lcpMs"], num(seconds(r.figures.lcpMs), 2))],
    ["FCP s", (r) => num(seconds(r.figures.fcpMs), 2)],
    ["LCP÷noJS", (r) => mark(r, ["lcpScriptRatio"], num(r.figures.lcpScriptRatio, 2))],
    ["TBT ms", (r) => mark(r, ["tbtMs"], num(r.figures.tbtMs))],
    ["CLS", (r) => mark(r, ["cls"], num(r.figures.cls, 3))],
    ["Isl", (r) => num(r.figures.islands)],
    ["JS kB", (r) => mark(r, ["jsKB"], num(r.figures.jsKB, 1))],
    ["CSS kB", (r) => mark(r, ["cssKB"], num(r.figures.cssKB, 1))],
    ["HTML kB", (r) => mark(r, ["htmlKB"], num(r.figures.htmlKB, 1))],
    ["Req<FCP", (r) => num(r.figures.requestsBeforeFcp)],
    ["JS idle kB", (r) => mark(r, ["jsUncounted"], num(r.figures.jsTransferredKB, 1))],
    ["Img kB", (r) => mark(r, ["firstViewImageKB"], num(r.figures.firstViewImageKB, 1))],
    ["View kB", (r) => mark(r, ["firstViewKB"], num(r.figures.firstViewKB, 1))],
    ["Page kB", (r) => mark(r, ["pageKB"], num(r.figures.pageKB, 1))],
    ["Screens", (r) => mark(r, ["screens"], num(r.figures.screens, 1))],
    ["vnu", (r) => mark(r, ["vnuErrors"], num(r.figures.vnuErrors))],
    ["h-v", (r) => mark(r, ["htmlValidateErrors"], num(r.figures.htmlValidateErrors))],
    [
      "Firefox",
      (r) =>
        r.figures.firefoxFailures === undefined
          ? "–"
          : mark(r, ["firefoxFailures"], r.figures.firefoxFailures === 0 ? "ok" : `${r.figures.firefoxFailures}`),
    ],
    [
      "Obs",
      (r) =>
        r.details.observatory
          ? mark(r, ["observatoryFailures"], `${r.details.observatory.score}/${r.details.observatory.withTls}`)
          : "–",
    ],
  ];
  const rows = [columns.map(([name]) => name), ...results.map((r) => columns.map(([, cell]) => cell(r)))];
  const widths = columns.map((_, i) => Math.max(...rows.map((row) => [...(row[i] ?? "")].length)));
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((cell, i) => cell.padEnd((widths[i] ?? 0) + cell.length - [...cell].length)).join(" | ")} |`;
  return [
    line(columns.map(([name]) => name)),
    `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
    ...rows.slice(1).map(line),
  ].join("\n");
}
