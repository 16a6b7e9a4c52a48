import type { Price as PriceRecord } from "~/content/schema";
import { currency, formatPrice, formatRange, priceKey, unitLabel } from "~/lib/format";

/**
 * A price with its unit, always: rows of one table may differ in unit (per m²
 * beside per unit), so the unit is never left to a column header. `cell` puts
 * the unit on its own line for narrow table columns.
 */
export function Price({ price, layout = "inline" }: { price: PriceRecord; layout?: "inline" | "cell" }) {
  if (layout === "inline") return <span data-price={priceKey(price)}>{formatPrice(price)}</span>;
  return (
    <span data-price={priceKey(price)}>
      {/* A range never breaks inside "90 – 130". */}
      <span className="whitespace-nowrap">
        {formatRange(price)} {currency}
      </span>
      <span className="block text-sm font-semibold text-ink-muted">{unitLabel(price.unit)}</span>
    </span>
  );
}
