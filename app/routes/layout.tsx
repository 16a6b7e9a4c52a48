import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { Header } from "~/components/layout/header";
import { deferred } from "~/components/ui/deferred";
import { useLayout } from "~/lib/use-layout";

// The footer is all links and text; it hydrates after the first load (see
// deferred()), when its one effect also corrects the copyright year.
const Footer = deferred(() => import("~/components/layout/footer").then((m) => m.Footer));

// The widget and its tooltips load after the first paint; its pre-rendered
// links work meanwhile (see Header for the same pattern).
const FloatingContact = lazy(() => import("~/components/layout/floating-contact"));
const floatingContact = (
  <Suspense>
    <FloatingContact />
  </Suspense>
);

export default function SiteLayout() {
  const { ui } = useLayout();
  return (
    <>
      <a
        href="#main"
        className="fixed start-4 top-2 z-50 -translate-y-24 rounded-full bg-brand-700 px-5 py-3 font-bold text-white focus:translate-y-0"
      >
        {ui.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      {floatingContact}
    </>
  );
}
