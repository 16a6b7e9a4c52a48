import type { Price, PriceUnit } from "~/content/schema";

const unitLabels: Record<PriceUnit, string> = {
  sqm: "للمتر المربع",
  "linear-metre": "للمتر الطولي",
  // Cladding is sold by the metre of panel length.
  metre: "للمتر من اللوح",
  unit: "للوحدة كاملة",
};

// Western digits with a thousands separator, identical in every ICU version,
// so build-time and client renders always agree.
const number = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "90 – 130", for table cells whose header names the unit. */
export function formatRange({ min, max }: Price) {
  return min === max ? number(min) : `${number(min)} – ${number(max)}`;
}

export const currency = "ريال";

/** "من 90 إلى 130 ريال للمتر الطولي", for prose and cards. */
export function formatPrice(price: Price) {
  const amount = price.min === price.max ? number(price.min) : `من ${number(price.min)} إلى ${number(price.max)}`;
  return `${amount} ${currency} ${unitLabels[price.unit]}`;
}

export function unitLabel(unit: PriceUnit) {
  return unitLabels[unit];
}

/** A stable key for a price, e.g. "90-130-linear-metre": what the page marks and the tests compare. */
export const priceKey = (price: Price) => `${price.min}-${price.max}-${price.unit}`;
