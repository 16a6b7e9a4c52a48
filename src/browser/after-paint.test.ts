import { afterEach, beforeEach, expect, test, vi } from "vitest";
import afterPaint from "./after-paint";

// The browser as the directive sees it: a paint it is told of, the load event,
// idle callbacks and timers, each released by the test.
let paintObserver: { callback: () => void; type?: string; disconnected: boolean } | undefined;
let loadListeners: (() => void)[];
let idle: (() => void)[];
const document = { readyState: "loading" };

class FakePerformanceObserver {
  static supportedEntryTypes = ["largest-contentful-paint", "paint"];
  state: { callback: () => void; type?: string; disconnected: boolean };
  constructor(callback: () => void) {
    this.state = { callback, disconnected: false };
    paintObserver = this.state;
  }
  observe({ type }: { type: string }) {
    this.state.type = type;
  }
  disconnect() {
    this.state.disconnected = true;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  paintObserver = undefined;
  loadListeners = [];
  idle = [];
  document.readyState = "loading";
  FakePerformanceObserver.supportedEntryTypes = ["largest-contentful-paint", "paint"];
  vi.stubGlobal("document", document);
  vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
  vi.stubGlobal("window", globalThis);
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => {
    if (type === "load") loadListeners.push(listener);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Starts the directive on an island whose hydration the test can see. */
function island() {
  const hydrated = vi.fn();
  const load = vi.fn(async () => hydrated);
  afterPaint(load, { name: "afterpaint", value: "" }, {} as HTMLElement);
  return { load, hydrated };
}
const paint = () => paintObserver!.callback();
const loaded = () => {
  document.readyState = "complete";
  for (const listener of loadListeners) listener();
};
const runIdle = async () => {
  for (const callback of idle.splice(0)) callback();
  await vi.waitFor(() => undefined);
};

test("nothing of the island loads before the page has both loaded and painted its largest content", async () => {
  const { load, hydrated } = island();
  expect(paintObserver!.type).toBe("largest-contentful-paint");
  loaded();
  await runIdle();
  expect(load).not.toHaveBeenCalled();

  paint();
  expect(paintObserver!.disconnected).toBe(true);
  expect(load).not.toHaveBeenCalled();
  await runIdle();
  expect(load).toHaveBeenCalledOnce();
  expect(hydrated).toHaveBeenCalledOnce();
});

test("a paint before the load event waits for it", async () => {
  const { load } = island();
  paint();
  await runIdle();
  expect(load).not.toHaveBeenCalled();
  loaded();
  await runIdle();
  expect(load).toHaveBeenCalledOnce();
});

test("a browser that reports no paint, or a hidden tab, still hydrates after 3 s, and only once", async () => {
  const { load } = island();
  vi.advanceTimersByTime(2999);
  await runIdle();
  expect(load).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  await runIdle();
  expect(load).toHaveBeenCalledOnce();
  paint();
  loaded();
  await runIdle();
  expect(load).toHaveBeenCalledOnce();
});

test("without largest-contentful-paint it waits for the first paint; without either, it hydrates at once", async () => {
  FakePerformanceObserver.supportedEntryTypes = ["paint"];
  island();
  expect(paintObserver!.type).toBe("paint");

  FakePerformanceObserver.supportedEntryTypes = [];
  paintObserver = undefined;
  const { load } = island();
  expect(paintObserver).toBeUndefined();
  vi.advanceTimersByTime(0);
  await runIdle();
  expect(load).toHaveBeenCalledOnce();
});
