import type { ComponentProps, ReactNode } from "react";
import type { PreparedIcon } from "~/content/prepared";
import { cn } from "~/lib/cn";
import { SvgIcon } from "~/components/ui/icon";

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
    <section id={id} aria-labelledby={headingId} className={cn("py-14 sm:py-20", tones[tone], className)}>
      <div className="container-page">
        <header className="max-w-3xl">
          <h2 id={headingId} className="text-2xl leading-snug font-extrabold text-brand-700 sm:text-3xl">
            {title}
          </h2>
          <span aria-hidden="true" className="mt-3 block h-1 w-16 rounded-full bg-gold-400" />
          {intro && <p className="mt-4 text-lg text-ink-muted">{intro}</p>}
        </header>
        <div className="mt-8 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}

/** A card that rises in after the previous one in its list (see .stagger). Padding is the caller's. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("stagger rounded-2xl border border-sand-200 bg-white shadow-sm", className)} {...props} />;
}

/** An icon card: used for the home highlights and the service pages' use cases. */
export function IconCard({ icon, title, description }: { icon: PreparedIcon; title: string; description: string }) {
  return (
    <Card className="h-full p-6">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <SvgIcon icon={icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-1 text-ink-muted">{description}</p>
    </Card>
  );
}
