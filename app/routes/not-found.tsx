import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { LayoutData } from "~/content/content.server";
import { getMeta } from "~/lib/meta";
import { useLayout } from "~/lib/use-layout";
import type { Route } from "./+types/not-found";

// The words come from the root loader (content/ui.yml), which every page has.
export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === "root")?.loaderData as LayoutData | undefined;
  if (!layout) return [];
  const { notFound } = layout.ui;
  return getMeta(layout.site, { title: notFound.metaTitle, description: notFound.metaDescription, noindex: true });
};

/** Rendered for every unknown path: pre-rendered as 404.html and by the client router. */
export default function NotFound() {
  const { pathname } = useLocation();
  const { notFound } = useLayout().ui;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
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
        <Link
          to="/"
          className="inline-flex min-h-12 flex-col items-center justify-center rounded-full bg-brand-700 px-8 py-2 leading-snug font-bold text-white hover:bg-brand-800"
        >
          {notFound.home}
          <span lang="en" dir="ltr" className="text-sm font-semibold text-brand-100">
            {notFound.homeEnglish}
          </span>
        </Link>
      </p>
    </section>
  );
}
