import { describe, expect, test } from "vitest";
import { judgeScan, needTls } from "./observatory.js";

/** A scan as the Observatory prints it over plain HTTP: every test passes but the two that need TLS. */
function scan(overrides: Record<string, { pass: boolean; result: string; scoreModifier: number }> = {}) {
  const tests = {
    "content-security-policy": {
      pass: true,
      result: "csp-implemented-with-no-unsafe-default-src-none",
      scoreModifier: 10,
    },
    "x-content-type-options": { pass: true, result: "x-content-type-options-nosniff", scoreModifier: 0 },
    redirection: { pass: false, result: needTls.get("redirection")!, scoreModifier: -20 },
    "strict-transport-security": {
      pass: false,
      result: needTls.get("strict-transport-security")!,
      scoreModifier: -20,
    },
    ...overrides,
  };
  return { scan: { score: 60, grade: "C+" }, tests };
}

describe("judgeScan", () => {
  test("passes a scan whose only failures are the two that need TLS, and says what TLS would score", () => {
    expect(judgeScan(scan())).toEqual({ score: 60, grade: "C+", withTls: 110, failures: [] });
  });

  test("names a test that fails over plain HTTP too, and the score it costs", () => {
    const { failures } = judgeScan({
      ...scan({
        "x-content-type-options": { pass: false, result: "x-content-type-options-not-implemented", scoreModifier: -5 },
      }),
      scan: { score: 55, grade: "C" },
    });
    expect(failures).toEqual([
      "x-content-type-options: x-content-type-options-not-implemented (-5)",
      "score 55, not the 60 plain HTTP allows",
    ]);
  });

  test("refuses a TLS test with another result than plain HTTP gives, and a weaker CSP that still passes", () => {
    const { failures } = judgeScan(
      scan({
        redirection: { pass: false, result: "redirection-not-to-https", scoreModifier: -20 },
        "content-security-policy": { pass: true, result: "csp-implemented-with-no-unsafe", scoreModifier: 5 },
      }),
    );
    expect(failures).toEqual([
      "redirection: redirection-not-to-https (-20)",
      "content-security-policy: csp-implemented-with-no-unsafe, not csp-implemented-with-no-unsafe-default-src-none",
    ]);
  });
});
