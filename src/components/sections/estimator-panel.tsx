import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { estimatorHeadingId } from "~/model/views/estimator-data";
import { useLayout } from "~/components/layout/layout-context";

/**
 * The fragment that opens the panel: a link to an element inside a closed
 * <details> opens it (HTML's ancestor details revealing), one to the <details> itself does not.
 */
export const estimatorPanelId = "estimator";

/**
 * The estimator's place under a service's prices: a disclosure the buyer opens
 * with one tap, so the page stays short on a phone (the platform's <details>,
 * with or without JavaScript). `children` is the island: it loads only once
 * opened (client:visible), and its pre-rendered form says how to get an
 * estimate by call or WhatsApp until JavaScript runs.
 */
export function EstimatorPanel({ intro, children }: { intro: string; children: ReactNode }) {
  // The estimate page in the page's language: the layout's links are localised (src/routes.ts).
  const { ui, nav } = useLayout();
  return (
    <details className="group mt-6 rounded-2xl bg-brand-50">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 p-4 sm:p-6 [&::-webkit-details-marker]:hidden">
        <h3 id={estimatorHeadingId} className="text-h3 font-extrabold text-brand-700">
          {ui.estimator.title}
        </h3>
        <Icon
          name="chevron-down"
          className="size-6 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
        />
      </summary>
      {/* Its margin keeps the summary's heading in view above it. */}
      <div id={estimatorPanelId} className="scroll-mt-24 px-4 pb-4 sm:px-8 sm:pb-8">
        <p className="max-w-3xl text-ink-muted">{intro}</p>
        <div className="mt-4 sm:mt-6">{children}</div>
        <p className="mt-4 sm:mt-6">
          <a
            href={nav.estimate.path}
            className="font-bold text-brand-700 underline underline-offset-4 hover:no-underline"
          >
            {ui.estimator.otherServices}
          </a>
        </p>
      </div>
    </details>
  );
}
