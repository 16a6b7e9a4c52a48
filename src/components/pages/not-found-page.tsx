import { useLayout } from "~/components/layout/layout-context";
import { Main } from "~/components/layout/main";
import { ContactActions } from "~/components/sections/contact-actions";
import type { NavLink } from "~/model/views/navigation";
import type { UiText } from "~/model/contract/ui-schema";

/**
 * Rendered for every unknown path: 404.html, which every server sends with status 404.
 * Arabic first: the services and the call and chat buttons, so a broken link still
 * leads somewhere; on the Arabic page, one English line after it for visitors who do not read
 * Arabic. The English not-found page (/en/404.html) is the same in English, its links the English pages'.
 */
export function NotFoundPage({
  notFound,
  services,
  home,
  englishHome,
}: {
  notFound: UiText["notFound"];
  services: NavLink[];
  home: string;
  englishHome: string;
}) {
  const { language } = useLayout();
  return (
    <Main>
      <section
        aria-labelledby="not-found-title"
        className="container-page grid justify-items-center gap-5 py-10 text-center sm:py-16"
      >
        <p className="text-6xl font-black text-brand-700 sm:text-7xl" dir="ltr">
          404
        </p>
        <h1 id="not-found-title" className="text-h1 font-extrabold">
          {notFound.title}
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">{notFound.intro}</p>
        <ContactActions className="justify-center" />
        {/* Not a <nav>: the footer's services list is one, under the same heading (unique landmarks). */}
        <div className="mt-3 w-full max-w-3xl" data-services>
          <h2 className="text-h3 font-bold">{notFound.servicesTitle}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {services.map((link) => (
              <li key={link.path}>
                <a
                  href={link.path}
                  className="flex h-full min-h-12 items-center justify-center rounded-xl border border-sand-200 bg-white p-2 font-semibold text-brand-700 hover:border-brand-700"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <a href={home} className="font-bold text-brand-700 underline underline-offset-4">
          {notFound.home}
        </a>
        {language === "ar" && (
          <p lang="en" dir="ltr" className="text-sm text-ink-muted">
            {`${notFound.titleEnglish} `}
            <a href={englishHome} className="underline underline-offset-4">
              {notFound.homeEnglish}
            </a>
          </p>
        )}
      </section>
    </Main>
  );
}
