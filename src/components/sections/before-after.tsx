import { ContentImage } from "~/components/ui/image";
import { photoSlots } from "~/lib/photo-slots";
import type { Project } from "~/model/contract/schema";

/**
 * Before and after, side by side (stacked on narrow phones), each photo with
 * its own alt text and a visible label: complete without JavaScript.
 */
export function BeforeAfter({
  pairs,
  labels,
}: {
  pairs: NonNullable<Project["beforeAfter"]>;
  labels: { before: string; after: string };
}) {
  return (
    <ul className="grid gap-10">
      {pairs.map((pair) => (
        <li key={pair.after.src} data-before-after="">
          <figure>
            <div className="grid gap-4 sm:grid-cols-2">
              {(["before", "after"] as const).map((side) => (
                <figure key={side} className="overflow-hidden rounded-2xl border border-sand-200 bg-white">
                  <ContentImage image={pair[side]} slot={photoSlots.beforeAfter} />
                  <figcaption className="px-4 py-2 font-bold text-brand-700">{labels[side]}</figcaption>
                </figure>
              ))}
            </div>
            {pair.caption && <figcaption className="mt-3 text-lg text-ink-muted">{pair.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
