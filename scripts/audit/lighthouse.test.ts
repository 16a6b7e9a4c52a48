import { beforeEach, expect, test, vi } from "vitest";
import budgets from "../../audit.budgets.json" with { type: "json" };
import { evaluate } from "./report.js";

// Stand-ins for Lighthouse and the browser: each run with scripts reports the next TBT from `tbts`;
// a run without scripts (every .js blocked) reports an LCP of 1,000 ms.
let tbts: number[] = [];
let runs = 0;
/** Each Chromium launched, by its port, and whether it was closed; a score run on a URL with "fail" fails. */
const launched: { port: number; closed: boolean }[] = [];
vi.mock("./browsers.js", () => ({
  launchDebuggableChromium: async () => {
    const chrome = { port: launched.length + 1, closed: false };
    launched.push(chrome);
    return { port: chrome.port, close: async () => void (chrome.closed = true) };
  },
}));
vi.mock("lighthouse", () => ({
  default: async (url: string, flags: { blockedUrlPatterns?: string[] }) => ({
    lhr: {
      runtimeError: url.includes("fail") ? { code: "NO_FCP", message: "no paint" } : undefined,
      finalDisplayedUrl: "http://127.0.0.1/",
      categories: { performance: { score: 1, auditRefs: [] } },
      audits: flags.blockedUrlPatterns
        ? { "largest-contentful-paint": { numericValue: 1000 } }
        : {
            "total-blocking-time": { numericValue: tbts[runs++] },
            "largest-contentful-paint": { numericValue: 1040 },
            "cumulative-layout-shift": { numericValue: 0 },
          },
      environment: {},
    },
  }),
}));

const { checkScores, checkTiming, closeScoresChromium } = await import("./lighthouse.js");
const log = () => {};
/** What the audit does (index.js): the timing figures past their limit in every run so far, by the budgets. */
const template = { route: "/", notApplicable: [], figures: {}, details: {}, checkErrors: {}, template: true };
const pastLimitInEveryRun = (perRun: Record<string, number[]>) =>
  failedTimings({ runs: perRun, figures: {} }).map((verdict) => verdict.figure);
/** The timing budgets a template's runs fail (the scores are not in the stand-in's runs). */
const failedTimings = (measured: { runs: Record<string, number[]>; figures: Record<string, number | undefined> }) =>
  evaluate([{ ...template, ...measured }], budgets, ["lighthouse"]).filter(
    (verdict) => !verdict.ok && verdict.budget.margin !== undefined,
  );

beforeEach(() => {
  runs = 0;
  launched.length = 0;
});

test("a template within its limits takes one run, with and without scripts", async () => {
  tbts = [40, 400, 400];
  const result = await checkTiming("http://127.0.0.1/", log, 3, pastLimitInEveryRun);
  expect(result.runs).toBe(1);
  expect(result.figures).toMatchObject({ tbtMs: 40, lcpMs: 1040, lcpNoScriptsMs: 1000, lcpScriptRatio: 1.04 });
});

test("one run past the limit gets another; a run within it ends the measuring, and the template passes", async () => {
  tbts = [400, 60, 400];
  const result = await checkTiming("http://127.0.0.1/", log, 3, pastLimitInEveryRun);
  expect(result.runs).toBe(2);
  expect(pastLimitInEveryRun(result.perRun!)).toEqual([]);
  expect(failedTimings({ runs: result.perRun!, figures: result.figures! })).toEqual([]);
});

test("a template past its limit in every run fails, after the most runs allowed", async () => {
  tbts = [400, 300, 500, 60];
  const result = await checkTiming("http://127.0.0.1/", log, 3, pastLimitInEveryRun);
  expect(result.runs).toBe(3);
  const failed = failedTimings({ runs: result.perRun!, figures: result.figures! });
  expect(failed.map((v) => [v.figure, v.value, v.runs])).toEqual([["tbtMs", 400, [400, 300, 500]]]);
});

test("a timing budget applies only to a template's route, and the deterministic scores to every route", () => {
  const other = {
    ...template,
    route: "/fencing",
    template: false,
    figures: { accessibility: 90, tbtMs: 900, thirdPartyRenderBlocking: 0 },
  };
  const failed = evaluate([other], budgets, ["lighthouse"]).filter((v) => !v.ok);
  expect(failed.map((v) => v.figure)).toEqual(["accessibility", "bestPractices", "seo"]);
});

test("a minimum is judged on the best run too: one performance score within its margin passes", () => {
  const result = { ...template, figures: { performance: 80 } };
  const performance = (runs: number[]) =>
    evaluate([{ ...result, runs: { performance: runs } }], budgets, ["lighthouse"]).find(
      (v) => v.figure === "performance",
    )!.ok;
  expect(performance([80, 91, 70])).toBe(true);
  expect(performance([80, 89, 70])).toBe(false);
});

test("the score runs share one Chromium until one fails; each timing run has a fresh one", async () => {
  await checkScores("http://127.0.0.1/a", log);
  await checkScores("http://127.0.0.1/b", log);
  expect(launched).toEqual([{ port: 1, closed: false }]);
  // A failed run closes the shared one: the next starts afresh.
  await expect(checkScores("http://127.0.0.1/fail", log)).rejects.toThrow("NO_FCP");
  expect(launched[0]!.closed).toBe(true);
  await checkScores("http://127.0.0.1/c", log);
  expect(launched.map((chrome) => chrome.closed)).toEqual([true, false]);
  tbts = [40];
  await checkTiming("http://127.0.0.1/", log, 1, pastLimitInEveryRun);
  // The pair of timing runs: two more, each closed after its run.
  expect(launched.map((chrome) => chrome.closed)).toEqual([true, false, true, true]);
  await closeScoresChromium();
  expect(launched.every((chrome) => chrome.closed)).toBe(true);
});
