import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Any console.error fails the test: it catches React warnings such as
// hydration mismatches and missing keys (as the Epic Stack does).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
