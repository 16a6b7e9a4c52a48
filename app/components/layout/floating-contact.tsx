import { newTab, telHref, whatsappHref } from "~/lib/links";
import { cn } from "~/lib/cn";
import { Tooltip, TooltipProvider } from "~/components/ui/tooltip";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/lib/use-layout";

// Below 1280 px a full-width bar along the bottom edge, with its space
// reserved (--contact-bar, see app.css), so it never covers part of a line or
// a card: it only shortens the viewport. From 1280 px, two round buttons in
// the margin beside the content column.
const button = cn(
  "flex h-14 items-center justify-center gap-2 font-bold",
  "xl:size-14 xl:rounded-full xl:shadow-lg xl:ring-2 xl:ring-white xl:transition-transform xl:hover:scale-105",
);

/**
 * Chat and call, always within a thumb's reach, at the bottom (the bottom-left
 * corner on wide screens: inline end in RTL). Loaded lazily with its
 * tooltips; see the layout route.
 */
export default function FloatingContact() {
  const { site, ui } = useLayout();
  return (
    <TooltipProvider>
      <div
        data-contact-controls
        className={cn(
          "fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 pb-[env(safe-area-inset-bottom)] print:hidden",
          "xl:inset-x-auto xl:end-4 xl:bottom-4 xl:flex xl:flex-col xl:gap-3 xl:pb-0",
        )}
      >
        <Tooltip label={ui.contact.chat} side="right">
          <a
            href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
            {...newTab}
            className={cn(button, "bg-chat text-white hover:bg-chat-hover xl:motion-safe:animate-pulse-ring")}
          >
            <Icon name="whatsapp" className="size-6 xl:size-7" />
            <span className="xl:sr-only">{ui.contact.chat}</span>
          </a>
        </Tooltip>
        <Tooltip label={ui.contact.callNow} side="right">
          <a href={telHref(site.phone)} className={cn(button, "bg-gold-400 text-brand-900 hover:bg-gold-300")}>
            <Icon name="phone" className="size-6" />
            <span className="xl:sr-only">{ui.contact.callNow.replaceAll(" ", "\u00a0")}</span>
          </a>
        </Tooltip>
      </div>
    </TooltipProvider>
  );
}
