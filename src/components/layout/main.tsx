import type { ReactNode } from "react";
import { JsonLd } from "~/lib/json-ld";

/**
 * A page's main landmark, the skip link's target, with the page's structured
 * data after its content: the FAQ answers and prices the data repeats are then
 * close enough before it for gzip to send them once.
 */
export function Main({ jsonLd, children }: { jsonLd: readonly string[]; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {children}
      <JsonLd documents={jsonLd} />
    </main>
  );
}
