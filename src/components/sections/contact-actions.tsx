import { newTab, telHref, whatsappHref } from "~/lib/links";
import { cn } from "~/lib/cn";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/components/layout/layout-context";

/** The call button, also handed to the estimator, whose other button is the chat. */
export function CallButton() {
  const { site, ui } = useLayout();
  return (
    <ButtonLink variant="call" href={telHref(site.phone)}>
      <Icon name="phone" className="size-5" />
      {/* No-break spaces: text inside a tel: link should never wrap. */}
      {ui.contact.call.replaceAll(" ", "\u00a0")}
    </ButtonLink>
  );
}

/** The call and chat pair that ends every page and opens the heroes; `message` prefills the chat (the site's greeting when omitted). */
export function ContactActions({ message, className }: { message?: string; className?: string }) {
  const { site, ui } = useLayout();
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <CallButton />
      <ButtonLink variant="chat" href={whatsappHref(site.whatsapp, message ?? site.whatsappGreeting)} {...newTab}>
        <Icon name="whatsapp" className="size-5" />
        {ui.contact.chat}
      </ButtonLink>
    </div>
  );
}

export function ClosingSection({ title, text, message }: { title: string; text: string; message?: string }) {
  return (
    <section id="closing" aria-labelledby="closing-title" className="bg-brand-800 py-8 text-white sm:py-16">
      <div className="container-page flex flex-col items-start gap-5 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="closing-title" className="text-h2 font-extrabold">
            {title}
          </h2>
          <p className="mt-3 text-brand-100 sm:text-lg">{text}</p>
        </div>
        <ContactActions message={message} />
      </div>
    </section>
  );
}
