import { countOf, fill, perSquareMetre, type QuantityProblem } from "~/lib/estimate";
import { commaOf, formatPrice, isolateFigures, priceKey, type CountForms } from "~/lib/format";
import { lastPricedSectionId, pricedItems } from "~/lib/prices";
import { shownPrice, vatRatios, type Ratio } from "~/lib/vat";
import { serviceSlugs, type ServiceSlug } from "./pages";
import type { Price, PriceUnit } from "./schema";
import { serviceOf } from "./cards";
import type { EstimatorText } from "./ui-schema";
import type { SiteContent } from "./validate";

// The estimator island's props, built at build time from the same price records
// the tables show: an owner's price change changes the estimate with no code change.
// The island (the Estimator component, islands/estimator.tsx) takes them as they are.

/**
 * `price`: as the owner typed it (site settings → prices say whether with VAT).
 * `priceText`: the price as the page writes it, with VAT, formatted at build time. A board
 * sold by the metre is estimated by the wall area it covers: `widthCm` and its
 * price per m² (`areaPrice`), and the line that says how many metres (`boards`).
 */
export type EstimatorItem = {
  name: string;
  price: Price;
  priceText: string;
  note: string;
  widthCm?: number;
  areaPrice?: Price;
  /** The board metres line, its width filled in at build time. */
  boards?: string;
};
export type EstimatorService = { slug: ServiceSlug; name: string; items: EstimatorItem[] };
/** A unit's words and limits, with the sentences that name it filled in. */
export type EstimatorUnit = EstimatorText["units"][PriceUnit] & {
  prompt: string;
  problems: Record<QuantityProblem, string>;
};
/** The island's data: plain and serialisable, as Astro passes an island's props to the browser. */
export type EstimatorData = {
  /** One on a service page; on /estimate the buyer chooses the service first. */
  services: EstimatorService[];
  /** From a typed price to one with VAT (site settings → prices; src/lib/vat.ts): the estimate the island gives. */
  vat: Ratio;
  /** The VAT labels come with their rate filled in (estimatorProps below). */
  /**
   * Only the units its prices use: the page carries no words it cannot show. Each unit comes with
   * its prompt and problems filled in at build time (its measure, its least quantity), so the island
   * only picks one.
   */
  words: Omit<
    EstimatorText,
    "title" | "intro" | "otherServices" | "homeLink" | "page" | "units" | "sides" | "boards" | "prompt" | "problems"
  > & {
    units: Partial<Record<PriceUnit, EstimatorUnit>>;
    sides: Partial<EstimatorText["sides"]>;
    /** How a total is written (content/ui.yml → prices). */
    prices: { range: string; currency: CountForms };
  };
  /** `greeting`: the WhatsApp message before an estimate exists (the page's own where it has one). */
  contact: { whatsapp: string; greeting: string; chat: string };
  /** The id of the heading that names the form. */
  labelledBy: string;
};

/** The estimator's heading on a service page, which names its form. */
export const estimatorHeadingId = "estimator-title";

/**
 * A service's priced items, each price once (the canopies page shows some both
 * in its type cards and in its table), with the approximate-price note of the
 * section that holds it. Undefined for a service without prices.
 */
