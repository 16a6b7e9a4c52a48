/** @jsxRuntime classic @jsx h @jsxFrag Fragment */
// The classic JSX runtime: createElement comes with React, which the island
// loads anyway, while the automatic runtime would add react/jsx-runtime to the
// island's own chunk (0.2 kB gzip, against the 75 kB budget of decision 0011).
// Named imports: a default import of React would add an interop helper instead.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the pragma above uses Fragment
import { createElement, Fragment, Suspense, use, useState, useSyncExternalStore, type ReactNode } from "react";
import { boardMetres, countOf, estimateMessage, fill, formatQuantity, parseQuantity } from "~/lib/estimate";
import { formatNumber, formatTotal } from "~/lib/format";
import { totalOf } from "~/lib/vat";
import { modelUnit, priceSpec, specLabels, specMessage, specWithVat } from "~/lib/spec-estimate";
import { newTab, whatsappHref } from "~/lib/links";
import type { Measure } from "~/lib/spec-estimate";
import type { EstimatorData, EstimatorService } from "~/model/views/estimator-data";

// The price estimator, the site's one React island (client:visible, and
// client:afterpaint on /estimate). Its data is plain, from
// src/model/views/estimator-data.ts: it never imports the content, so a page ships
// only its own prices and words (docs/decisions/0011-price-estimator.md). The page
// renders it with its data (EstimatorIsland below); the browser fetches the data as
// a file of its own when the island hydrates, so the page's HTML does not carry it.

export type EstimatorProps = EstimatorData & {
  /** The WhatsApp mark, drawn by the page (Astro's named slot "whatsapp-icon"): static, so the island does not carry it. */
  whatsappIcon?: ReactNode;
  /** The call button, drawn by the page: it never changes, so the island does not carry it. */
  children?: ReactNode;
  /** The buyer chose a service: on /estimate, its data is fetched then (EstimatorIsland). */
  onChoose?: (service: EstimatorService) => void;
  /** The services whose data could not be fetched: chosen, they say how to ask for an estimate without it. */
  missing?: readonly string[];
};

// A short local name: the bundle writes every element as one call to it.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the pragma above uses it
const h = createElement;

const noSubscription = () => () => {};

/** False in the pre-rendered HTML and during hydration, true once React runs in the browser. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const label = "block font-bold";
const problemClass = "mt-1.5 text-sm font-semibold text-red-800 empty:hidden";

/** A list with its i-th value replaced: a question's answer or count. */
const replaced = (list: number[], i: number, value: number) => Object.assign([...list], { [i]: value });

/** /estimate's estimator before a service is chosen (src/pages/_estimator-file.ts). */
export type EstimatorChoice = Omit<EstimatorData, "vat">;

/**
 * The estimator as a page places it: a service page's data's file, and on the server the data itself; or
 * /estimate's choice of a service, small enough for the page's HTML (src/pages/_estimator-file.ts).
 */
export type EstimatorIslandProps = Pick<EstimatorProps, "whatsappIcon" | "children"> & {
  /** The data's file, fetched by the browser as the island hydrates. */
  src?: string;
  /** /estimate's choice of a service: the island's props, on the server and in the browser. No VAT: nothing is priced until a service's file comes. */
  choice?: EstimatorChoice;
  /**
   * The data, on the server: a function, which Astro serialises into the island's props as null, so the
   * page's HTML carries the form the data draws but not the data again.
   */
  data?: (() => EstimatorData) | null;
};

/**
 * Each file's data, fetched once (use() needs the same promise on every render); undefined when it cannot be had.
 */
const fetched: Record<string, Promise<EstimatorData | undefined>> = {};
const fetchData = (src: string) =>
  (fetched[src] ??= fetch(src)
    .then((response) => (response.ok ? (response.json() as Promise<EstimatorData>) : undefined))
    .catch(() => undefined));
/** What a page whose file fails waits on: the form stays as the server drew it, saying how to ask without it. */
const never = new Promise<never>(() => {});
/** The service the buyer chose last on /estimate (one estimator per page). */
let lastChosen: EstimatorService | undefined;

