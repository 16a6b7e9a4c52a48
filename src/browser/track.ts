// Counts an event, with the page it came from, when the owner has switched on
// an analytics service that counts events (the layout marks
// <html data-analytics-events>). Plausible's script may load after the event:
// its documented queue (window.plausible.q) holds it until then. No side
// effects on import: the estimator island imports this too.
type Plausible = ((event: string, options?: { props: Record<string, string> }) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    plausible?: Plausible;
  }
}

export function track(event: string, props: Record<string, string>) {
  if (!document.documentElement.hasAttribute("data-analytics-events")) return;
  window.plausible ??= Object.assign((...args: unknown[]) => (window.plausible!.q ??= []).push(args), {});
  window.plausible(event, { props: { page: location.pathname, ...props } });
}
