import { countOf, fill, formatQuantity, perSquareMetre, type QuantityProblem } from "~/lib/estimate";
import { modelUnit, specLabels, type SpecModel, type SpecProblem } from "~/lib/spec-estimate";
import { commaOf, formatPrice, isolateFigures, priceKey, type CountForms } from "~/lib/format";
import { lastPricedSectionId, pricedItems } from "~/lib/prices";
import { shownPrice, vatRatios, type Ratio } from "~/lib/vat";
import type { ServiceSlug } from "../contract/pages";
import type { EstimateModel, Price, PriceUnit } from "../contract/schema";
import { englishSite, shownServices } from "../languages/english";
import type { Language } from "../contract/translation";
import { serviceOf } from "./cards";
import type { EstimatorText } from "../contract/ui-schema";
import type { SiteContent } from "../contract/validate";

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
/**
 * `model`: the page's price model (its `estimate`), when the estimator asks the spec; its items are then the
 * model's types, and its problems come with their limits filled in.
 */
export type EstimatorService = {
  slug: ServiceSlug;
  name: string;
  items: EstimatorItem[];
  model?: SpecModel & { problems: Partial<Record<SpecProblem, string>>; prompt: string };
  /** In the browser on /estimate: the service's own page's estimator file, fetched when chosen (until then, no items). */
  src?: string;
};
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
    | "title"
    | "intro"
    | "otherServices"
    | "homeLink"
    | "page"
    | "board"
    | "units"
    | "sides"
    | "boards"
    | "prompt"
    | "problems"
    | "spec"
  > & {
    /** Only on a page with a price model: the problems are each model's (above). */
    spec?: Pick<EstimatorText["spec"], "widens" | "excludes"> &
      Partial<Pick<EstimatorText["spec"], "metres" | "perimeter" | "area">> & {
        /** Between the named questions and the exclusions: the page's language's comma. */
        comma: string;
        /** A canopy's cars: how a number of cars reads, and its size line (its problems come with its model). */
        cars?: Omit<EstimatorText["spec"]["cars"], "prompt" | "invalid" | "tooSmall">;
      };
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
  if (!items.length) return undefined;
  const model = service.estimate && specModelOf(service.estimate, content.ui.estimator.spec);
  return model
    ? { slug, name: service.name, items: model.types?.map((row) => items[row - 1]!) ?? items, model: model.model }
    : { slug, name: service.name, items };
}

/**
 * A page's price model as the island takes it: plain data, its prompt and problems filled in with its limits.
 * A canopy's (size "cars") are in cars: «أقل ما نقدّره هنا سيارة واحدة».
 */
function specModelOf(estimate: EstimateModel, words: EstimatorText["spec"]) {
  const { types, height, perCar, ...model } = estimate;
  const cars = model.size === "cars";
  // Only the problems its size can lead to (src/lib/spec-estimate.ts): the page ships no sentence it cannot show.
  const problems: Partial<Record<SpecProblem, string>> = {
    invalid: cars ? words.cars.invalid : words.invalid,
    tooSmall: cars
      ? fill(words.cars.tooSmall, { min: countOf(model.min, words.cars) })
      : fill(words.tooSmall, { min: formatQuantity(model.min) }),
    ...(!cars && { needsSides: words.needsSides }),
    ...(model.plotAbove && { plotArea: words.plotArea }),
    ...(height && { height: fill(words.height, { min: formatQuantity(height.min), max: formatQuantity(height.max) }) }),
  };
  const prompt = cars ? words.cars.prompt : words.prompt;
  return { types, model: { ...model, ...(height && { height }), ...(perCar && { perCar }), problems, prompt } };
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

/** How a number of cars reads and its size line: the island's part of a canopy's words (its problems are its model's). */
function carsWords({
  prompt: _prompt,
  invalid: _invalid,
  tooSmall: _tooSmall,
  ...words
}: EstimatorText["spec"]["cars"]) {
  return words;
}

/** The island's props for one service's page, or for /estimate (every priced service). */
export function estimatorProps(
  content: Pick<SiteContent, "services" | "ui" | "site" | "english">,
  slug: ServiceSlug | undefined,
  labelledBy: string,
): EstimatorData | undefined {
  // On the English site, only the services with an English page: no Arabic words on an English page.
  const slugs = slug ? [slug] : shownServices(content).map((page) => page.slug);
  const services = slugs.flatMap((s) => estimatorService(content, s) ?? []);
  if (!services.length) return undefined;
  const { site, ui } = content;
  // The page's words only: the board line comes filled in with each board (above).
  const {
    title: _title,
    intro: _intro,
    otherServices: _other,
    homeLink: _home,
    page: _page,
    // A board's name comes filled in with each board (estimatorService).
    board: _board,
    boards: _boards,
    prompt,
    problems,
    spec,
    ...words
  } = ui.estimator;
  const percent = { percent: isolateFigures(`${site.prices.vatPercent}%`) };
  const sizes = new Set(services.flatMap((service) => service.model?.size ?? []));
  // A board is estimated by area (m²), every other item in its own unit; a price model asks its own questions,
  // and a type it does not price (a ready-made canopy, by the piece, beside the canopies by cars) keeps its unit's.
  const used = new Set(
    services.flatMap((s) =>
      s.items.flatMap((item) => {
        const unit = (item.areaPrice ?? item.price).unit;
        return s.model && unit === modelUnit(s.model) ? [] : [unit];
      }),
    ),
  );
  return {
    services,
    vat: vatRatios(site.prices)[0],
    words: {
      ...words,
      prices: { range: ui.prices.range, currency: ui.prices.currency },
      ...(services.some((service) => service.model) && {
        spec: {
          widens: spec.widens,
          excludes: spec.excludes,
          // How a size is written, only for the sizes the models ask: a length or a height, a plot, a floor or a canopy's sides.
          ...(sizes.has("plot") && { perimeter: spec.perimeter }),
          ...((sizes.has("plot") || sizes.has("floor")) && { metres: spec.metres }),
          ...((sizes.has("floor") || sizes.has("cars")) && { area: spec.area }),
          comma: commaOf(content.english ? "en" : "ar"),
          // A canopy's cars, only where a model asks them.
          ...(sizes.has("cars") && {
            cars: carsWords(spec.cars),
          }),
        },
      }),
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

/**
 * The labels of the lines a service's spec travels in, in `language`: the WhatsApp message's (the island
 * fills in the buyer's answers) and an email's, whose body lists them with blanks to fill in. With a price
 * model: the type, the size, the height, then each question; otherwise the type and the quantity's measure.
 * Undefined for a service without prices, or without an English page when English is asked for.
 */
export function specLineLabels(
  content: Pick<SiteContent, "services" | "ui" | "site" | "english" | "translations">,
  slug: ServiceSlug,
  language: Language,
): string[] | undefined {
  const words = language === "en" ? englishSite(content as SiteContent)?.content : content;
  if (!words || (language === "en" && !words.english?.services.includes(slug))) return undefined;
  const service = estimatorService(words, slug);
  if (!service) return undefined;
  if (service.model) return specLabels(service.model);
  const unit = service.items[0]!.areaPrice?.unit ?? service.items[0]!.price.unit;
  return [words.ui.estimator.message.item, words.ui.estimator.units[unit].measure];
}
