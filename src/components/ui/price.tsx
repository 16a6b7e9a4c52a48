import type { Price as PriceRecord } from "~/model/schema";
import { currency, formatAmount, formatRange, priceKey, unitLabel } from "~/lib/format";

/**
 * A price with its unit, always: rows of one table may differ in unit (per m²
 * beside per unit), so the unit is never left to a column header. `cell` puts
 * the unit on its own line for narrow table columns.
 */
export function Price({ price, layout = "inline" }: { price: PriceRecord; layout?: "inline" | "cell" }) {
  if (layout === "inline") {
    return (
      // Two unbreakable runs, "من 150 إلى 300 ريال" and "للمتر المربع": a line may wrap between them, never inside a unit.
      <span data-price={priceKey(price)}>
        <span className="whitespace-nowrap">
          {formatAmount(price)} {currency}
        </span>{" "}
        <span className="whitespace-nowrap">{unitLabel(price.unit)}</span>
      </span>
    );
  }
  return (
    <span data-price={priceKey(price)}>
      {/* A range never breaks inside "90 – 130". */}
      <span className="whitespace-nowrap">
        {formatRange(price)} {currency}
      </span>
      <span className="block text-sm font-semibold whitespace-nowrap text-ink-muted">{unitLabel(price.unit)}</span>
    </span>
  );
}