function Fetched({ src, choice, data, ...slots }: EstimatorIslandProps) {
  // While the file is on its way, hydration waits and the server's HTML stays as it is.
  const page: EstimatorChoice = choice ?? (data ? data() : (use(fetchData(src!)) ?? use(never)));
  // On /estimate, the service the buyer chose brings its own page's file: its items, model and every word
  // the form shows for it (the page's choice has only the words of the choice; src/pages/_estimator-file.ts).
  const [chosen, setChosen] = useState<EstimatorData>();
  // The services whose file did not come: for those the buyer is told to call or message, as without script.
  const [missing, setMissing] = useState<string[]>([]);
  const own = chosen?.services[0];
  const services = page.services.map((s) => (s.slug == own?.slug ? own : s));
  const choose = (service: EstimatorService) => {
    lastChosen = service;
    // A file that comes after the buyer chose another service is not that service's.
    if (service.src)
      void fetchData(service.src).then(
        (file) => service == lastChosen && (file ? setChosen(file) : setMissing((list) => [...list, service.slug])),
      );
  };
  // A chosen service's file brings what prices it (its words and the VAT; /estimate's choice has none, and
  // nothing is priced before a service's file comes); the page keeps its heading.
  return (
    <Estimator
      {...(page as EstimatorData)}
      {...chosen}
      labelledBy={page.labelledBy}
      services={services}
      onChoose={choose}
      missing={missing}
      {...slots}
    />
  );
}

/** The island: the Estimator with its data, given on the server and fetched in the browser. */
export const EstimatorIsland = (props: EstimatorIslandProps) => (
  <Suspense>
    <Fetched {...props} />
  </Suspense>
);

