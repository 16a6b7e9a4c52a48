import type { OwnerItem } from "~/model/owner-messages";
import type { UiText } from "~/model/ui-schema";

/**
 * The banner every page of a draft carries (a production build with example values
 * left): what is still an example, each with a link to the admin entry that fixes it.
 * A <details> keeps a long list folded under one line.
 */
export function DraftBanner({ ui, examples }: { ui: UiText["draft"]; examples: readonly OwnerItem[] }) {
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
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer font-bold underline underline-offset-4">
            {ui.count.replace("{count}", String(examples.length))}
          </summary>
          <ol className="mt-2 list-decimal space-y-2 ps-6">
            {examples.map((item) => (
              <li key={`${item.at}|${item.place}`}>
                <span className="font-bold">{item.place}</span>: {item.reason}.{" "}
                <a href={item.link} className="font-bold text-brand-700 underline underline-offset-4">
                  {ui.fix}
                </a>
              </li>
            ))}
          </ol>
        </details>
      </div>
    </aside>
  );
}
