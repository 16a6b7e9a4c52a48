import type { ReactNode } from "react";

/** A page's main landmark, the skip link's target. */
export function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {children}
    </main>
  );
}
