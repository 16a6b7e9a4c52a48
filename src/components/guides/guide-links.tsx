import { ExampleBadge } from "~/components/sections/proof";
import { ForwardArrow } from "~/components/ui/icon";
import type { GuideCardData } from "~/model/views/cards";

/** A service page's guides, compact: each title a link, with its reading time. */
export function GuideLinks({ guides }: { guides: GuideCardData[] }) {
  return (
    <ul className="grid gap-2 md:grid-cols-2">
      {guides.map((guide) => (
        <li key={guide.slug}>
          <a
            href={guide.href}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-sand-200 bg-white px-4 py-3 font-bold hover:border-brand-700 hover:text-brand-700"
          >
            <span className="flex-1">{guide.title}</span>
            {guide.example && <ExampleBadge className="shrink-0" />}
            {/* On a phone the title takes the line; the guide itself gives its reading time. */}
            <span className="shrink-0 text-sm font-semibold text-ink-muted max-sm:hidden">{guide.readingTime}</span>
            <ForwardArrow className="size-4 shrink-0 text-brand-700" />
          </a>
        </li>
      ))}
    </ul>
  );
}
