import { ExampleBadge } from "~/components/sections/proof";
import { Card, ReadMore } from "~/components/sections/section";
import type { GuideCardData } from "~/model/views/cards";

/** Guide cards: title, service, date and reading time; the whole card is one link. */
export function GuideList({ guides, readMore }: { guides: GuideCardData[]; readMore: string }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {guides.map((guide) => (
        <li key={guide.slug}>
          <Card className="group h-full transition hover:-translate-y-1 hover:shadow-md">
            <a href={guide.href} className="flex h-full flex-col gap-3 rounded-2xl p-6">
              <p className="text-sm font-bold text-brand-700">
                {guide.service} · <time dateTime={guide.published}>{guide.publishedText}</time> · {guide.readingTime}
              </p>
              <h3 className="text-h3 font-bold">{guide.title}</h3>
              {guide.example && <ExampleBadge className="self-start" />}
              <p className="flex-1 text-ink-muted">{guide.description}</p>
              <ReadMore>{readMore}</ReadMore>
            </a>
          </Card>
        </li>
      ))}
    </ul>
  );
}
