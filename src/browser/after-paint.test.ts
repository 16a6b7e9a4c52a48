import { afterEach, beforeEach, expect, test, vi } from "vitest";
import afterPaint from "./after-paint";

// The browser as the directive sees it: a paint it is told of, the load event,
// idle callbacks and timers, each released by the test.
const observers: FakePerformanceObserver[] = [];
/** The observer the directive made last, if any. */
const observer = () => observers.at(-1);
let loadListeners: (() => void)[];
let idle: (() => void)[];
const document = { readyState: "loading" };

class FakePerformanceObserver {
  static supportedEntryTypes = ["largest-contentful-paint", "paint"];
  type?: string;
  disconnected = false;
  constructor(readonly callback: (entries: unknown, observer: FakePerformanceObserver) => void) {
    observers.push(this);
  }
  observe({ type }: { type: string }) {
    this.type = type;
  }
  disconnect() {
    this.disconnected = true;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  observers.length = 0;
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
const paint = () => observer()!.callback([], observer()!);
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
  expect(observer()!.type).toBe("largest-contentful-paint");
  loaded();
  await runIdle();
  expect(load).not.toHaveBeenCalled();

  paint();
  paint();
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

test("a browser that reports no largest paint (Safari), or a hidden tab, still hydrates after 3 s, and only once", async () => {
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
