import type { PricedItem } from "~/lib/prices";
import { Price } from "~/components/ui/price";
import type { ServiceSlug } from "~/model/contract/pages";

export type GuidePriceList = { slug: ServiceSlug; name: string; path: string; items: PricedItem[]; note: string };

/**
 * {{prices:<service>}} in a guide: that service's price list as its page shows
 * it today, read from the content at build time, so a guide never quotes a
 * price the owner has since changed (docs/decisions/0003-numbers-and-prices.md).
 */
export function GuidePrices({ list: { slug, items, note, ...service } }: { list: GuidePriceList }) {
  return (
    <figure className="mt-6" data-guide-prices={slug}>
      <figcaption className="font-bold text-brand-800">
        <a href={service.path} className="underline underline-offset-4">
          {service.name}
        </a>
      </figcaption>
      <ul className="mt-3 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
        {items.map((item) => (
          <li
            key={`${item.sectionId}-${item.name}`}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
          >
            <a href={`${service.path}#${item.sectionId}`} className="font-semibold hover:underline">
              {item.name}
            </a>
            <span className="font-bold text-brand-700 sm:text-end">
              <Price price={item.price} />
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-base text-ink-muted">{note}</p>
    </figure>
  );
}
