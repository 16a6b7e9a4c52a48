import { useEffect, useState } from "react";
import { Link } from "react-router";
import { footerLinks } from "~/content/routes";
import { site } from "~/content/site";
import { formatLocalPhone, newTab, telHref, whatsappHref } from "~/lib/links";
import { Icon } from "~/components/ui/icon";

// The year is fixed at build time so the pre-rendered HTML and hydration
// agree; an effect corrects it when the build is older than this year.
const buildYear = new Date().getFullYear();

function useCurrentYear() {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

const linkClass = "rounded hover:text-gold-300 hover:underline";

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="text-xl font-extrabold text-white">{site.name}</p>
          <p className="mt-3 max-w-sm leading-8">
            {site.tagline}. فريقنا متاح على مدار الساعة للاستشارة والمعاينة وعروض الأسعار.
          </p>
        </div>

        <nav aria-label="خدماتنا">
          <h2 className="text-lg font-bold text-white">خدماتنا</h2>
          <ul className="mt-3 grid gap-2">
            {footerLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-lg font-bold text-white">تواصل معنا</h2>
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
                واتساب
              </a>
            </li>
            <li>
              <a href={site.instagramUrl} {...newTab} className={`${linkClass} inline-flex items-center gap-2`}>
                <Icon name="instagram" className="size-4" />
                إنستغرام
              </a>
            </li>
            <li>
              <a href={site.mapsUrl} {...newTab} className={`${linkClass} inline-flex items-center gap-2`}>
                <Icon name="map-pin" className="size-4" />
                موقعنا على الخريطة
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span data-testid="copyright-year">{year}</span> {site.name}. جميع الحقوق محفوظة.
          </p>
          <p>
            تطوير:{" "}
            {site.developers.map((developer, i) => (
              <span key={developer.whatsapp}>
                {i > 0 && " و"}
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
