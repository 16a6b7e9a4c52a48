import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component that arrives in its own chunk after the first load. The
 * pre-rendered HTML already shows it in full (the build renders lazy parts in
 * place) and its links work, so nothing waits: React hydrates it when the chunk
 * lands. For everything below the first screen that is not interactive, so the
 * first-load JS stays within its budget.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
