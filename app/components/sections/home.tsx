import { Link } from "react-router";
import type { PreparedHome as HomePageContent } from "~/content/prepared";
import { formatLocalPhone, newTab, telHref, whatsappHref } from "~/lib/links";
import { cn } from "~/lib/cn";
import { ButtonLink } from "~/components/ui/button";
import { ContentImage } from "~/components/ui/image";
import { Card, cardGrid, IconCard, ReadMore, Section } from "./section";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/lib/use-layout";

export function Highlights({ content }: { content: HomePageContent["highlights"] }) {
  return (
    <Section id="highlights" title={content.title} intro={content.intro} tone="white">
      {/* Compact icon cards, two to a row even on phones. */}
      <ul className={cardGrid(content.items.length, { max: 4, compact: true })}>
        {content.items.map((item) => (
          <li key={item.title}>
            <IconCard {...item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ServicesGrid({ content }: { content: HomePageContent["services"] }) {
  return (
    <Section id="services" title={content.title} intro={content.intro} tone="muted">
      <ul className={cardGrid(content.items.length, { max: 4, compact: true })}>
        {content.items.map((item) => {
          const body = (
            <>
              <ContentImage image={item.image} sizes="(min-width: 1024px) 270px, 50vw" className="aspect-3/2" />
              <h3 className="flex items-center justify-between gap-2 p-3 text-base leading-snug font-bold sm:p-4 sm:text-h3">
                {item.title}
                {item.href && <Icon name="arrow-left" className="size-5 text-brand-700" />}
              </h3>
            </>
          );
          return (
            <li key={item.title}>
              <Card className="h-full overflow-hidden transition hover:-translate-y-1 hover:shadow-md">
                {item.href ? (
                  <Link to={item.href} className="block h-full rounded-2xl">
                    {body}
                  </Link>
                ) : (
                  body
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function Projects({ content }: { content: HomePageContent["projects"] }) {
  return (
    <Section id="projects" title={content.title} intro={content.intro} tone="white">
      {/* A guide into each service page: wide rows with a small picture, unlike the image cards above. */}
      <ul className="grid gap-4 lg:grid-cols-2">
        {content.items.map((item) => (
          <li key={item.href}>
            {/* The whole card is one link: no button nested inside it. */}
            <Card className="group h-full overflow-hidden transition hover:shadow-md">
              <Link to={item.href} className="flex h-full items-stretch rounded-2xl">
                <div className="w-28 shrink-0 self-center sm:w-48">
                  <ContentImage image={item.image} sizes="(min-width: 640px) 192px, 112px" className="aspect-3/2" />
                </div>
                <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
                  <h3 className="text-h3 font-bold">{item.title}</h3>
                  <p className="mt-2 flex-1 text-ink-muted">{item.description}</p>
                  <ReadMore className="mt-4">{content.readMore}</ReadMore>
                </div>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function DetailedServices({ content }: { content: HomePageContent["detailedServices"] }) {
  const { site } = useLayout();
  return (
    <Section id="detailed-services" title={content.title} intro={content.intro} tone="muted">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {content.items.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <Icon name="check" className="mt-1 size-5 shrink-0 rounded-full bg-chat p-0.5 text-white" />
                <span className="font-semibold">{item}</span>
              </li>
            ))}
          </ul>
          <ButtonLink
            variant="chat"
            href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
            {...newTab}
            className="mt-8"
          >
            <Icon name="whatsapp" className="size-5" />
            {content.orderLabel}
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-3">
          {content.images.map((image) => (
            <li key={image.src} className="overflow-hidden rounded-2xl border border-sand-200 bg-white">
              <ContentImage image={image} sizes="(min-width: 1024px) 280px, 50vw" className="aspect-3/2" />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function Gallery({ content }: { content: HomePageContent["gallery"] }) {
  return (
    <Section id="gallery" title={content.title} intro={content.intro} tone="white">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {content.items.map((item) => (
          <li key={item.image.src} className="stagger overflow-hidden rounded-xl">
            <ContentImage
              image={item.image}
              sizes="(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw"
              // The illustrations' own 3:2 frame: nothing of the scene is cropped away.
              className="aspect-3/2 transition duration-500 hover:scale-105"
            />
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
      href: site.mapsUrl,
      icon: <Icon name="map-pin" className="size-7" />,
      external: true,
      tone: "bg-ink text-white",
    },
  ];
  return (
    <Section id="contact" title={content.title} intro={content.subtitle} tone="muted">
      <ul className={cardGrid(tiles.length, { max: 4 })}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card className="h-full transition hover:-translate-y-1 hover:shadow-md">
              <a
                href={tile.href}
                {...(tile.external ? newTab : {})}
                className="flex h-full items-center gap-4 rounded-2xl p-5"
              >
                <span className={cn("inline-flex size-14 shrink-0 items-center justify-center rounded-2xl", tile.tone)}>
                  {tile.icon}
                </span>
                <span>
                  <span className="block text-lg font-bold">{tile.label}</span>
                  <span className="block text-ink-muted">{tile.detail}</span>
                </span>
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
