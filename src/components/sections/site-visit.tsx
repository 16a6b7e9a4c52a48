import { cn } from "~/lib/cn";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { newTab, whatsappHref } from "~/lib/links";
import { visitMessage } from "~/lib/site-visit";
import { layout } from "~/model/site-data";

const field = cn(
  "mt-1.5 block min-h-12 w-full min-w-0 rounded-xl border-2 border-sand-200 bg-white px-4 text-base text-ink",
  "disabled:bg-sand-100 disabled:text-ink-muted",
);

/**
 * «اطلب معاينة مجانية»: a short step that writes one WhatsApp message. A
 * disclosure, so it costs the page one line until opened. Its link works
 * without JavaScript, with a plain request naming the page's service; the
 * page script (src/browser/site-visit.ts) enables the fields and writes what
 * the buyer fills in into the message. No form: nothing is submitted or stored.
 */
export function SiteVisit({ service }: { service?: string }) {
  const { site, ui, nav } = layout;
  const words = ui.siteVisit;
  const plain = visitMessage(words.message, { service });
  const label = "block font-bold";
  return (
    <section aria-labelledby="site-visit-title" className="bg-brand-50 py-6 sm:py-10">
      <details id="site-visit" className="group container-page">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <h2 id="site-visit-title" className="text-h2 font-extrabold text-brand-700">
            {words.title}
          </h2>
          <Icon
            name="chevron-down"
            className="size-6 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
          />
        </summary>
        <p className="mt-2 max-w-3xl text-ink-muted">{words.intro}</p>
        <div data-site-visit={JSON.stringify(words.message)} className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <label className={label}>
            {words.service}
            <select name="service" disabled defaultValue={service ?? ""} className={field}>
              {!service && (
                <option value="" disabled>
                  {words.chooseService}
                </option>
              )}
              {nav.services.map((page) => (
                <option key={page.path} value={page.label}>
                  {page.label}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            {words.district}
            <input name="district" disabled type="text" autoComplete="off" className={field} />
          </label>
          <label className={label}>
            {words.day}
            <select name="day" disabled defaultValue={words.days[0]} className={field}>
              {words.days.map((day) => (
                <option key={day}>{day}</option>
              ))}
            </select>
          </label>
          <label className={label}>
            {words.time}
            <select name="time" disabled defaultValue={words.times[0]} className={field}>
              {words.times.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </select>
          </label>
          <label className={label}>
            {words.size}
            <input name="size" disabled type="text" autoComplete="off" className={field} />
          </label>
          <p className="flex items-end">
            <ButtonLink
              data-visit-link
              variant="chat"
              href={whatsappHref(site.whatsapp, plain)}
              {...newTab}
              className="w-full whitespace-normal"
            >
              <Icon name="whatsapp" className="size-5" />
              {words.send}
            </ButtonLink>
          </p>
          <p className="text-sm text-ink-muted sm:col-span-2 lg:col-span-3">{words.privacy}</p>
        </div>
      </details>
    </section>
  );
}
