// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";

// The script runs once, when it is imported: each test imports a fresh copy
// after setting the page and the clock.
const runScript = async () => {
  vi.resetModules();
  await import("./current-year");
};

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

test("a page built in an earlier year shows the visitor's year in every marked place", async () => {
  vi.setSystemTime(new Date(2031, 0, 1, 0, 5));
  document.body.innerHTML =
    "<footer><p>© <span data-current-year>2030</span> الموقع</p></footer><p data-current-year>2030</p>";
  await runScript();
  expect([...document.querySelectorAll("[data-current-year]")].map((element) => element.textContent)).toEqual([
    "2031",
    "2031",
  ]);
  expect(document.querySelector("footer")!.textContent).toBe("© 2031 الموقع");
});

test("leaves the page untouched when the build's year is already the visitor's", async () => {
  vi.setSystemTime(new Date(2031, 5, 1));
  document.body.innerHTML = "<p>© <span data-current-year>2031</span></p><p>2030</p>";
  const year = document.querySelector("[data-current-year]")!.firstChild;
  await runScript();
  // The same text node: nothing was rewritten.
  expect(document.querySelector("[data-current-year]")!.firstChild).toBe(year);
  expect(document.body.textContent).toBe("© 20312030");
});
