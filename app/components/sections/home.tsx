import { Link } from "react-router";
import type { PreparedHome as HomePageContent } from "~/content/prepared";
import { formatLocalPhone, newTab, telHref, whatsappHref } from "~/lib/links";
import { cn } from "~/lib/cn";
import { ButtonLink } from "~/components/ui/button";
import { ContentImage } from "~/components/ui/image";
import { ContactActions } from "./contact-actions";
import { Card, IconCard, Section } from "./section";
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/lib/use-layout";

const cardGrid = "grid gap-5 sm:grid-cols-2 lg:grid-cols-4";

export function HomeHero({ hero }: { hero: HomePageContent["hero"] }) {
  const { site } = useLayout();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-bl from-brand-700 via-brand-800 to-brand-900 text-white"
    >
      <svg aria-hidden="true" className="absolute inset-0 size-full opacity-[0.07]">
        <defs>
          <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
            <path d="M48 0H0v48" fill="none" stroke="currentColor" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
      <div className="relative container-page py-16 sm:py-24 lg:py-28">
        <p className="font-bold text-gold-300">{hero.eyebrow}</p>
        <h1 id="hero-title" className="mt-3 text-display font-black">
          {hero.title}
        </h1>
        <div className="mt-6 max-w-2xl space-y-3 text-lg text-brand-100 sm:text-xl sm:leading-9">
          {hero.lead.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ContactActions message={site.whatsappGreeting} className="mt-8" />
      </div>
    </section>
  );
}

export function Highlights({ content }: { content: HomePageContent["highlights"] }) {
  return (
    <Section id="highlights" title={content.title} intro={content.intro} tone="white">
      <ul className={cardGrid}>
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
      <ul className={cardGrid}>
        {content.items.map((item) => {
          const body = (
            <>
              <ContentImage
                image={item.image}
                sizes="(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw"
                className="aspect-3/2"
              />
              <h3 className="flex items-center justify-between gap-2 p-4 text-lg font-bold">
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
      <ul className={cardGrid}>
        {content.items.map((item) => (
          <li key={item.href}>
            {/* The whole card is one link: no button nested inside it. */}
            <Card className="group h-full overflow-hidden transition hover:-translate-y-1 hover:shadow-md">
              <Link to={item.href} className="flex h-full flex-col rounded-2xl">
                <ContentImage
                  image={item.image}
                  sizes="(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-3/2"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-bold">{item.title}</h3>
                  <p className="mt-2 flex-1 text-ink-muted">{item.description}</p>
                  <span className="mt-4 inline-flex items-center gap-1 font-bold text-brand-700 group-hover:underline">
                    {content.readMore}
                    <Icon name="arrow-left" className="size-4" />
                  </span>
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
              <ContentImage image={image} sizes="(min-width: 1024px) 280px, 50vw" className="aspect-square" />
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
              className="aspect-square transition duration-500 hover:scale-105"
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
      <ul className={cardGrid}>
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
