import { newTab, telHref, whatsappHref } from "~/lib/links";
import { cn } from "~/lib/cn";
import { Tooltip } from "~/components/ui/tooltip";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/components/layout/layout-context";

// On phones (below 768 px) a full-width bar along the bottom edge, with its
// space reserved (--contact-bar, see app.css), so it never covers part of a
// line or a card: it only shortens the viewport. From tablet width, where the
// header already offers call and order, two round buttons in a lane kept clear
// beside the content column (container-page), so they hide nothing.
const button = cn(
  "flex h-14 flex-col items-center justify-center gap-0.5 text-sm leading-tight font-bold md:flex-row md:gap-2",
  "md:size-14 md:rounded-full md:shadow-lg md:ring-2 md:ring-white md:transition-transform md:hover:scale-105",
);

/**
 * Chat and call, always within a thumb's reach, at the bottom (the bottom-left
 * corner on wide screens: inline end in RTL). On phones, between them, the free
 * site visit: `visit` is the page's way to its step (src/model/views/visit.ts); from
 * tablet width the header's order button asks for it.
 */
export function FloatingContact({ visit }: { visit: string }) {
  const { site, ui } = useLayout();
  return (
    <div
      data-contact-controls
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 pb-[env(safe-area-inset-bottom)] print:hidden",
        "md:inset-x-auto md:end-4 md:bottom-4 md:flex md:flex-col md:gap-3 md:pb-0",
      )}
    >
      <Tooltip label={ui.contact.chat} side="start" className="grid">
        <a
          href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
          {...newTab}
          className={cn(button, "bg-chat text-white hover:bg-chat-hover md:motion-safe:animate-pulse-ring")}
        >
          <Icon name="whatsapp" className="size-6 md:size-7" />
          <span className="md:sr-only">{ui.contact.chat}</span>
        </a>
      </Tooltip>
      <a href={visit} className={cn(button, "bg-brand-700 text-white hover:bg-brand-800 md:hidden")}>
        <Icon name="map-pin" className="size-6" />
        {ui.contact.visit}
      </a>
      <Tooltip label={ui.contact.callNow} side="start" className="grid">
        <a href={telHref(site.phone)} className={cn(button, "bg-gold-400 text-brand-900 hover:bg-gold-300")}>
          <Icon name="phone" className="size-6" />
          <span className="md:sr-only">{ui.contact.callNow.replaceAll(" ", "\u00a0")}</span>
        </a>
      </Tooltip>
      {/* The reference of the last tap («رقم طلبك»), written and shown by src/browser/contact-tap.ts, which
          puts the same one, labelled data-line, into the WhatsApp message. A popover (auto): above everything, gone
          at the next tap elsewhere; the <bdi> keeps the Latin reference whole in the Arabic line. */}
      <p id="reference-note" popover="auto" role="status" data-line={ui.contact.reference} className="reference-note">
        {`${ui.contact.yourReference}: `}
        <bdi />
      </p>
    </div>
  );
}
