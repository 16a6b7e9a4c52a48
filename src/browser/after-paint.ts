import type { ClientDirective } from "astro";

// `client:afterpaint`: hydrates an island that is in view at load (the
// estimator at the top of /estimate) once the page has loaded and painted, when
// the browser is idle. Astro's client:idle can fire between the load event and
// the first paint: the island's 70 kB then starts before the heading paints,
// and Lighthouse counts it in the LCP (1.82 s in CI against the 1.8 s budget).
// The form is complete without JavaScript, so the wait costs the buyer nothing.
const afterPaint: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    const run = async () => (await load())();
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  const paint = ["largest-contentful-paint", "paint"].find((type) =>
    PerformanceObserver.supportedEntryTypes.includes(type),
  );
  if (paint) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      if (document.readyState === "complete") hydrate();
      else addEventListener("load", hydrate, { once: true });
    }).observe({ type: paint, buffered: true });
  }
  // A browser that reports no paint, or a page opened in a hidden tab, still gets the island.
  setTimeout(hydrate, paint ? 3000 : 0);
};

export default afterPaint;

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
  }
}
