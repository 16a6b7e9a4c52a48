import { experimental_getRunnerTask as runnerTask, type Reporter, type TestCase } from "vitest/node";

/**
 * Lists, after a run, every test that took more than half its timeout, slowest share first: on two busy cores a
 * test's time doubles, so one past half its timeout is the next run's failure. It warns, it does not fail: the run
 * that shows it passed. `TIMEOUT_MARGIN_REPORT=all` lists the ten slowest tests whatever their share.
 */
export default class TimeoutMarginReporter implements Reporter {
  private readonly rows: { name: string; duration: number; timeout: number }[] = [];

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
    const share = (row: (typeof this.rows)[number]) => row.duration / row.timeout;
    const all = process.env.TIMEOUT_MARGIN_REPORT === "all";
    const shown = all
      ? [...this.rows].sort((a, b) => b.duration - a.duration).slice(0, 10)
      : this.rows.filter((row) => share(row) > 0.5).sort((a, b) => share(b) - share(a));
    if (!shown.length) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.warn(all ? "\nThe ten slowest tests:" : "\nTests that took more than half their timeout:");
    for (const row of shown) console.warn(`  ${seconds(row.duration)} of ${seconds(row.timeout)}  ${row.name}`);
  }
}