export function estimatorService(
  content: Pick<SiteContent, "services" | "ui" | "site" | "english">,
  slug: ServiceSlug,
): EstimatorService | undefined {
  const service = serviceOf(content, slug);
  const sections = service.sections.flatMap((section) => ("note" in section && section.note ? [section] : []));
  const seen = new Set<string>();
  // In the order the page shows them, so the estimator opens on the first price the buyer read.
  const items = sections.flatMap((section) =>
    pricedItems([section]).flatMap((item) => {
      const key = `${item.name}|${priceKey(item.price)}`;
      if (seen.has(key)) return [];
      seen.add(key);
      // A board sold by the metre is estimated by the wall area it covers.
      const widthCm = item.price.unit === "metre" ? item.widthCm : undefined;
      const areaPrice = widthCm ? perSquareMetre(item.price, widthCm) : undefined;
      return [
        {
          // A board by its thickness and width («لوح 10 مم بعرض 15 سم»), as the buyer picks one for a wall.
          name: widthCm
            ? fill(content.ui.estimator.board, { thickness: item.thickness ?? "", width: String(widthCm) })
            : item.name,
          price: item.price,
          // The price as the table writes it, with VAT: a per-m² figure for a board would be a
          // price the owner never set; its area estimate shows once the buyer types.
          priceText: `${formatPrice(shownPrice(item.price, content.site.prices).withVat, content.ui.prices)}${commaOf(content.english ? "en" : "ar")}${content.ui.prices.withVat}`,
          note: section.note!,
          ...(widthCm && {
            widthCm,
            areaPrice,
            boards: fill(content.ui.estimator.boards, { width: String(widthCm) }),
          }),
        },
      ];
    }),
  );
  return items.length ? { slug, name: service.name, items } : undefined;
}

/** The id of the section the estimator joins on a service page: the last one with prices. */
export const estimatorSectionId = (content: Pick<SiteContent, "services">, slug: ServiceSlug) =>
  lastPricedSectionId(content.services[slug].sections);

/**
 * The estimator's intro on a service page, asking for what its items are priced by: «{measure}» is the measure of
 * each unit they use («المساحة», «الطول», «عدد الأبواب»), joined with «أو» («or»). Undefined without prices.
 */
export function estimatorIntro(content: Pick<SiteContent, "services" | "ui" | "site" | "english">, slug: ServiceSlug) {
  const service = estimatorService(content, slug);
  if (!service) return undefined;
  const { units, intro } = content.ui.estimator;
  const measures = [...new Set(service.items.map((item) => units[(item.areaPrice ?? item.price).unit].measure))];
  return fill(intro, { measure: measures.join(content.english ? " or " : " أو ") });
}

/** The island's props for one service's page, or for /estimate (every priced service). */
export function estimatorProps(
  content: Pick<SiteContent, "services" | "ui" | "site" | "english">,
  slug: ServiceSlug | undefined,
  labelledBy: string,
): EstimatorData | undefined {
  const services = (slug ? [slug] : serviceSlugs).flatMap((s) => estimatorService(content, s) ?? []);
  if (!services.length) return undefined;
  const { site, ui } = content;
  // The page's words only: the board line comes filled in with each board (above).
  const {
    title: _title,
    intro: _intro,
    otherServices: _other,
    homeLink: _home,
    page: _page,
    boards: _boards,
    prompt,
    problems,
    ...words
  } = ui.estimator;
  const percent = { percent: isolateFigures(`${site.prices.vatPercent}%`) };
  // A board is estimated by area (m²), every other item in its own unit.
  const used = new Set(services.flatMap((s) => s.items.map((item) => (item.areaPrice ?? item.price).unit)));
  return {
    services,
    vat: vatRatios(site.prices)[0],
    words: {
      ...words,
      prices: { range: ui.prices.range, currency: ui.prices.currency },
      units: Object.fromEntries(
        Object.entries(words.units)
          .filter(([unit]) => used.has(unit as PriceUnit))
          .map(([name, unit]) => {
            const values = { measure: unit.measure, min: countOf(unit.min, unit) };
            const filled = Object.entries(problems).map(([problem, text]) => [problem, fill(text, values)]);
            return [name, { ...unit, prompt: fill(prompt, values), problems: Object.fromEntries(filled) }];
          }),
      ),
      // A size typed as length × width, only in the ways these units read it.
      sides: Object.fromEntries(
        Object.entries(words.sides).filter(([way]) => [...used].some((unit) => words.units[unit].fromSides === way)),
      ),
      total: fill(words.total, percent),
      message: { ...words.message, estimate: fill(words.message.estimate, percent) },
    },
    contact: {
      whatsapp: site.whatsapp,
      greeting: (slug && content.services[slug].whatsappMessage) || site.whatsappGreeting,
      chat: ui.contact.chat,
    },
    labelledBy,
  };
}
