// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";

// A stand-in IntersectionObserver: the test decides what each report says.
type Report = { target: Element; isIntersecting: boolean };
let observed: Set<Element>;
let report: (entries: Report[]) => void;

class StandInObserver {
  constructor(callback: (entries: Report[]) => void) {
    report = (entries) => callback(entries.filter((entry) => observed.has(entry.target)));
  }
  observe(target: Element) {
    observed.add(target);
  }
  unobserve(target: Element) {
    observed.delete(target);
  }
}

const runScript = async () => {
  vi.stubGlobal("IntersectionObserver", StandInObserver);
  vi.resetModules();
  await import("./rise-on-entry");
};

const cards = () => {
  const [a, b, c] = document.querySelectorAll(".stagger");
  return [a!, b!, c!] as const;
};
const states = () => cards().map((card) => card.getAttribute("data-rise"));

beforeEach(() => {
  observed = new Set();
  document.body.innerHTML = '<ul><li class="stagger">أ</li><li class="stagger">ب</li><li class="stagger">ج</li></ul>';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

test("a card on screen when the page opens is left as drawn; one below waits, and rises once it scrolls into view", async () => {
  await runScript();
  const [onScreen, below, farBelow] = cards();
  report([
    { target: onScreen, isIntersecting: true },
    { target: below, isIntersecting: false },
    { target: farBelow, isIntersecting: false },
  ]);
  expect(states()).toEqual([null, "waiting", "waiting"]);
  expect(observed).toEqual(new Set([below, farBelow]));

  report([{ target: below, isIntersecting: true }]);
  expect(states()).toEqual([null, "now", "waiting"]);
  // Risen once: it no longer waits for reports, so scrolling back does not replay it.
  expect(observed).toEqual(new Set([farBelow]));
});

test("a card that leaves the screen and comes back after rising stays as it is", async () => {
  await runScript();
  const [card] = cards();
  report([{ target: card, isIntersecting: false }]);
  report([{ target: card, isIntersecting: true }]);
  report([{ target: card, isIntersecting: false }]);
  expect(card.getAttribute("data-rise")).toBe("now");
});
