import { newTab, whatsappHref } from "~/lib/links";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";
import { layout } from "~/model/site-data";

export const mobileMenuId = "mobile-menu";

/**
 * The phone's menu: the platform's popover, so it opens and closes without
 * JavaScript (its toggle is a popovertarget button, Escape and an outside tap
 * close it). src/browser/menu.ts adds what the platform lacks: closing after a
 * link or the chat button, and after Back restores the page.
 */
export function MobileMenu({ path }: { path: string }) {
  const { nav, site, ui } = layout;
  return (
    <nav
      id={mobileMenuId}
      popover="auto"
      aria-label={ui.nav.mobileLabel}
      className={cn(
        // Below the header bar, full width, ending above the phone's contact bar.
        "inset-x-0 top-16 bottom-auto m-0 w-full max-w-none",
        "max-h-[calc(100dvh-4rem-var(--contact-bar))] overflow-y-auto border-t border-sand-200 bg-white text-ink shadow-lg",
      )}
    >
      <ul className="container-page grid gap-1 py-3">
        {[...nav.header, nav.estimate].map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              aria-current={link.path === path ? "page" : undefined}
              className={cn(
                "block rounded-xl px-4 py-3 font-semibold",
                link.path === path ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-sand-100",
              )}
            >
              {link.label}
            </a>
          </li>
        ))}
        <li className="pt-2">
          <a
            href={whatsappHref(site.whatsapp, ui.siteVisit.message.greeting)}
            {...newTab}
            className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-chat font-bold text-white hover:bg-chat-hover"
          >
            <Icon name="whatsapp" className="size-5" />
            {ui.contact.order}
          </a>
        </li>
      </ul>
    </nav>
  );
}
