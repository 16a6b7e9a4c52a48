// VAT, exactly: amounts are whole halalas (1 riyal = 100 halalas) and the rate is
// whole hundredths of a percent, so every step is integer arithmetic (BigInt, so
// that no total of the estimator can lose a digit). Rounding is commercial, as on a
// ZATCA tax invoice: the VAT to the halala, half a halala up; a figure shown in
// whole riyals, half a riyal up (390 → 448.50 → 449). docs/decisions/0026-prices-with-vat.md.

/** The owner's setting (content/site.yml → prices): the rate, and whether he types prices with VAT. */
export type VatSetting = { vatPercent: number; typedWithVat: boolean };

/** An amount before and with VAT. */
export type VatSplit = { beforeVat: number; withVat: number };

/** a ÷ b rounded half up, for a ≥ 0 and b > 0. */
const divideRounded = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** The rate in hundredths of a percent: 15 → 1500, 7.5 → 750 (content allows at most two decimals). */
const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));

/**
 * An amount in whole halalas, as the owner typed it, split into before and with
 * VAT: typed before VAT, the VAT (rounded to the halala) is added; typed with
 * VAT, the amount before VAT is the one that, taxed, comes closest to it.
 */
export function splitVat(halalas: number, { vatPercent, typedWithVat }: VatSetting): VatSplit {
  const amount = BigInt(halalas);
  const rate = basisPoints(vatPercent);
  if (typedWithVat) {
    const beforeVat = divideRounded(amount * 10_000n, 10_000n + rate);
    return { beforeVat: Number(beforeVat), withVat: halalas };
  }
  return { beforeVat: halalas, withVat: Number(amount + divideRounded(amount * rate, 10_000n)) };
}

/** Halalas as whole riyals, half a riyal up: what a page shows. */
export const wholeRiyals = (halalas: number) => Number(divideRounded(BigInt(halalas), 100n));

/** A range of whole riyals. */
export type Range = { min: number; max: number };

/**
 * A price range the owner typed (whole riyals per unit) times a quantity, before
 * and with VAT, in whole riyals. The quantity counts to the hundredth, as the
 * estimator shows it; a quantity of 1 gives the unit price a page shows.
 */
export function rangeWithVat(price: Range, setting: VatSetting, quantity = 1) {
  const hundredths = Math.round(quantity * 100);
  // A riyal price × hundredths of a unit is that many halalas.
  const [min, max] = [price.min, price.max].map((riyals) => splitVat(riyals * hundredths, setting));
  return {
    beforeVat: { min: wholeRiyals(min!.beforeVat), max: wholeRiyals(max!.beforeVat) },
    withVat: { min: wholeRiyals(min!.withVat), max: wholeRiyals(max!.withVat) },
  };
}

/** A price record as a page shows it: with VAT, and before VAT beside it; its unit kept. */
export function shownPrice<P extends Range>(price: P, setting: VatSetting): { withVat: P; beforeVat: P } {
  const { withVat, beforeVat } = rangeWithVat(price, setting);
  return { withVat: { ...price, ...withVat }, beforeVat: { ...price, ...beforeVat } };
}
