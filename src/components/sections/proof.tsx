import { joinList } from "~/lib/format";
import type { ProjectCardData, ReviewCardData } from "~/model/views/cards";
import type { TrustData } from "~/model/views/trust";
import { cn } from "~/lib/cn";
import { registrationOf } from "~/lib/company";
import { newTab } from "~/lib/links";
import { useLayout } from "~/components/layout/layout-context";
import { ButtonLink } from "~/components/ui/button";
import { ContentImage } from "~/components/ui/image";
import { projectCardSlot } from "~/lib/photo-slots";
import { Icon } from "~/components/ui/icon";
import { Card, cardGrid, cardTrack, ReadMore } from "./section";

// The company's proof: the trust band, its projects and its customers' words.
// Shipped example records carry a visible label wherever they appear.

/** «مثال توضيحي»: marks a shipped example, so no one mistakes it for real work. */
export function ExampleBadge({ className }: { className?: string }) {
  const { ui } = useLayout();
  return (
    <span
      data-example=""
      className={cn(
        "inline-flex items-center rounded-full border border-dashed border-brand-700 bg-white px-3 py-0.5 text-sm font-bold text-brand-700",
        className,
      )}
    >
      {ui.exampleLabel}
    </span>
  );
}

/**
 * Years, delivered projects, warranty, 24/7 contact and a free survey: only what
 * the profile supports. It sits inside the first screen's hero (`tone="hero"`),
 * so a buyer on a phone reads it before scrolling.
 */
export function TrustBand({ trust, className }: { trust: TrustData; className?: string }) {
  if (!trust.items.length && !trust.note) return null;
  return (
    <section aria-label={trust.label} className={className}>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-2 sm:gap-x-6 sm:gap-y-3">
        {trust.items.map((item) => (
          <li key={item.key} data-trust={item.key} className="flex items-start gap-2">
            <Icon name="check" className="mt-1 size-5 shrink-0 rounded-full bg-gold-400 p-0.5 text-brand-900" />
            <span className="leading-snug">
              {item.value && <strong className="text-lg font-black text-gold-300">{`${item.value} `}</strong>}
              {item.labelHref ? (
                // At least 24 px tall, as every link a finger taps (WCAG 2.5.8).
                <a
                  href={item.labelHref}
                  className="inline-flex min-h-6 items-center font-bold text-white underline underline-offset-4"
                >
                  {item.label}
                </a>
              ) : (
                <span className="font-bold text-white">{item.label}</span>
              )}
              {/* The detail (the warranty's wording) leads to its full terms when a page holds them. */}
              {item.detail &&
                (item.href ? (
                  <a
                    href={item.href}
                    className="flex min-h-6 items-center text-sm text-gold-300 underline underline-offset-4"
                  >
                    {item.detail}
                  </a>
                ) : (
                  <span className="block text-sm text-brand-100">{item.detail}</span>
                ))}
            </span>
          </li>
        ))}
      </ul>
      {/* A service without a warranty says so, without a check mark: nothing is promised. */}
      {trust.note && (
        <p data-trust-note className="mt-2 text-sm text-brand-100 sm:mt-3">
          {trust.note}
        </p>
      )}
    </section>
  );
}

/** Who stands behind the site, in one readable line: legal name, registration number and founding year, from the company profile. */
export function CompanyLine({ className }: { className?: string }) {
  const { site, ui } = useLayout();
  const { company } = site;
  const registration = registrationOf(company, ui.footer);
  return (
    <p className={cn("text-brand-100", className)} data-trust-line>
      {/* One string per run of text: React marks each join of two in the HTML. */}
      {`${company.legalName} · ${registration.label} `}
      <bdi className="font-bold text-white">{registration.number}</bdi>
      {` · ${ui.trust.since} `}
      <bdi>{company.founded}</bdi>
    </p>
  );
}

/** «نخدم: الرياض، الدرعية، …» from the company profile; nothing until the owner lists the areas. */
export function AreasServed({ className }: { className?: string }) {
  const { site, ui, language } = useLayout();
  const areas = site.company.areasServed?.areas;
  if (!areas?.length) return null;
  return (
    <p className={cn("flex items-start gap-2", className)} data-areas-served>
      <Icon name="map-pin" className="mt-1 size-5 shrink-0 text-brand-700" />
      <span>
        <strong>{ui.trust.areasServed}</strong>
        {` ${joinList(areas, language)}`}
      </span>
    </p>
  );
}

