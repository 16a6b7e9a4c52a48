import { lazy, Suspense, useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { newTab, whatsappHref } from "~/lib/links";
import { cn } from "~/lib/cn";
import { useLayout } from "~/lib/use-layout";
import { Logo } from "./logo";
import { Icon } from "~/components/ui/icon";

// The tooltips' code (Radix, about 20 KB gzip) stays out of the first load:
// the pre-rendered links work on their own and hydrate when it arrives. A
// constant element lets the header re-render (menu state) without touching
// the boundary while it is still waiting.
const HeaderActions = lazy(() => import("./header-actions"));
const headerActions = (
  <Suspense>
    <HeaderActions />
  </Suspense>
);

export function Header() {
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on, so any navigation closes it,
  // including back/forward, which no click handler sees.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);
  const { nav, site, ui } = useLayout();

  // Back/forward restores a page from the browser's cache with its state:
  // a menu left open would come back open.
  useEffect(() => {
    const close = () => setOpenOn(null);
    window.addEventListener("pagehide", close);
    window.addEventListener("pageshow", close);
    return () => {
      window.removeEventListener("pagehide", close);
      window.removeEventListener("pageshow", close);
    };
  }, []);

  // Escape closes the menu and returns focus to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      document.getElementById("menu-toggle")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    // Sticky, not fixed: the header keeps its own place in the page, so a
    // navigation that wraps to another row can never cover the content.
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/85">
      <div className="container-page flex h-16 items-center gap-3">
        <Logo />
        <div className="ms-auto flex items-center gap-2">
          {headerActions}
          <button
            type="button"
            id="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? ui.nav.closeMenu : ui.nav.openMenu}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand-100 xl:hidden"
          >
            {menuOpen ? <Icon name="close" className="size-6" /> : <Icon name="menu" className="size-6" />}
          </button>
        </div>
      </div>

      {/* From 1280 px, a second row that wraps rather than clips if the names grow;
          below that, every link is in the menu. */}
      <nav aria-label={ui.nav.mainLabel} className="hidden border-t border-sand-100 xl:block">
        <ul className="container-page flex flex-wrap items-center gap-x-1 py-1.5">
          {nav.header.map((link) => (
            <li key={link.path}>
              <NavLink
                to={link.path}
                end
                className={({ isActive }) =>
                  cn(
                    "block rounded-full px-2.5 py-1.5 font-semibold whitespace-nowrap transition-colors",
                    isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:text-brand-700",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <nav
        id="mobile-menu"
        aria-label={ui.nav.mobileLabel}
        // A class rather than the hidden attribute: React writes hidden="", which validators reject.
        className={cn(
          // It ends above the phone's contact bar, so no link sits under it.
          "max-h-[calc(100dvh-4rem-var(--contact-bar))] overflow-y-auto border-t border-sand-200 bg-white xl:hidden",
          !menuOpen && "hidden",
        )}
      >
        <ul className="container-page grid gap-1 py-3">
          {nav.header.map((link) => (
            <li key={link.path}>
              <NavLink
                to={link.path}
                end
                onClick={closeMenu}
                className={({ isActive }) =>
                  cn(
                    "block rounded-xl px-4 py-3 font-semibold",
                    isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-sand-100",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <a
              href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
              {...newTab}
              onClick={closeMenu}
              className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-chat font-bold text-white hover:bg-chat-hover"
            >
              <Icon name="whatsapp" className="size-5" />
              {ui.contact.order}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
