import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { fill } from "~/lib/estimate";
import { joinList } from "~/lib/format";
import { newTab, whatsappHref } from "~/lib/links";
import { visitMessage } from "~/lib/site-visit";
import { useLayout } from "~/components/layout/layout-context";
import { privacyPath } from "~/model/contract/pages";
import { visitAnchor } from "~/model/views/visit";

/**
 * «اطلب معاينة مجانية»: a short step that writes one WhatsApp message. A
 * disclosure, so it costs the page one line until opened. Its link works
 * without JavaScript, with a plain request naming the page's service; the page
 * script (src/browser/site-visit.ts) enables the fields and writes what the
 * buyer fills in into the message. Each field's name is its line's label in the
 * message. No form: nothing is submitted, nothing leaves the phone but the message.
 */
export function SiteVisit({ service }: { service?: string }) {
  const { site, ui, nav, language } = useLayout();
  const words = ui.siteVisit;
  const lines = words.message;
  const privacy = nav.legal.find((link) => link.path.endsWith(privacyPath));
  // Where the visit goes: the areas the company profile serves (one truth with «نخدم:»), else its city.
  const intro = fill(words.intro, { areas: joinList(site.company.areasServed?.areas ?? [site.city], language) });
  const select = (name: string, label: string, options: string[]) => (
    <label className="block font-bold">
      {label}
      {/* Empty until the buyer picks: the message states no day or time he did not choose. */}
      <select name={name} disabled defaultValue="" className="field">
        <option value="">{words.choose}</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-labelledby="site-visit-title" className="bg-brand-50 py-6 sm:py-10">
      <details id="site-visit" className="group container-page">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <h2 id="site-visit-title" className="text-h2 font-extrabold text-brand-700">
            {words.title}
          </h2>
          <Icon name="chevron-down" className="size-6 shrink-0 text-brand-700 group-open:rotate-180" />
        </summary>
        {/* #visit (visitAnchor), the step's address from every page: a link to it opens the <details>, which holds it
            (the browser does, without a script), and shows it below the header, its title in view. */}
        <p id={visitAnchor.slice(1)} className="mt-2 max-w-3xl scroll-mt-36 text-ink-muted">
          {intro}
        </p>
        <div data-visit={lines.greeting} className="mt-5">
          {/* Disabled until the script runs: without it the fields could not reach the message. */}
          <div className="grid min-w-0 gap-5 sm:grid-cols-2">
            {service ? (
              <input type="hidden" name={lines.service} value={service} />
            ) : (
              <label className="block font-bold sm:col-span-2">
                {words.service}
                <select name={lines.service} disabled defaultValue="" className="field">
                  <option value="" disabled>
                    {words.chooseService}
                  </option>
                  {nav.services.map((page) => (
                    <option key={page.path}>{page.label}</option>
                  ))}
                </select>
              </label>
            )}
            <label className="block font-bold">
              {words.district}
              {/* data-lead-district: the lead log records the district typed (src/browser/lead-log.ts). */}
              <input
                name={lines.district}
                data-lead-district
                disabled
                type="text"
                autoComplete="off"
                className="field"
              />
            </label>
            {select(lines.day, words.day, words.days)}
            {select(lines.time, words.time, words.times)}
            <label className="block font-bold">
              {words.size}
              <input name={lines.size} disabled type="text" autoComplete="off" className="field" />
            </label>
          </div>
          <ButtonLink
            variant="chat"
            href={whatsappHref(site.whatsapp, visitMessage(lines.greeting, service ? [[lines.service, service]] : []))}
            {...newTab}
            className="mt-5 w-full whitespace-normal sm:w-auto"
          >
            <Icon name="whatsapp" className="size-5" />
            {words.send}
          </ButtonLink>
        </div>
        {/* What the lead log keeps of this step, as the privacy policy lists it, and a link to it. */}
        <p className="mt-3 text-sm text-ink-muted" data-visit-privacy>
          {fill(words.privacy.text, { kept: joinList(Object.values(words.privacy.kept), language) })}
          {privacy && (
            <>
              {" "}
              <a href={privacy.path} className="inline-flex min-h-6 items-center font-bold text-brand-700 underline">
                {privacy.label}
              </a>
            </>
          )}
        </p>
      </details>
    </section>
  );
}
