import { formatLocalPhone, newTab, telHref, whatsappHref } from "~/lib/links";
import { Tooltip } from "~/components/ui/tooltip";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/components/layout/layout-context";

/** The header's contact controls: phone, Instagram, the e-mail once set, and the order button. */
export function HeaderActions() {
  const { site, ui } = useLayout();
  return (
    <>
      <Tooltip label={ui.contact.callTooltip} className="hidden sm:inline-flex">
        <a
          href={telHref(site.phone)}
          className="inline-flex items-center gap-2 rounded-full px-2 py-2 font-bold text-brand-700 hover:bg-brand-50"
        >
          <Icon name="phone" className="size-5" />
          <bdi dir="ltr">{formatLocalPhone(site.phone)}</bdi>
        </a>
      </Tooltip>
      <Tooltip label={ui.contact.instagramTooltip} className="inline-flex">
        <a
          href={site.instagramUrl}
          {...newTab}
          aria-label={ui.contact.instagram}
          className="inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
        >
          <Icon name="instagram" className="size-5" />
        </a>
      </Tooltip>
      {site.email && (
        <Tooltip label={ui.contact.email} className="inline-flex">
          <a
            href={`mailto:${site.email}`}
            aria-label={ui.contact.email}
            data-email
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          >
            <Icon name="mail" className="size-5" />
          </a>
        </Tooltip>
      )}
      <Tooltip label={ui.contact.chat} className="hidden md:inline-flex">
        <a
          href={whatsappHref(site.whatsapp, ui.siteVisit.message.greeting)}
          // A request for the free visit, in the lead log (src/browser/lead-log.ts).
          data-lead-kind="visit"
          {...newTab}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-chat px-5 font-bold text-white hover:bg-chat-hover"
        >
          <Icon name="whatsapp" className="size-5" />
          {ui.contact.order}
        </a>
      </Tooltip>
    </>
  );
}
