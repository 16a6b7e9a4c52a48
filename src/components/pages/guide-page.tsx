import { ExampleBadge } from "~/components/sections/proof";
import { GuideBody } from "~/components/guides/guide-body";
import type { GuidePriceList } from "~/components/guides/guide-prices";
import { Main } from "~/components/layout/main";
import { ClosingSection, ContactActions } from "~/components/sections/contact-actions";
import { HeroBand, HeroIntro, HeroTitle } from "~/components/sections/section";
import { ContentIcon } from "~/components/ui/icon";
import { newTab } from "~/lib/links";
import type { Heading, MarkdownNode } from "~/lib/markdown";
import { guidesPath, type ServiceSlug } from "~/model/contract/pages";
import type { GuidesPageContent } from "~/model/contract/schema";
import type { GuideCardData } from "~/model/views/cards";

/** One guide: its dates and reading time, a table of contents from its headings, its text and its sources. */
export function GuidePage({
  guide,
  page,
  message,
}: {
  guide: GuideCardData & {
    nodes: MarkdownNode[];
    headings: Heading[];
    sources: { title: string; url: string }[];
    dates: { label: string; date: string; text: string }[];
    prices: Partial<Record<ServiceSlug, GuidePriceList>>;
  };
  page: GuidesPageContent;
  message: string;
}) {
  return (
    <Main>
      <HeroBand>
        <p>
          <a href={guidesPath} className="font-semibold text-gold-300 underline-offset-4 hover:underline">
            {page.all}
          </a>
        </p>
        <HeroTitle className="mt-3 max-w-4xl">{guide.title}</HeroTitle>
        {guide.example && <ExampleBadge className="mt-4" />}
        <HeroIntro>{guide.description}</HeroIntro>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-brand-100">
          {guide.dates.map((item) => (
            <div key={item.label}>
              <dt className="text-sm font-bold text-gold-300">{item.label}</dt>
              <dd className="font-semibold text-white">
                <time dateTime={item.date}>{item.text}</time>
              </dd>
            </div>
          ))}
          <div>
            <dt className="text-sm font-bold text-gold-300">{page.serviceLink}</dt>
            <dd className="font-semibold">
              <a href={guide.serviceHref} className="text-white underline underline-offset-4">
                {guide.service}
              </a>
            </dd>
          </div>
        </dl>
        <p className="mt-4 inline-flex items-center gap-2 font-semibold">
          <ContentIcon name="clock" className="size-5" />
          {guide.readingTime}
        </p>
        <ContactActions message={message} className="mt-8" />
      </HeroBand>

      <div className="bg-sand-50 py-12 sm:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
          {guide.headings.length > 0 && (
            <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
              <h2 id="toc-title" className="text-lg font-extrabold text-brand-700">
                {page.contents}
              </h2>
              <ol className="mt-3 space-y-2 border-s-2 border-sand-200 ps-4">
                {guide.headings.map((heading) => (
                  <li key={heading.id} className={heading.depth === 3 ? "ps-4 text-base" : "font-semibold"}>
                    <a href={`#${heading.id}`} className="hover:text-brand-700 hover:underline">
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <article aria-labelledby="hero-title" className="max-w-3xl min-w-0">
            <GuideBody nodes={guide.nodes} prices={guide.prices} className="[&>:first-child]:mt-0" />
            <section aria-labelledby="sources-title" className="mt-12 rounded-2xl border border-sand-200 bg-white p-6">
              <h2 id="sources-title" className="text-h3 font-extrabold text-brand-700">
                {page.sources}
              </h2>
              <ol className="mt-4 list-decimal space-y-2 ps-6">
                {guide.sources.map((source) => (
                  <li key={source.url}>
                    <a
                      href={source.url}
                      {...newTab}
                      className="font-semibold text-brand-700 underline underline-offset-4"
                    >
                      {source.title}
                    </a>{" "}
                    {/* The site's name, not its whole address: the link is on the title, and a name never breaks mid-word. */}
                    <bdi dir="ltr" className="text-sm text-ink-muted">
                      {new URL(source.url).hostname.replace(/^www\./, "")}
                    </bdi>
                  </li>
                ))}
              </ol>
            </section>
          </article>
        </div>
      </div>
      <ClosingSection title={page.closing.title} text={page.closing.text} message={message} />
    </Main>
  );
}
