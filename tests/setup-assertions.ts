import { beforeEach, expect } from "vitest";

// A test that asserts nothing (a loop over an empty list, a forgotten await)
// passes without checking anything: every test must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions();
});
