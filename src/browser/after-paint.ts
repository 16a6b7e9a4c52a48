import type { ClientDirective } from "astro";

// `client:afterpaint`: hydrates an island that is in view at load (the
// estimator at the top of /estimate) once the page has loaded and painted, when
// the browser is idle. Astro's client:idle can fire between the load event and
// the first paint: the island's 70 kB then starts before the heading paints,
// and Lighthouse counts it in the LCP (1.82 s in CI against the 1.8 s budget).
// The form is complete without JavaScript, so the wait costs the buyer nothing.
const afterPaint: ClientDirective = (load) => {
  let hydrate = () => {
    hydrate = () => {};
    // Safari has no requestIdleCallback: the next task there.
    (window.requestIdleCallback || setTimeout)(async () => (await load())());
  };
  // Each later largest paint calls again: hydrate() runs once.
  new PerformanceObserver(() =>
    document.readyState == "complete" ? hydrate() : addEventListener("load", () => hydrate()),
  ).observe({ type: "largest-contentful-paint", buffered: true });
  // A browser that reports no largest paint (Safari), or a page opened in a hidden tab, gets the
  // island after 3 s: the estimator's page is at its script budget, and a check for the paint
  // types a browser supports did not fit (docs/quality.md).
  setTimeout(() => hydrate(), 3000);
};

export default afterPaint;

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
  }
}
