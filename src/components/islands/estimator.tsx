import { useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { track } from "~/browser/track";
import { estimate, estimateMessage, fill, formatQuantity, parseQuantity } from "~/lib/estimate";
import { formatNumber, formatPrice, formatTotal } from "~/lib/format";
import { newTab, telHref, whatsappHref } from "~/lib/links";
import type { Price } from "~/model/schema";
import type { EstimatorText } from "~/model/ui-schema";

// The price estimator, the site's one React island (client:visible, and
// client:afterpaint on /estimate). Its props are plain data from
// src/model/estimator-data.ts: it never imports the content, so a page ships
// only its own prices and words (docs/decisions/0011-price-estimator.md).

export type EstimatorItem = { name: string; price: Price; note: string };
export type EstimatorService = { slug: string; name: string; items: EstimatorItem[] };
export type EstimatorProps = {
  /** One on a service page; on /estimate the buyer chooses the service first. */
  services: EstimatorService[];
  words: Omit<EstimatorText, "title" | "intro" | "otherServices" | "homeLink" | "page">;
  contact: { phone: string; whatsapp: string; greeting: string; call: string; chat: string };
  /** The icon sprite's URL (scripts/build/icon-sprite.ts). */
  sprite: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
};

const noSubscription = () => () => {};

/** False in the pre-rendered HTML and during hydration, true once React runs in the browser. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

// Plain class strings, no cn(): every byte of the island counts against its budget.
const field =
  "mt-1.5 block min-h-12 w-full min-w-0 rounded-xl border-2 border-sand-200 bg-white px-4 text-base text-ink disabled:bg-sand-100 disabled:text-ink-muted aria-invalid:border-red-700";
const label = "block font-bold";
const button = "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-bold shadow-sm";

function Icon({ sprite, name }: { sprite: string; name: "phone" | "whatsapp" }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="size-5 shrink-0">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export function Estimator({ services, words, contact, sprite, labelledBy }: EstimatorProps) {
  // The fields stay disabled until React runs: without JavaScript they could not answer.
  const hydrated = useHydrated();
  const id = useId();
  const [serviceIndex, setServiceIndex] = useState(services.length === 1 ? 0 : -1);
  const [itemIndex, setItemIndex] = useState(0);
  const [quantityText, setQuantityText] = useState("");
  const [district, setDistrict] = useState("");

  const service = services[serviceIndex];
  const item = service?.items[itemIndex];
  const unit = item && words.units[item.price.unit];
  const parsed = unit ? parseQuantity(quantityText, unit) : undefined;
  const quantity = parsed?.status === "ok" && item && unit ? `${formatQuantity(parsed.value)} ${unit.name}` : undefined;
  const total = parsed?.status === "ok" && item ? formatTotal(estimate(item.price, parsed.value)) : undefined;
  const problem =
    parsed?.status === "error" && unit
      ? fill(words.problems[parsed.problem], {
          min: formatNumber(unit.min),
          max: formatNumber(unit.max),
          unit: unit.name,
        })
      : undefined;

  const message =
    service && item
      ? estimateMessage(words.message, { service: service.name, item: item.name, quantity, total, district })
      : contact.greeting;
  const ids = { service: `${id}-service`, item: `${id}-item`, quantity: `${id}-quantity`, problem: `${id}-problem` };

  let result: ReactNode = service ? words.prompt : words.chooseService;
  if (!hydrated) result = words.noScript;
  else if (total && quantity && item)
    result = (
      <>
        <span className="block font-bold">{words.total}</span>
        <span className="mt-1 block text-h2 font-black text-brand-700">{total}</span>
        <span className="mt-1 block">{fill(words.basis, { quantity, item: item.name })}</span>
      </>
    );

  return (
    // A group, not a form: nothing is submitted; the answer updates as the buyer types.
    <div role="group" aria-labelledby={labelledBy} className="grid gap-6 md:grid-cols-2 md:gap-8">
      <div className="grid min-w-0 content-start gap-5">
        {services.length > 1 && (
          <div>
            <label htmlFor={ids.service} className={label}>
              {words.service}
            </label>
            <select
              id={ids.service}
              disabled={!hydrated}
              value={serviceIndex}
              onChange={(event) => {
                setServiceIndex(Number(event.target.value));
                setItemIndex(0);
              }}
              className={field}
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
          </div>
        )}
        {service && item && unit && (
          <>
            <div>
              <label htmlFor={ids.item} className={label}>
                {words.item}
              </label>
              <select
                id={ids.item}
                disabled={!hydrated}
                value={itemIndex}
                onChange={(event) => setItemIndex(Number(event.target.value))}
                className={field}
              >
                {service.items.map((option, i) => (
                  <option key={`${option.name}-${i}`} value={i}>
                    {option.name}
                  </option>
                ))}
              </select>
              <p className="mt-1.5 text-sm text-ink-muted">
                {words.unitPrice}: {formatPrice(item.price)}
              </p>
            </div>
            <div>
              <label htmlFor={ids.quantity} className={label}>
                {unit.label}
              </label>
              <input
                id={ids.quantity}
                disabled={!hydrated}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint="done"
                value={quantityText}
                onChange={(event) => setQuantityText(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? ids.problem : undefined}
                className={field}
              />
              <p id={ids.problem} aria-live="polite" className="mt-1.5 text-sm font-semibold text-red-800 empty:hidden">
                {problem}
              </p>
            </div>
            <div>
              <label htmlFor={`${id}-district`} className={label}>
                {words.district}
              </label>
              <input
                id={`${id}-district`}
                disabled={!hydrated}
                type="text"
                autoComplete="off"
                value={district}
                onChange={(event) => setDistrict(event.target.value)}
                className={field}
              />
            </div>
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
            onClick={() => total && service && track("Estimate sent to WhatsApp", { service: service.slug })}
            className={`${button} bg-chat text-white hover:bg-chat-hover`}
          >
            <Icon sprite={sprite} name="whatsapp" />
            {total ? words.send : contact.chat}
          </a>
          <a
            href={telHref(contact.phone)}
            className={`${button} bg-gold-400 whitespace-nowrap text-brand-900 hover:bg-gold-300`}
          >
            <Icon sprite={sprite} name="phone" />
            {/* No-break spaces: text inside a tel: link should never wrap. */}
            {contact.call.replaceAll(" ", "\u00a0")}
          </a>
        </div>
      </div>
    </div>
  );
}
