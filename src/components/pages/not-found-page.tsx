import { Main } from "~/components/layout/main";
import type { UiText } from "~/model/ui-schema";

/** Rendered for every unknown path: 404.html, which every server sends with status 404. */
export function NotFoundPage({ jsonLd, notFound }: { jsonLd: readonly string[]; notFound: UiText["notFound"] }) {
  return (
    <Main jsonLd={jsonLd}>
      <section
        aria-labelledby="not-found-title"
        className="container-page grid min-h-[60vh] place-content-center gap-5 py-20 text-center"
      >
        <p className="text-7xl font-black text-brand-700" dir="ltr">
          404
        </p>
        <h1 id="not-found-title" className="text-h1 font-extrabold">
          {notFound.title}
          <span lang="en" dir="ltr" className="mt-2 block text-lg font-semibold text-ink-muted">
            {notFound.titleEnglish}
          </span>
        </h1>
        <p>
          <a
            href="/"
            className="inline-flex min-h-12 flex-col items-center justify-center rounded-full bg-brand-700 px-8 py-2 leading-snug font-bold text-white hover:bg-brand-800"
          >
            {notFound.home}
            <span lang="en" dir="ltr" className="text-sm font-semibold text-brand-100">
              {notFound.homeEnglish}
            </span>
          </a>
        </p>
      </section>
    </Main>
  );
}
