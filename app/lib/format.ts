import type { Price, PriceUnit } from "~/content/schema";

const unitLabels: Record<PriceUnit, string> = {
  sqm: "للمتر المربع",
  "linear-metre": "للمتر الطولي",
  metre: "للمتر",
  unit: "للوحدة كاملة",
};

// Western digits with a thousands separator, identical in every ICU version,
// so build-time and client renders always agree.
const number = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "90 – 130", for table cells whose header names the unit. */
export function formatRange({ min, max }: Price) {
  return min === max ? number(min) : `${number(min)} – ${number(max)}`;
}

/** "من 90 إلى 130 ريال للمتر الطولي", for prose and cards. */
export function formatPrice(price: Price) {
  const amount = price.min === price.max ? number(price.min) : `من ${number(price.min)} إلى ${number(price.max)}`;
  return `${amount} ريال ${unitLabels[price.unit]}`;
}

export function unitLabel(unit: PriceUnit) {
  return unitLabels[unit];
}
