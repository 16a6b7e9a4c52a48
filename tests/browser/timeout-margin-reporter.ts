import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { timeoutMarginLines, type TimedTest } from "../../scripts/timeout-margin.ts";

/**
 * Lists, after a Playwright run, every test that took more than half its timeout (scripts/timeout-margin.ts), as
 * tests/timeout-margin-reporter.ts does after a Vitest run. The timeout is the one the test ran with (test.slow(),
 * test.setTimeout() included). `TIMEOUT_MARGIN_REPORT=all` lists the ten slowest tests whatever their share.
 */
export default class TimeoutMarginReporter implements Reporter {
  private readonly rows: TimedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (!test.timeout) return;
    const [, project, ...titles] = test.titlePath();
    this.rows.push({ name: `[${project}] ${titles.join(" › ")}`, duration: result.duration, timeout: test.timeout });
  }

  onEnd() {
    for (const line of timeoutMarginLines(this.rows, process.env.TIMEOUT_MARGIN_REPORT === "all")) console.warn(line);
  }

  printsToStdio() {
    return false;
  }
}
