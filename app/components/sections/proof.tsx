import { Link } from "react-router";
import type { ProjectCardData, ReviewCardData, TrustData } from "~/content/content.server";
import { cn } from "~/lib/cn";
import { newTab } from "~/lib/links";
import { useLayout } from "~/lib/use-layout";
import { ContentImage } from "~/components/ui/image";
import { Icon } from "~/components/ui/icon";
import { Card, ReadMore } from "./section";

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

/** Years, delivered projects, warranty, 24/7 contact and a free survey: only what the profile supports. */
export function TrustBand({ trust }: { trust: TrustData }) {
  if (!trust.items.length) return null;
  return (
    <section aria-label={trust.label} className="border-b border-sand-200 bg-white">
      <ul
        className={cn(
          "container-page grid grid-cols-2 gap-x-4 gap-y-3 py-5 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-10",
        )}
      >
        {trust.items.map((item) => (
          <li key={item.key} data-trust={item.key} className="flex items-center gap-2">
            <Icon name="check" className="size-5 shrink-0 rounded-full bg-brand-50 p-0.5 text-brand-700" />
            <span className="leading-snug">
              {item.value && <strong className="text-lg font-black text-brand-700">{item.value} </strong>}
              <span className="font-bold">{item.label}</span>
              {item.detail && <span className="block text-sm text-ink-muted">{item.detail}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
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
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, i) => (
        <li key={project.slug}>
          <Card
            still={priority}
            className="group h-full overflow-hidden transition hover:-translate-y-1 hover:shadow-md"
          >
            <Link to={project.href} className="flex h-full flex-col rounded-2xl">
              <ContentImage
                image={project.image}
                priority={priority && i === 0}
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                className="aspect-3/2"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                {project.example && <ExampleBadge className="self-start" />}
                <h3 className="text-h3 font-bold">{project.title}</h3>
                <p className="flex-1 text-ink-muted">
                  {project.service} · {project.district} · {project.year}
                </p>
                <ReadMore className="mt-2">{readMore}</ReadMore>
              </div>
            </Link>
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
    <ul className="grid gap-5 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.slug}>
          <Card className="flex h-full flex-col gap-3 p-6">
            {review.example && <ExampleBadge className="self-start" />}
            {review.rating && (
              <p className="flex items-center gap-2 font-bold text-brand-700">
                <span aria-hidden="true">{"★".repeat(review.rating)}</span>
                <span className="sr-only">{ui.reviews.ratingLabel}:</span>
                <bdi dir="ltr" className="text-sm text-ink-muted">
                  {review.rating}/5
                </bdi>
              </p>
            )}
            <blockquote className="flex-1 text-lg leading-8">
              <p>{review.text}</p>
            </blockquote>
            <p className="text-ink-muted">
              <strong className="text-ink">{review.name}</strong> · {review.district} · {review.service} ·{" "}
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
