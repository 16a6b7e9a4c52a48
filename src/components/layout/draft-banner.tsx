import type { OwnerItem } from "~/model/owner/owner-messages";
import type { UiText } from "~/model/contract/ui-schema";

type Lists = Record<"examples" | "review" | "leftOut", readonly OwnerItem[]>;

/**
 * The banner every page of a draft carries (a production build with a fact a visitor
 * relies on still an example): first what keeps it a draft, then the «راجِع» values to
 * confirm and the samples the public site leaves out, neither of which holds it back
 * (src/model/owner/go-live.ts). Each item links to the admin entry that settles it; a
 * <details> keeps each list folded under one line.
 */
export function DraftBanner({ ui, examples, review = [], leftOut = [] }: { ui: UiText["draft"] } & Partial<Lists>) {
  const lists = [
    { key: "examples", count: ui.count, items: examples ?? [], link: ui.fix },
    { key: "review", count: ui.reviewCount, items: review, link: ui.review },
    { key: "left-out", count: ui.leftOutCount, items: leftOut, link: ui.review },
  ].filter((list) => list.items.length);
  return (
    <aside
      aria-labelledby="draft-banner-title"
      className="border-b-2 border-gold-500 bg-sand-100 text-ink"
      data-draft-banner
    >
      <div className="mx-auto max-w-6xl px-4 py-3">
        <p id="draft-banner-title" className="font-bold">
          {ui.title}
        </p>
        <p className="text-sm">{ui.intro}</p>
        {lists.map((list) => (
          <details key={list.key} className="mt-1 text-sm" data-list={list.key}>
            <summary className="cursor-pointer font-bold underline underline-offset-4">
              {list.count.replace("{count}", String(list.items.length))}
            </summary>
            <ol className="mt-2 list-decimal space-y-2 ps-6">
              {list.items.map((item) => (
                <li key={`${item.at}|${item.place}`}>
                  <span className="font-bold">{item.place}</span>: {item.reason}.{" "}
                  <a href={item.link} className="font-bold text-brand-700 underline underline-offset-4">
                    {list.link}
                  </a>
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </aside>
  );
}
