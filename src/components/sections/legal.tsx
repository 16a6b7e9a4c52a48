import type { ReactNode } from "react";
import { formatLocalPhone, newTab, telHref, whatsappHref } from "~/lib/links";
import { Icon } from "~/components/ui/icon";
import type { LegalContact } from "~/model/views/legal";
import { ExampleBadge } from "./proof";
import { HeroBand, HeroIntro, HeroTitle } from "./section";

/**
 * One part of a legal page: a heading and its text in one reading column. The
 * parts follow each other without bands, as a document is read.
 */
/** A legal page's title and intro, marked while its wording is the shipped example. */
export function LegalHero({ page }: { page: { title: string; intro: string; example: boolean } }) {
  return (
    <HeroBand>
      <HeroTitle>{page.title}</HeroTitle>
      {page.example && <ExampleBadge className="mt-4" />}
      <HeroIntro>{page.intro}</HeroIntro>
    </HeroBand>
  );
}

export function LegalPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid gap-3 text-lg leading-8">
      <h2 id={`${id}-title`} className="text-h2 font-extrabold text-brand-700">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The legal pages' column, under the hero. */
export function LegalBody({ children }: { children: ReactNode }) {
  return (
    <div className="container-page py-8 sm:py-14">
      <div className="grid max-w-3xl gap-10 sm:gap-12">{children}</div>
    </div>
  );
}

const channelClass =
  "inline-flex min-h-12 items-center gap-2 rounded-xl border border-sand-200 bg-sand-50 px-4 py-2 font-bold text-brand-700 hover:border-brand-700";

/** The phone number and the WhatsApp chat of the site settings, written out: a legal page names its channels. */
export function ContactChannels({
  contact,
}: {
  contact: Pick<LegalContact, "phone" | "whatsapp" | "greeting"> & { labels: Pick<LegalContact["labels"], "chat"> };
}) {
  return (
    <ul className="flex flex-wrap gap-3" data-channels>
      <li>
        <a href={telHref(contact.phone)} className={channelClass}>
          <Icon name="phone" className="size-5" />
          <bdi dir="ltr">{formatLocalPhone(contact.phone)}</bdi>
        </a>
      </li>
      <li>
        <a href={whatsappHref(contact.whatsapp, contact.greeting)} {...newTab} className={channelClass}>
          <Icon name="whatsapp" className="size-5" />
          {contact.labels.chat}
        </a>
      </li>
    </ul>
  );
}
