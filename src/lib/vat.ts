// VAT, exactly: amounts are whole halalas (1 riyal = 100 halalas) and the rate is
// whole hundredths of a percent, so every step is integer arithmetic. Rounding is
// commercial, as on a ZATCA tax invoice: the VAT to the halala, half a halala up;
// a figure shown in whole riyals, half a riyal up (390 → 448.50 → 449).
// docs/decisions/0034-prices-with-vat.md.

/** The owner's setting (content/site.yml → prices): the rate, and whether he types prices with VAT. */
export type VatSetting = { vatPercent: number; typedWithVat: boolean };

/** An amount before and with VAT. */
export type VatSplit = { beforeVat: number; withVat: number };

/**
 * a × n ÷ d rounded half up, for whole a ≥ 0 and small whole n, d > 0: exact
 * while the result is a safe integer, since a is split into whole d's and a
 * remainder below d (no product beyond 2^53; BigInt would cost the island bytes).
 */
const scale = (a: number, n: number, d: number) => {
  const rest = a % d;
  return ((a - rest) / d) * n + Math.floor((2 * rest * n + d) / (2 * d));
};

/** How a typed amount becomes one with VAT, or one before it: × numerator ÷ denominator. */
export type Ratio = [numerator: number, denominator: number];

/**
 * The two ratios of a setting, [to with VAT, to before VAT]: typed before VAT,
 * × (10,000 + rate in hundredths of a percent) ÷ 10,000 adds the VAT (rounding
 * the sum rounds the VAT, the amount being whole); typed with VAT, the inverse
 * gives the amount that, taxed, comes closest to it.
 */
export function vatRatios({ vatPercent, typedWithVat }: VatSetting): [withVat: Ratio, beforeVat: Ratio] {
  const taxed = 10_000 + Math.round(vatPercent * 100);
  return typedWithVat
    ? [
        [1, 1],
        [10_000, taxed],
      ]
    : [
        [taxed, 10_000],
        [1, 1],
      ];
}

/** An amount in whole halalas, as the owner typed it, before and with VAT, in halalas. */
export function splitVat(halalas: number, setting: VatSetting): VatSplit {
  const [withVat, beforeVat] = vatRatios(setting);
  return { beforeVat: scale(halalas, ...beforeVat), withVat: scale(halalas, ...withVat) };
}

/** Halalas as whole riyals, half a riyal up: what a page shows. */
export const wholeRiyals = (halalas: number) => scale(halalas, 1, 100);

/** A range of whole riyals. */
export type Range = { min: number; max: number };

/**
 * A price range the owner typed (whole riyals per unit) times a quantity, to
 * with VAT or to before it (one of vatRatios), in whole riyals: the amount in
 * halalas to the halala, then the riyal. The quantity counts to the hundredth,
 * as the estimator shows it; a riyal price × hundredths of a unit is that many halalas.
 */
export function totalOf(price: Range, quantity: number, ratio: Ratio): Range {
  const hundredths = Math.round(quantity * 100);
  const riyals = (perUnit: number) => wholeRiyals(scale(perUnit * hundredths, ...ratio));
  return { min: riyals(price.min), max: riyals(price.max) };
}

/** A price range times a quantity (1 for the unit price a page shows), before and with VAT, in whole riyals. */
export function rangeWithVat(price: Range, setting: VatSetting, quantity = 1) {
  const [withVat, beforeVat] = vatRatios(setting);
  return { beforeVat: totalOf(price, quantity, beforeVat), withVat: totalOf(price, quantity, withVat) };
}

/** A price record as a page shows it: with VAT, and before VAT beside it; its unit kept. */
export function shownPrice<P extends Range>(price: P, setting: VatSetting): { withVat: P; beforeVat: P } {
  const { withVat, beforeVat } = rangeWithVat(price, setting);
  return { withVat: { ...price, ...withVat }, beforeVat: { ...price, ...beforeVat } };
}