/** Project cards: photo, title, service, district and year; the whole card is one link. */
export function ProjectGrid({
  projects,
  readMore,
  priority = false,
}: {
  projects: ProjectCardData[];
  readMore: string;
  /** The list opens the page (/projects): its first photo is the largest paint, so it loads first and nothing animates. */
  priority?: boolean;
}) {
  return (
    // Columns follow the count: two projects fill two columns, never two of three.
    <ul className={cardGrid(projects.length)}>
      {projects.map((project, i) => (
        <li key={project.slug}>
          <Card still={priority} link className="group h-full overflow-hidden">
            {/* A row with a thumbnail on phones, a picture card from 640 px. */}
            <a
              href={project.href}
              className="flex h-full items-start gap-3 rounded-2xl p-3 sm:flex-col sm:gap-0 sm:p-0"
            >
              <div className="w-24 shrink-0 overflow-hidden rounded-xl sm:w-full sm:rounded-none">
                <ContentImage
                  image={project.image}
                  priority={priority && i === 0}
                  slot={projectCardSlot(cardTrack(projects.length, i))}
                />
              </div>
              <div className="flex flex-1 flex-col gap-1 sm:gap-2 sm:p-5">
                {project.example && <ExampleBadge className="self-start" />}
                <h3 className="text-lg leading-snug font-bold sm:text-h3">{project.title}</h3>
                <p className="flex-1 text-sm text-ink-muted sm:text-base">
                  {`${project.service} · ${project.district} · ${project.year}`}
                </p>
                <ReadMore className="text-sm sm:mt-2 sm:text-base">{readMore}</ReadMore>
              </div>
            </a>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Customers' words as they agreed to show them. No Review markup: Google treats a company's own reviews as self-serving. */
export function ReviewList({ reviews }: { reviews: ReviewCardData[] }) {
  const { ui } = useLayout();
  return (
    <ul className={cardGrid(reviews.length)}>
      {reviews.map((review) => (
        <li key={review.slug}>
          <Card className="flex h-full flex-col gap-2 p-4 sm:gap-3 sm:p-6">
            {review.example && <ExampleBadge className="self-start" />}
            {review.rating && (
              <p className="flex items-center gap-2 font-bold text-brand-700">
                <span aria-hidden="true">{"★".repeat(review.rating)}</span>
                <span className="sr-only">{`${ui.reviews.ratingLabel}:`}</span>
                <bdi dir="ltr" className="text-sm text-ink-muted">
                  {review.rating}/5
                </bdi>
              </p>
            )}
            <blockquote className="flex-1 sm:text-lg sm:leading-8">
              <p>{review.text}</p>
            </blockquote>
            <p className="text-ink-muted">
              <strong className="text-ink">{review.name}</strong>
              {` · ${review.district} · ${review.service} · `}
              <time dateTime={review.date}>{review.dateText}</time>
            </p>
            {review.source && (
              <p>
                <a href={review.source} {...newTab} className="font-semibold text-brand-700 underline">
                  {ui.reviews.source}
                </a>
              </p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

type GoogleLink = { key: "read" | "write"; href: string; label: string; icon: "google" | "star" };

/** The Google links of site.yml that are set: reading the reviews (the profile) and writing one. */
export function useGoogleReviewLinks(): GoogleLink[] {
  const { site, ui } = useLayout();
  const { googleProfileUrl: read, googleReviewUrl: write } = site;
  return [
    read ? { key: "read", href: read, label: ui.reviews.readOnGoogle, icon: "google" } : false,
    write ? { key: "write", href: write, label: ui.reviews.writeOnGoogle, icon: "star" } : false,
  ].filter((link): link is GoogleLink => link !== false);
}

/**
 * «اقرأ تقييماتنا على Google» and «قيّمنا على Google» where buyers read reviews, each once the owner has set its
 * link: the reviews a buyer can check are Google's, not the site's own (no rating markup, decision 0004).
 */
export function GoogleReviewLinks({ className }: { className?: string }) {
  const links = useGoogleReviewLinks();
  if (!links.length) return null;
  return (
    <p className={cn("flex flex-wrap gap-3", className)} data-google-reviews>
      {links.map((link) => (
        <ButtonLink key={link.key} variant="outline" href={link.href} {...newTab} data-google={link.key}>
          <Icon name={link.icon} className="size-5" />
          {link.label}
        </ButtonLink>
      ))}
    </p>
  );
}
