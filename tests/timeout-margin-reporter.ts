import { experimental_getRunnerTask as runnerTask, type Reporter, type TestCase } from "vitest/node";
import { timeoutMarginLines, type TimedTest } from "../scripts/timeout-margin.ts";

/**
 * Lists, after a Vitest run, every test that took more than half its timeout (scripts/timeout-margin.ts). It warns,
 * it does not fail: the run that shows it passed. `TIMEOUT_MARGIN_REPORT=all` lists the ten slowest tests whatever
 * their share. The browser tests' twin is tests/browser/timeout-margin-reporter.ts.
 */
export default class TimeoutMarginReporter implements Reporter {
  private readonly rows: TimedTest[] = [];

  onTestCaseResult(testCase: TestCase) {
    const { duration } = testCase.diagnostic() ?? {};
    const { timeout } = runnerTask(testCase);
    if (duration === undefined || !timeout) return;
    this.rows.push({
      name: `${testCase.module.moduleId.replace(`${process.cwd()}/`, "")} › ${testCase.fullName}`,
      duration,
      timeout,
    });
  }

  onTestRunEnd() {
    for (const line of timeoutMarginLines(this.rows, process.env.TIMEOUT_MARGIN_REPORT === "all")) console.warn(line);
  }
}
