import { site } from "~/content/site";
import { formatLocalPhone, newTab, telHref, whatsappHref } from "~/lib/links";
import { Tooltip, TooltipProvider } from "~/components/ui/tooltip";
import { Icon } from "~/components/ui/icon";

/** The header's contact controls: phone, Instagram and the order button. */
export default function HeaderActions() {
  return (
    <TooltipProvider>
      <Tooltip label="اتصل بنا">
        <a
          href={telHref(site.phone)}
          className="hidden items-center gap-2 rounded-full px-2 py-2 font-bold text-brand-700 hover:bg-brand-50 sm:inline-flex"
        >
          <Icon name="phone" className="size-5" />
          <bdi dir="ltr">{formatLocalPhone(site.phone)}</bdi>
        </a>
      </Tooltip>
      <Tooltip label="تابعنا على إنستغرام">
        <a
          href={site.instagramUrl}
          {...newTab}
          aria-label="حسابنا على إنستغرام"
          className="inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
        >
          <Icon name="instagram" className="size-5" />
        </a>
      </Tooltip>
      <Tooltip label="راسلنا على واتساب">
        <a
          href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
          {...newTab}
          className="hidden min-h-11 items-center gap-2 rounded-full bg-chat px-5 font-bold text-white hover:bg-chat-hover md:inline-flex"
        >
          <Icon name="whatsapp" className="size-5" />
          اطلب الآن
        </a>
      </Tooltip>
    </TooltipProvider>
  );
}
