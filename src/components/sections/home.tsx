import type { HomePageContent } from "~/model/contract/schema";
import { formatLocalPhone, mapHref, newTab, telHref, whatsappHref } from "~/lib/links";
import { cn } from "~/lib/cn";
import { ContentImage } from "~/components/ui/image";
import { photoSlots } from "~/lib/photo-slots";
import { Card, cardGrid, ReadMore, Section } from "./section";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/components/layout/layout-context";
import { AreasServed } from "./proof";

/** The services once, as one block of links: each service's card, in the service list's order. */
export function ServiceGuide({ content }: { content: HomePageContent["serviceGuide"] }) {
  const cards = useLayout().nav.services.flatMap((link) => {
    const card = content.items.find((item) => item.service === link.slug);
    return card ? [{ ...card, ...link }] : [];
  });
  return (
    <Section id="projects" title={content.title} intro={content.intro} tone="white">
      {/* A guide into each service page: rows of text with a thumbnail, unlike the picture tiles above. */}
      <ul className="grid gap-3 sm:gap-4 lg:grid-cols-2">
        {cards.map((item) => (
          <li key={item.path}>
            {/* The whole card is one link: no button nested inside it. */}
            <Card link className="group h-full overflow-hidden">
              <a href={item.path} className="flex h-full items-start gap-3 rounded-2xl p-3 sm:gap-5 sm:p-4">
                {/* No thumbnail on phones: the rows read as a list there, and a phone
                    that loads no drawings for it has its first screen sooner
                    (a hidden lazy image is never fetched). */}
                <div className="hidden w-40 shrink-0 overflow-hidden rounded-xl sm:block">
                  <ContentImage image={item.image} slot={photoSlots.serviceGuideCard} />
                </div>
                <div className="flex min-w-0 flex-1 flex-col">
                  <h3 className="text-base leading-snug font-bold sm:text-h3">{item.label}</h3>
                  <p className="mt-1 flex-1 text-sm leading-6 text-ink-muted sm:text-base sm:leading-7">
                    {item.description}
                  </p>
                  <ReadMore className="mt-1 text-sm sm:mt-3 sm:text-base">{content.readMore}</ReadMore>
                </div>
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The owner's photos of his work. A drawing proves no work, so the section
 * stays off until the first photo is uploaded, and shows only photos.
 */
export function Gallery({ content }: { content: HomePageContent["gallery"] }) {
  const photos = content.items.filter((item) => item.image.photo);
  if (photos.length === 0) return null;
  return (
    <Section id="gallery" title={content.title} intro={content.intro} tone="white">
      {/* 3, 4 or 6 to a row: twelve pictures never leave a row short. Not links, so no hover effect. */}
      <ul className="grid grid-cols-3 gap-2 sm:gap-3 md:grid-cols-4 xl:grid-cols-6">
        {photos.map((item) => (
          <li key={item.image.illustration} className="stagger overflow-hidden rounded-xl">
            {/* The illustrations' own 3:2 frame: nothing of the scene is cropped away. */}
            <ContentImage image={item.image} slot={photoSlots.gallery} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ContactTiles({ content }: { content: HomePageContent["contact"] }) {
  const { site } = useLayout();
  const { address, geo } = site.company;
  const tiles = [
    {
      label: content.call.replaceAll(" ", "\u00a0"), // text inside a tel: link should never wrap
      detail: <bdi dir="ltr">{formatLocalPhone(site.phone)}</bdi>,
      href: telHref(site.phone),
      icon: <Icon name="phone" className="size-7" />,
      external: false,
      tone: "bg-gold-400 text-brand-900",
    },
    {
      label: content.chat,
      detail: content.chatDetail,
      href: whatsappHref(site.whatsapp, site.whatsappGreeting),
      icon: <Icon name="whatsapp" className="size-7" />,
      external: true,
      tone: "bg-chat text-white",
    },
    {
      label: content.instagram,
      detail: content.instagramDetail,
      href: site.instagramUrl,
      icon: <Icon name="instagram" className="size-7" />,
      external: true,
      tone: "bg-brand-700 text-white",
    },
    {
      label: content.map,
      // The office's address only once the owner has set its pin; never a made-up location.
      detail: geo ? `${address.street}، ${address.district}، ${site.city}` : content.serviceArea,
      href: mapHref(site),
      icon: <Icon name="map-pin" className="size-7" />,
      external: true,
      tone: "bg-ink text-white",
    },
  ];
  return (
    <Section id="contact" title={content.title} intro={content.subtitle} tone="muted">
      <AreasServed className="mb-5" />
      <ul className={cardGrid(tiles.length, { max: 4, compact: true })}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card link className="h-full">
              <a
                href={tile.href}
                {...(tile.external ? newTab : {})}
                className="flex h-full flex-col items-start gap-2 rounded-2xl p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
              >
                <span
                  className={cn(
                    "inline-flex size-11 shrink-0 items-center justify-center rounded-2xl sm:size-14",
                    tile.tone,
                  )}
                >
                  {tile.icon}
                </span>
                <span>
                  <span className="block font-bold sm:text-lg">{tile.label}</span>
                  <span className="block text-sm text-ink-muted sm:text-base">{tile.detail}</span>
                </span>
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
