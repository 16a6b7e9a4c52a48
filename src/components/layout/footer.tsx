import { nationalAddress, registrationOf } from "~/lib/company";
import { joinList } from "~/lib/format";
import { formatLocalPhone, mapHref, newTab, telHref, whatsappHref } from "~/lib/links";
import { useGoogleReviewLinks } from "~/components/sections/proof";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/components/layout/layout-context";

// A phone's footer is a list of taps: each link fills its row, 36 px tall, with no dead gap between rows (the
// page stays as long as with 30 px links 4 px apart); from 640 px, where a pointer is likelier, the text's height.
const linkClass = "inline-flex min-h-9 items-center rounded hover:text-gold-300 hover:underline sm:min-h-0";

export function Footer() {
  const { nav, site, ui, language } = useLayout();
  const googleLinks = useGoogleReviewLinks();
  const { company } = site;
  const registration = registrationOf(company, ui.footer);
  return (
    // The bottom padding keeps the last line clear of the phone's contact bar.
    <footer className="bg-brand-900 pb-(--contact-bar) text-brand-100">
      {/* Services and contact side by side from the phone up: the footer stays one screen long. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-6 py-8 md:grid-cols-[1.4fr_1fr_1fr] md:gap-y-8 md:py-12">
        <div className="col-span-2 md:col-span-1">
          <p className="text-xl font-extrabold text-white">{site.name}</p>
          <p className="mt-3 max-w-sm leading-8">{`${site.tagline}. ${ui.footer.about}`}</p>
          {/* The registered company behind the site, as a buyer checks it: body size, near-white on the dark
              ground, the numbers in tabular figures with room between them. */}
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-white" data-company>
            <dt className="font-bold text-gold-300">{ui.footer.companyTitle}</dt>
            <dd>{company.legalName}</dd>
            <dt className="font-bold text-gold-300">{registration.label}</dt>
            <dd>
              <bdi data-registration={registration.kind} className="font-semibold tracking-wide tabular-nums">
                {registration.number}
              </bdi>
            </dd>
            <dt className="font-bold text-gold-300">{ui.footer.vat}</dt>
            <dd>
              <bdi data-vat className="font-semibold tracking-wide tabular-nums">
                {company.vat}
              </bdi>
            </dd>
            <dt className="font-bold text-gold-300">{ui.footer.address}</dt>
            <dd data-address>{nationalAddress(site, language)}</dd>
            {company.areasServed && (
              <>
                <dt className="font-bold text-gold-300">{ui.trust.areasServed}</dt>
                <dd data-areas-served>{joinList(company.areasServed.areas, language)}</dd>
              </>
            )}
          </dl>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-lg font-bold text-white">
            {ui.footer.servicesTitle}
          </h2>
          <ul className="mt-1 grid sm:mt-3 sm:gap-2">
            {nav.footer.map((link) => (
              <li key={link.path}>
                <a href={link.path} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-lg font-bold text-white">{ui.footer.contactTitle}</h2>
          <ul className="mt-1 grid sm:mt-3 sm:gap-2">
            <li>
              <a href={telHref(site.phone)} className={`${linkClass} gap-2`}>
                <Icon name="phone" className="size-4" />
                <bdi dir="ltr">{formatLocalPhone(site.phone)}</bdi>
              </a>
            </li>
            <li>
              <a href={whatsappHref(site.whatsapp, site.whatsappGreeting)} {...newTab} className={`${linkClass} gap-2`}>
                <Icon name="whatsapp" className="size-4" />
                {ui.contact.chat}
              </a>
            </li>
            {site.email && (
              <li>
                <a href={`mailto:${site.email}`} data-email className={`${linkClass} gap-2`}>
                  <Icon name="mail" className="size-4" />
                  <bdi dir="ltr">{site.email}</bdi>
                </a>
              </li>
            )}
            <li>
              <a href={site.instagramUrl} {...newTab} className={`${linkClass} gap-2`}>
                <Icon name="instagram" className="size-4" />
                {ui.contact.instagram}
              </a>
            </li>
            <li>
              <a href={mapHref(site)} {...newTab} className={`${linkClass} gap-2`}>
                <Icon name="map-pin" className="size-4" />
                {ui.contact.map}
              </a>
            </li>
            {/* Google's reviews of the company, and its form for a new one, once the owner has set their links. */}
            {googleLinks.map((link) => (
              <li key={link.key}>
                <a href={link.href} {...newTab} data-google={link.key} className={`${linkClass} gap-2`}>
                  <Icon name={link.icon} className="size-4" />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-1 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-2 sm:py-5">
          <p>
            © {/* The build's year; src/browser/current-year.ts shows the visitor's. */}
            <span data-current-year>{new Date().getFullYear()}</span>
            {` ${site.name}. ${ui.footer.rights}`}
          </p>
          {/* The company profile, the privacy policy and the complaints page: small, as every site's last line has them. */}
          {nav.legal.length > 0 && (
            <p data-legal>
              {nav.legal.map((link, i) => (
                <span key={link.path}>
                  {i > 0 && " · "}
                  <a href={link.path} className={linkClass}>
                    {link.label}
                  </a>
                </span>
              ))}
            </p>
          )}
          {/* The owner may remove the credits: then the line goes too. */}
          {site.developers.length > 0 && (
            <p>
              {ui.footer.credits}{" "}
              {site.developers.map((developer, i) => (
                <span key={developer.whatsapp}>
                  {i > 0 && " · "}
                  <a
                    href={whatsappHref(developer.whatsapp, developer.message)}
                    {...newTab}
                    // Not a lead of the company's (src/browser/lead-log.ts).
                    data-lead="off"
                    className={`${linkClass} font-semibold text-white`}
                  >
                    {developer.name}
                  </a>
                </span>
              ))}
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
