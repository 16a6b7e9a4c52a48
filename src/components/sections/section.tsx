import type { CardTrack } from "~/lib/photo-slots";
import type { ComponentProps, ReactNode } from "react";
import type { IconName } from "~/model/contract/schema";
import { cn } from "~/lib/cn";
import { ContentIcon, ForwardArrow } from "~/components/ui/icon";

const tones = {
  plain: "bg-sand-50",
  muted: "bg-sand-100",
  white: "bg-white",
} as const;

export type SectionTone = keyof typeof tones;

/** A page section with an anchor id, an h2 and an optional intro line. */
export function Section({
  id,
  title,
  intro,
  tone = "plain",
  className,
  children,
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-6 sm:py-20", tones[tone], className)}>
      <div className="container-page">
        <header className="max-w-3xl">
          <h2 id={headingId} className="text-h2 font-extrabold text-brand-700">
            {title}
          </h2>
          {/* The gold rule paces wide pages; on phones it would only add length. */}
          <span aria-hidden="true" className="mt-3 hidden h-1 w-16 rounded-full bg-gold-400 sm:block" />
          {intro && <p className="mt-3 text-ink-muted sm:mt-4 sm:text-lg">{intro}</p>}
        </header>
        <div className="mt-4 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}

/**
 * On a phone an information card is its text alone, set apart by the list's
 * gap: a box around every card would add a screen to a long service page.
 */
export const flatOnPhone = "max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:p-0";

/**
 * A card that rises in after the previous one in its list (see .stagger).
 * A plain card has a hairline border and no shadow; a card that is one link as
 * a whole passes `link`, which adds the shadow and the hover lift: only what
 * can be tapped looks tappable. `still` for a card that holds the page's
 * largest paint, which must not wait for an animation. Padding is the caller's.
 */
export function Card({
  className,
  still = false,
  link = false,
  ...props
}: ComponentProps<"div"> & { still?: boolean; link?: boolean }) {
  return (
    <div
      className={cn(
        !still && "stagger",
        "rounded-2xl border border-sand-200 bg-white",
        link && "shadow-sm transition hover:-translate-y-0.5 hover:shadow-md",
        className,
      )}
      {...props}
    />
  );
}

/** An icon card: used for the home highlights and the service pages' use cases. */
export function IconCard({ icon, title, description }: { icon: IconName; title: string; description: string }) {
  return (
    // Not a link, so not a card: a tinted block without border, shadow or hover. Compact on phones, two to a row.
    <div className="h-full stagger rounded-2xl bg-sand-100 p-3 sm:p-5">
      <span className="inline-flex size-9 items-center justify-center rounded-xl bg-white text-brand-700 sm:size-12">
        <ContentIcon name={icon} className="size-5 sm:size-6" />
      </span>
      <h3 className="mt-2 text-base leading-snug font-bold sm:mt-4 sm:text-h3">{title}</h3>
      <p className="mt-1 text-sm leading-6 text-ink-muted sm:text-base sm:leading-7">{description}</p>
    </div>
  );
}

// Full class strings, so Tailwind sees each one (never built from parts).
const wideColumns = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
} as const;

// Counts that no column count divides: finer tracks, so the last row's cards
// share its width instead of leaving an empty slot (5 = 3 + 2, 7 = 4 + 3).
const unevenRows = {
  5: "lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>:nth-last-child(-n+2)]:col-span-3",
  7: "lg:grid-cols-12 lg:[&>*]:col-span-3 lg:[&>:nth-last-child(-n+3)]:col-span-4",
} as const;

/**
 * A card grid whose columns follow the number of cards, so every row is full
 * from 320 to 1920 px: 4 cards make 2 × 2 or 4 in a row, never 3 + 1; 5 make
 * 3 + 2 with the two wider; 2 make two columns, never two of three. On
 * two-column widths an odd last card spans both columns. `compact` grids
 * (short cards) keep two columns even on phones.
 */
export function cardGrid(count: number, { max = 3, compact = false }: { max?: 3 | 4; compact?: boolean } = {}) {
  const candidates = ([4, 3, 2] as const).filter((columns) => columns <= max);
  const even = count <= max ? Math.max(count, 1) : candidates.find((columns) => count % columns === 0);
  const uneven = even ? undefined : unevenRows[count as keyof typeof unevenRows];
  const oddLast = count % 2 === 1 && count > 1;
  return cn(
    "grid gap-3 sm:gap-5",
    compact ? "grid-cols-2" : "grid-cols-1",
    count > 1 && "sm:grid-cols-2",
    oddLast && (compact ? "[&>:last-child]:col-span-2" : "sm:[&>:last-child]:col-span-2"),
    // On wide screens the odd card takes its share of the row again.
    even
      ? [wideColumns[even as keyof typeof wideColumns], oddLast && even !== 1 && "lg:[&>:last-child]:col-span-1"]
      : uneven,
  );
}

/**
 * The track of card `index` of `count` in cardGrid's grid (not compact): its columns and span from 640 and
 * from 1024 px, for the card's photo's box (src/lib/photo-slots.ts).
 */
export function cardTrack(count: number, index: number, max: 3 | 4 = 3): CardTrack {
  const last = index === count - 1;
  const oddLast = count % 2 === 1 && count > 1;
  const sm = count > 1 ? { columns: 2, span: oddLast && last ? 2 : 1 } : { columns: 1, span: 1 };
  const candidates = ([4, 3, 2] as const).filter((columns) => columns <= max);
  const even = count <= max ? Math.max(count, 1) : candidates.find((columns) => count % columns === 0);
  if (even) return { sm, lg: { columns: even, span: 1 } };
  // The uneven rows: 5 = 3 + 2 on six tracks, 7 = 4 + 3 on twelve; any other count keeps the two columns.
  if (count === 5) return { sm, lg: { columns: 6, span: index >= 3 ? 3 : 2 } };
  if (count === 7) return { sm, lg: { columns: 12, span: index >= 4 ? 4 : 3 } };
  return { sm, lg: sm };
}

/** The maroon band that opens an inner page, labelled by its HeroTitle. */
export function HeroBand({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-linear-to-bl from-brand-700 via-brand-800 to-brand-900 text-white"
    >
      <div className={cn("container-page py-6 sm:py-16", className)}>{children}</div>
    </section>
  );
}

/** An inner page's one h1, which labels its HeroBand. */
export function HeroTitle({ className, children, ...props }: ComponentProps<"h1">) {
  return (
    <h1 id="hero-title" className={cn("text-h1 font-black", className)} {...props}>
      {children}
    </h1>
  );
}

/** The lead under an inner page's title. */
export function HeroIntro({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-4 max-w-3xl text-lg text-brand-100", className)} {...props} />;
}

/** The "read more" line at the end of a card that is one link as a whole. */
export function ReadMore({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 font-bold text-brand-700 group-hover:underline", className)}>
      {children}
      <ForwardArrow className="size-4" />
    </span>
  );
}
