/** A test as it ran: its name, how long it took and the timeout it had, in milliseconds. */
export type TimedTest = { name: string; duration: number; timeout: number };

/**
 * The lines that warn of the tests past half their timeout, slowest share first: on two busy cores a test's time
 * doubles, so one past half its timeout is the next run's failure. `all` lists the ten slowest whatever their share.
 * No line when no test is past half. Used by the Vitest and the Playwright reporters
 * (tests/timeout-margin-reporter.ts, tests/browser/timeout-margin-reporter.ts).
 */
export function timeoutMarginLines(rows: readonly TimedTest[], all = false): string[] {
  const share = (row: TimedTest) => row.duration / row.timeout;
  const shown = all
    ? [...rows].sort((a, b) => b.duration - a.duration).slice(0, 10)
    : rows.filter((row) => share(row) > 0.5).sort((a, b) => share(b) - share(a));
  if (!shown.length) return [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    all ? "\nThe ten slowest tests:" : "\nTests that took more than half their timeout:",
    ...shown.map((row) => `  ${seconds(row.duration)} of ${seconds(row.timeout)}  ${row.name}`),
  ];
}