export function Estimator({
  services,
  vat,
  words,
  contact,
  labelledBy,
  whatsappIcon,
  children,
  onChoose,
  missing,
}: EstimatorProps) {
  const hydrated = useHydrated();
  // One estimator per page: its heading's id names its parts.
  const id = labelledBy;
  const [serviceIndex, setServiceIndex] = useState(services.length === 1 ? 0 : -1);
  const [itemIndex, setItemIndex] = useState(0);
  const [quantityText, setQuantityText] = useState("");
  const [district, setDistrict] = useState("");
  // The spec, where the service has a price model: the size as typed, the height, an answer and a count per question.
  const [sizeText, setSizeText] = useState("");
  const [heightText, setHeightText] = useState<string>();
  const [picks, setPicks] = useState<number[]>([]);
  const [counts, setCounts] = useState<number[]>([]);

  const service = services[serviceIndex];
  const item = service?.items[itemIndex];
  // A board sold by the metre is estimated by wall area: its price per m² and the m² unit.
  const price = item?.areaPrice ?? item?.price;
  // The price model asks the spec of the types it prices; a type it does not (a ready-made canopy, by the piece) keeps its unit's field.
  const model = service?.model && price?.unit === modelUnit(service.model) ? service.model : undefined;
  const unit = price && !model ? words.units[price.unit] : undefined;
  const parsed = unit ? parseQuantity(quantityText, unit) : undefined;
  // Beyond the unit's limits a quantity is priced after a visit: the message asks for one, with no range.
  let large = parsed?.status === "large";
  let quantity: string | undefined;
  let total: string | undefined;
  let boards: string | undefined;
  // The range with VAT, as the buyer reads it first: the lead log's band (src/browser/lead-log.ts).
  let range: { min: number; max: number } | undefined;
  if (parsed?.status === "ok") {
    quantity = countOf(parsed.value, unit!);
    if (parsed.sides)
      quantity = fill(words.sides[unit!.fromSides!]!, {
        sides: parsed.sides.map(formatQuantity).join(" × "),
        quantity,
      });
    range = totalOf(price!, parsed.value, vat);
    total = formatTotal(range, words.prices);
    if (item!.boards) boards = fill(item!.boards, { metres: formatNumber(boardMetres(parsed.value, item!.widthCm!)) });
  }
  const problem = parsed?.status === "error" ? unit!.problems[parsed.problem] : undefined;

  // No figure, no claim: before an estimate the link asks plainly (the page's own message).
  let message =
    total || large
      ? estimateMessage(words.message, {
          service: service!.name,
          item: item!.name,
          visit: large,
          measure: unit!.measure,
          quantity,
          totalWithVat: total,
          district,
        })
      : contact.greeting;

  const spec = model && item && words.spec;
  let sizeProblem: string | undefined;
  let heightProblem: string | undefined;
  let specResult: ReactNode;
  // The size as the message writes it: shown with a canopy's estimate too, which reads its cars as m².
  let sizeLine: string | undefined;
  const heightValue = heightText ?? String(model?.height?.basis ?? "");
  if (model && item && spec) {
    const priced = priceSpec(model, { rate: item.price, size: sizeText, height: heightValue, picks, counts });
    large = priced.status === "visit";
    if (priced.status === "problem") {
      const text = fill(model.problems[priced.problem]!, { n: sizeText.trim() });
      if (priced.problem === "height") heightProblem = text;
      else sizeProblem = text;
    }
    if (priced.status === "ok") {
      range = specWithVat(priced.amount, vat);
      total = formatTotal(range, words.prices);
      const labels = specLabels(model);
      const named = priced.widest.map((i) => labels[i < -1 ? 0 : i < 0 ? 2 : i + (model.height ? 3 : 2)]);
      specResult = (
        <>
          <span className="mt-1 block font-bold">{spec.widens}</span>
          <span className="block">{named.join(spec.comma)}</span>
          <span className="mt-1 block font-bold">{spec.excludes}</span>
          <span className="block text-sm">{model.excludes.join(spec.comma)}</span>
        </>
      );
    }
    if (priced.status === "ok" || large) {
      const measure = (priced as { measure?: Measure }).measure;
      const sides = measure?.sides?.map(formatQuantity).join(" × ");
      const n = formatQuantity(measure?.quantity ?? 0);
      const cars = spec.cars;
      const size = !measure
        ? ""
        : measure.cars && cars
          ? fill(cars.line, {
              cars: countOf(measure.cars, cars),
              min: formatQuantity(measure.area!.min),
              max: formatQuantity(measure.area!.max),
            })
          : !sides
            ? fill(model.size === "cars" ? cars!.area : spec.metres!, { n })
            : fill((model.size === "plot" ? spec.perimeter : spec.area)!, { sides, length: n, area: n });
      sizeLine = size;
      const values = [
        item.name,
        size,
        ...(model.height ? [fill(spec.metres!, { n: formatQuantity(measure?.height ?? 0) })] : []),
        ...model.options.map((option, i) => {
          const choice = option.choices[picks[i] ?? 0]!.label;
          return option.count ? `${counts[i] ?? 0} × ${choice}` : choice;
        }),
      ];
      message = specMessage(fill(large ? words.message.visit : words.message.greeting, { service: service!.name }), [
        ...specLabels(model).map((label, i): [string, string] => [label, values[i]!]),
        [words.message.estimate, total ?? ""],
        [words.message.district, district.trim()],
      ]);
    }
  }

  let result: ReactNode = model ? model.prompt : unit ? unit.prompt : words.chooseService;
  if (!hydrated || (service && missing?.includes(service.slug))) result = words.noScript;
  else if (large) result = words.large;
  else if (total && spec)
    result = (
      <>
        <span className={label}>{words.total}</span>
        <span className="block text-h3 font-black text-brand-700">{total}</span>
        {model!.size === "cars" && <span className="block">{sizeLine}</span>}
        {specResult}
      </>
    );
  else if (total)
    result = (
      <>
        {/* The total with VAT (the tables show the figures before VAT beside theirs). */}
        <span className={label}>{words.total}</span>
        <span className="block text-h3 font-black text-brand-700">{total}</span>
        <span className="block">
          {fill(words.basis, { item: item!.name, measure: unit!.measure, quantity: quantity! })}
        </span>
        {boards && <span className="mt-1 block">{boards}</span>}
      </>
    );

  return (
    // A group, not a form: nothing is submitted; the answer updates as the buyer types.
    <div role="group" aria-labelledby={labelledBy} className="grid gap-6 md:grid-cols-2 md:gap-8">
      {/* The fields are disabled until React runs: without JavaScript they could not answer. */}
      <div className="grid min-w-0 content-start gap-5">
        {services.length > 1 && (
          <label className={label}>
            {words.service}
            <select
              disabled={!hydrated}
              value={serviceIndex}
              onChange={(event) => {
                const index = Number(event.target.value);
                setServiceIndex(index);
                onChoose?.(services[index]!);
                setItemIndex(0);
                setPicks([]);
                setCounts([]);
                setHeightText(undefined);
              }}
              className="field"
            >
              <option value={-1} disabled>
                {words.chooseService}
              </option>
              {services.map((option, i) => (
                <option key={option.slug} value={i}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {service && item && (unit || model) && (
          <>
            <div>
              <label className={label}>
                {service.model ? service.model.typeLabel : words.item}
                <select
                  disabled={!hydrated}
                  value={itemIndex}
                  onChange={(event) => setItemIndex(Number(event.target.value))}
                  className="field"
                >
                  {service.items.map((option, i) => (
                    <option key={i} value={i}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </label>
              <p className="mt-1.5 text-sm text-ink-muted">
                {words.unitPrice}: {item.priceText}
              </p>
            </div>
            {model ? (
              <>
                <div>
                  <label className={label}>
                    {model.sizeLabel}
                    <input
                      disabled={!hydrated}
                      type="text"
                      autoComplete="off"
                      value={sizeText}
                      onChange={(event) => setSizeText(event.target.value)}
                      aria-invalid={sizeProblem ? true : undefined}
                      aria-describedby={sizeProblem ? id + "p" : undefined}
                      className="field"
                    />
                  </label>
                  <p id={id + "p"} aria-live="polite" className={problemClass}>
                    {sizeProblem}
                  </p>
                </div>
                {model.height && (
                  <div>
                    <label className={label}>
                      {model.height.label}
                      <input
                        disabled={!hydrated}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        value={heightValue}
                        onChange={(event) => setHeightText(event.target.value)}
                        aria-invalid={heightProblem ? true : undefined}
                        aria-describedby={heightProblem ? id + "h" : undefined}
                        className="field"
                      />
                    </label>
                    <p id={id + "h"} aria-live="polite" className={problemClass}>
                      {heightProblem}
                    </p>
                  </div>
                )}
                {model.options.map((option, i) => (
                  <div key={i} className={option.count ? "grid gap-5" : undefined}>
                    <label className={label}>
                      {option.label}
                      <select
                        disabled={!hydrated}
                        value={picks[i] ?? 0}
                        onChange={(event) => setPicks(replaced(picks, i, Number(event.target.value)))}
                        className="field"
                      >
                        {option.choices.map((choice, j) => (
                          <option key={j} value={j}>
                            {choice.label}
                          </option>
                        ))}
                      </select>
                    </label>
                    {option.count && (
                      <label className={label}>
                        {option.count.label}
                        <select
                          disabled={!hydrated}
                          value={counts[i] ?? 0}
                          onChange={(event) => setCounts(replaced(counts, i, Number(event.target.value)))}
                          className="field"
                        >
                          {Array.from({ length: option.count.max + 1 }, (_, n) => (
                            <option key={n}>{n}</option>
                          ))}
                        </select>
                      </label>
                    )}
                  </div>
                ))}
              </>
            ) : (
              unit && (
                <div>
                  <label className={label}>
                    {unit.label}
                    <input
                      disabled={!hydrated}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      enterKeyHint="done"
                      value={quantityText}
                      onChange={(event) => setQuantityText(event.target.value)}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? id + "p" : undefined}
                      className="field"
                    />
                  </label>
                  <p id={id + "p"} aria-live="polite" className={problemClass}>
                    {problem}
                  </p>
                </div>
              )
            )}
            <label className={label}>
              {words.district}
              <input
                disabled={!hydrated}
                type="text"
                autoComplete="off"
                value={district}
                onChange={(event) => setDistrict(event.target.value)}
                className="field"
              />
            </label>
          </>
        )}
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        {/* Tall enough for its longest text, so the words swapped in when React starts shift nothing. */}
        <p role="status" className="min-h-48 rounded-2xl bg-sand-100 p-5 text-lg md:min-h-32">
          {result}
        </p>
        {item && <p className="text-sm text-ink-muted">* {item.note}</p>}
        <div className="flex flex-wrap gap-3">
          <a
            href={whatsappHref(contact.whatsapp, message)}
            {...newTab}
            // The service of an estimate sent: counted at the tap by src/browser/contact-tap.ts, and
            // recorded with its range and district by src/browser/lead-log.ts.
            data-estimate={total && service ? service.slug : undefined}
            data-lead-band={range && `${range.min}-${range.max}`}
            data-lead-district={district}
            className="btn bg-chat text-white hover:bg-chat-hover"
          >
            {whatsappIcon}
            {total ? words.send : contact.chat}
          </a>
          {children}
        </div>
      </div>
    </div>
  );
}
