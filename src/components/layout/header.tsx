import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/components/layout/layout-context";
import { HeaderActions } from "./header-actions";
import { Logo } from "./logo";
import { MobileMenu, mobileMenuId } from "./mobile-menu";

/** The site's header; `path` is the page's own, marked with aria-current. */
export function Header({ path }: { path: string }) {
  const { nav, ui, pair } = useLayout();
  return (
    // Sticky, not fixed: the header keeps its own place in the page, so a
    // navigation that wraps to another row can never cover the content.
    <header className="group/header sticky top-0 z-40 border-b border-sand-200 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/85">
      <div className="container-page flex h-16 items-center gap-3">
        <Logo />
        <div className="ms-auto flex items-center gap-2">
          {/* The same page in the other language; its name is set in the system font ([lang] in app.css). */}
          {pair && (
            <a
              href={pair.path}
              hrefLang={pair.language}
              lang={pair.language}
              className="inline-flex min-h-11 items-center rounded-full px-2 font-semibold text-brand-700 underline underline-offset-4 hover:bg-brand-50"
            >
              {ui.languageSwitch}
            </a>
          )}
          <a
            href={nav.estimate.path}
            aria-current={nav.estimate.path === path ? "page" : undefined}
            className={cn(
              "hidden min-h-11 items-center rounded-full border-2 border-brand-700 px-4 font-bold text-brand-700 xl:inline-flex",
              "hover:bg-brand-700 hover:text-white aria-[current=page]:bg-brand-50",
            )}
          >
            {nav.estimate.label}
          </a>
          <HeaderActions />
          <button
            type="button"
            id="menu-toggle"
            popoverTarget={mobileMenuId}
            aria-controls={mobileMenuId}
            aria-label={ui.nav.openMenu}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand-100 xl:hidden"
          >
            {/* The icon follows the popover's state, in CSS. */}
            <Icon name="menu" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <Icon name="close" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
          </button>
        </div>
      </div>

      {/* From 1280 px, a second row that wraps rather than clips if the names grow;
          below that, every link is in the menu. */}
      <nav aria-label={ui.nav.mainLabel} className="hidden border-t border-sand-100 xl:block">
        <ul className="container-page flex flex-wrap items-center gap-x-1 py-1.5">
          {nav.header.map((link) => (
            <li key={link.path}>
              <a
                href={link.path}
                aria-current={link.path === path ? "page" : undefined}
                className={cn(
                  "block rounded-full px-2.5 py-1.5 font-semibold whitespace-nowrap transition-colors",
                  link.path === path ? "bg-brand-50 text-brand-700" : "text-ink hover:text-brand-700",
                )}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <MobileMenu path={path} />
    </header>
  );
}
