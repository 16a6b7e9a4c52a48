import { formatLocalPhone, newTab, telHref, whatsappHref } from "~/lib/links";
import { Tooltip, TooltipProvider } from "~/components/ui/tooltip";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/lib/use-layout";

/** The header's contact controls: phone, Instagram and the order button. */
export default function HeaderActions() {
  const { site, ui } = useLayout();
  return (
    <TooltipProvider>
      <Tooltip label={ui.contact.callTooltip}>
        <a
          href={telHref(site.phone)}
          className="hidden items-center gap-2 rounded-full px-2 py-2 font-bold text-brand-700 hover:bg-brand-50 sm:inline-flex"
        >
          <Icon name="phone" className="size-5" />
          <bdi dir="ltr">{formatLocalPhone(site.phone)}</bdi>
        </a>
      </Tooltip>
      <Tooltip label={ui.contact.instagramTooltip}>
        <a
          href={site.instagramUrl}
          {...newTab}
          aria-label={ui.contact.instagram}
          className="inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
        >
          <Icon name="instagram" className="size-5" />
        </a>
      </Tooltip>
      <Tooltip label={ui.contact.chat}>
        <a
          href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
          {...newTab}
          className="hidden min-h-11 items-center gap-2 rounded-full bg-chat px-5 font-bold text-white hover:bg-chat-hover md:inline-flex"
        >
          <Icon name="whatsapp" className="size-5" />
          {ui.contact.order}
        </a>
      </Tooltip>
    </TooltipProvider>
  );
}
