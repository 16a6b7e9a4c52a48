// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";

// The script runs once, when it is imported: each test imports a fresh copy after setting the page.
const runScript = async () => {
  vi.resetModules();
  await import("./print-action");
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

test("shows the hidden print button and opens the browser's print when it is pressed", async () => {
  const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
  document.body.innerHTML =
    '<button type="button" data-print hidden>حفظ PDF</button><button type="button">أخرى</button>';
  await runScript();
  const [button, other] = document.querySelectorAll("button");
  expect(button!.hidden).toBe(false);
  other!.click();
  expect(print).not.toHaveBeenCalled();
  button!.click();
  expect(print).toHaveBeenCalledTimes(1);
});
