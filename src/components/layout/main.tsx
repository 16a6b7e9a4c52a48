import type { ReactNode } from "react";
import { JsonLd } from "~/lib/json-ld";

/** A page's main landmark, the skip link's target, with the page's structured data. */
export function Main({ jsonLd, children }: { jsonLd: readonly string[]; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <JsonLd documents={jsonLd} />
      {children}
    </main>
  );
}
