import { Fragment } from "react";
import type { Price as PriceRecord } from "~/model/contract/schema";
import { useLayout } from "~/components/layout/layout-context";
import { commaOf, formatTotal, priceKey, totalRuns } from "~/lib/format";
import { shownPrice } from "~/lib/vat";

/**
 * A price as the law wants it shown: a range «من … إلى …» that includes VAT and
 * says so, with the figure before VAT beside it when the layout's words have one
 * (docs/decisions/0034-prices-with-vat.md). `price` is the record as the owner
 * typed it; the site settings say whether with VAT. Its unit, always: rows of one
 * table may differ in unit (per m² beside per unit), so the unit is never left to
 * a column header. `cell` stacks the parts for narrow table columns. A `summary`
 * (the hero's range over a page's prices) is short: without the figure before VAT.
 * `data-price` (or `data-price-summary`) names the record it shows and
 * `data-price-with-vat` the figures shown, for the tests.
 */
export function Price({
  price,
  layout: shape = "inline",
  summary = false,
}: {
  price: PriceRecord;
  layout?: "inline" | "cell";
  summary?: boolean;
}) {
  const { site, ui, language } = useLayout();
  const { withVat, beforeVat } = shownPrice(price, site.prices);
  // «قبل الضريبة: {amount}», its amount broken only before its maximum, and only on a phone (totalRuns).
  const [beforeWords, afterWords] = (!summary && ui.prices.beforeVat?.split("{amount}")) || [];
  const before = beforeWords !== undefined && (
    <>
      {beforeWords}
      <span className="sm:whitespace-nowrap">
        <Runs runs={totalRuns(beforeVat, ui.prices)} />
      </span>
      {afterWords}
    </>
  );
  const marks = {
    [summary ? "data-price-summary" : "data-price"]: priceKey(price),
    "data-price-with-vat": priceKey(withVat),
  };
  if (shape === "inline") {
    return (
      // Unbreakable runs, "من 150 إلى 300 ريال" and "للمتر المربع": a line may wrap between them, never inside a unit.
      <span {...marks}>
        <span className="whitespace-nowrap">{formatTotal(withVat, ui.prices)}</span>{" "}
        <span className="whitespace-nowrap">{ui.prices.units[price.unit]}</span>
        {commaOf(language)}
        <span>{ui.prices.withVat}</span>
        {before && <span className="block text-sm font-normal text-ink-muted">{before}</span>}
      </span>
    );
  }
  return (
    <span {...marks}>
      {/* On a phone the column keeps each line whole while it has the room; in a narrower one, or a wider font,
          the range breaks before its maximum («from 1,150» / «to 3,450 SAR», never inside either) and the unit
          between its words, so that the table wraps instead of clipping. A wider screen's table keeps them whole. */}
      <span className="sm:whitespace-nowrap">
        <Runs runs={totalRuns(withVat, ui.prices)} />
      </span>
      <span className="block text-sm font-semibold text-ink-muted sm:whitespace-nowrap">
        {ui.prices.units[price.unit]}
      </span>
      <span className="block text-sm font-semibold text-ink-muted">{ui.prices.withVat}</span>
      {before && <span className="block text-sm font-normal text-ink-muted">{before}</span>}
    </span>
  );
}

/** Unbreakable runs with a space between them, where a line may break. */
function Runs({ runs }: { runs: string[] }) {
  return runs.map((run, i) => (
    <Fragment key={run}>
      {i > 0 && " "}
      <span className="whitespace-nowrap">{run}</span>
    </Fragment>
  ));
}
