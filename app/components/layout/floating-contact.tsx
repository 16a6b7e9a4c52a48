import { newTab, telHref, whatsappHref } from "~/lib/links";
import { cn } from "~/lib/cn";
import { Tooltip, TooltipProvider } from "~/components/ui/tooltip";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/lib/use-layout";

const fab =
  "inline-flex size-14 items-center justify-center rounded-full text-white shadow-lg ring-2 ring-white transition-transform hover:scale-105";

/**
 * Chat and call, always within a thumb's reach, at the bottom-left (inline
 * end in RTL). Loaded lazily with its tooltips; see the layout route.
 */
export default function FloatingContact() {
  const { site, ui } = useLayout();
  return (
    <TooltipProvider>
      <div className="fixed end-4 bottom-4 z-30 flex flex-col gap-3 print:hidden">
        <Tooltip label={ui.contact.chat} side="right">
          <a
            href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
            {...newTab}
            aria-label={ui.contact.chat}
            className={cn(fab, "bg-chat hover:bg-chat-hover motion-safe:animate-pulse-ring")}
          >
            <Icon name="whatsapp" className="size-7" />
          </a>
        </Tooltip>
        <Tooltip label={ui.contact.callNow} side="right">
          <a
            href={telHref(site.phone)}
            aria-label={ui.contact.callNow}
            className={cn(fab, "bg-gold-400 text-brand-900 hover:bg-gold-300")}
          >
            <Icon name="phone" className="size-6" />
          </a>
        </Tooltip>
      </div>
    </TooltipProvider>
  );
}
