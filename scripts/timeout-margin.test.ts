import { expect, test } from "vitest";
import { timeoutMarginLines, type TimedTest } from "./timeout-margin.ts";

const rows: TimedTest[] = [
  { name: "quick", duration: 1_000, timeout: 15_000 },
  { name: "near its limit", duration: 12_000, timeout: 15_000 },
  { name: "past half of a long one", duration: 40_000, timeout: 60_000 },
  { name: "at half", duration: 7_500, timeout: 15_000 },
];

test("lists the tests past half their timeout, the largest share first, and nothing when none is", () => {
  expect(timeoutMarginLines(rows)).toEqual([
    "\nTests that took more than half their timeout:",
    "  12.0 s of 15.0 s  near its limit",
    "  40.0 s of 60.0 s  past half of a long one",
  ]);
  expect(timeoutMarginLines(rows.filter((row) => row.duration / row.timeout <= 0.5))).toEqual([]);
});

test("with all, lists the ten slowest whatever their share, the slowest first", () => {
  const many = Array.from({ length: 12 }, (_, i) => ({ name: `test ${i}`, duration: i * 100, timeout: 15_000 }));
  const lines = timeoutMarginLines(many, true);
  expect(lines[0]).toBe("\nThe ten slowest tests:");
  expect(lines.slice(1).map((line) => line.split("  ").at(-1))).toEqual(
    Array.from({ length: 10 }, (_, i) => `test ${11 - i}`),
  );
});
