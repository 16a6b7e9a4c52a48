import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { formatLocalPhone, newTab, telHref, whatsappHref } from "~/lib/links";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/lib/use-layout";

// The year is fixed at build time (vite.config.ts), in the pre-rendered HTML
// and in the code the browser runs, so hydration agrees with the page; after
// hydration the browser's clock corrects it when the build is older than this
// year. (new Date() here would read the browser's clock: this module loads lazily.)
const buildYear = __BUILD_YEAR__;
const noSubscription = () => () => {};

function useCurrentYear() {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

const linkClass = "rounded hover:text-gold-300 hover:underline";

export function Footer() {
  const year = useCurrentYear();
  const { nav, site, ui } = useLayout();
  const { company } = site;
  return (
    // The bottom padding keeps the last line clear of the phone's contact bar.
    <footer className="bg-brand-900 pb-(--contact-bar) text-brand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="text-xl font-extrabold text-white">{site.name}</p>
          <p className="mt-3 max-w-sm leading-8">
            {site.tagline}. {ui.footer.about}
          </p>
          {/* The registered company behind the site, as a buyer checks it. */}
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-company>
            <dt className="font-bold text-white">{ui.footer.companyTitle}</dt>
            <dd>{company.legalName}</dd>
            <dt className="font-bold text-white">{ui.footer.cr}</dt>
            <dd>
              <bdi data-cr>{company.cr}</bdi>
            </dd>
            <dt className="font-bold text-white">{ui.footer.vat}</dt>
            <dd>
              <bdi data-vat>{company.vat}</bdi>
            </dd>
            <dt className="font-bold text-white">{ui.footer.address}</dt>
            <dd data-address>
              {company.address.street}، {company.address.district}، {site.city} {company.address.postalCode}
            </dd>
          </dl>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-lg font-bold text-white">
            {ui.footer.servicesTitle}
          </h2>
          <ul className="mt-3 grid gap-2">
            {nav.footer.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-lg font-bold text-white">{ui.footer.contactTitle}</h2>
          <ul className="mt-3 grid gap-2">
            <li>
              <a href={telHref(site.phone)} className={`${linkClass} inline-flex items-center gap-2`}>
                <Icon name="phone" className="size-4" />
                <bdi dir="ltr">{formatLocalPhone(site.phone)}</bdi>
              </a>
            </li>
            <li>
              <a
                href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
                {...newTab}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Icon name="whatsapp" className="size-4" />
                {ui.contact.chat}
              </a>
            </li>
            <li>
              <a href={site.instagramUrl} {...newTab} className={`${linkClass} inline-flex items-center gap-2`}>
                <Icon name="instagram" className="size-4" />
                {ui.contact.instagram}
              </a>
            </li>
            <li>
              <a href={site.mapsUrl} {...newTab} className={`${linkClass} inline-flex items-center gap-2`}>
                <Icon name="map-pin" className="size-4" />
                {ui.contact.map}
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span data-testid="copyright-year">{year}</span> {site.name}. {ui.footer.rights}
          </p>
          <p>
            {ui.footer.credits}{" "}
            {site.developers.map((developer, i) => (
              <span key={developer.whatsapp}>
                {i > 0 && " · "}
                <a
                  href={whatsappHref(developer.whatsapp, developer.message)}
                  {...newTab}
                  className={`${linkClass} font-semibold text-white`}
                >
                  {developer.name}
                </a>
              </span>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
