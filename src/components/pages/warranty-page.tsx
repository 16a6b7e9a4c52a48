import { useLayout } from "~/components/layout/layout-context";
import { Main } from "~/components/layout/main";
import { ClosingSection } from "~/components/sections/contact-actions";
import { ExampleBadge } from "~/components/sections/proof";
import { HeroBand, HeroIntro, HeroTitle, Section } from "~/components/sections/section";
import { commaOf } from "~/lib/format";
import type { WarrantyPageContent } from "~/model/contract/schema";

/**
 * The warranty in full, from the company profile: each service's own terms, the services
 * that have none (named, never given another's), what it does not cover, and how to claim.
 */
export function WarrantyPage({
  page,
  example,
  general,
  services,
  none,
  excludes,
  claim,
  message,
}: {
  page: WarrantyPageContent;
  example: boolean;
  general?: string;
  /** `duration` as the service page's badge says it: «ضمان سنتين». */
  services: { slug: string; name: string; path: string; text: string; duration: string }[];
  none: { name: string; path: string }[];
  excludes: string[];
  claim: string[];
  /** The claim's WhatsApp message (src/model/views/legal.ts claimMessage), not the sales greeting. */
  message: string;
}) {
  const { language } = useLayout();
  return (
    <Main>
      <HeroBand>
        <HeroTitle>{page.title}</HeroTitle>
        {example && <ExampleBadge className="mt-4" />}
        <HeroIntro>{page.intro}</HeroIntro>
        {general && (
          <p className="mt-6 max-w-3xl rounded-2xl bg-white/10 p-5 text-lg">
            <strong className="block text-gold-300">{page.general}</strong>
            <span data-warranty-general>{general}</span>
          </p>
        )}
      </HeroBand>
      {services.length > 0 && (
        <Section id="services" title={page.services} tone="white">
          {/* Cards, not a table: three columns of Arabic prose are unreadable on a phone. */}
          <ul className="grid gap-5 md:grid-cols-2">
            {services.map((rule) => (
              <li
                key={rule.path}
                // The target of the service page's «شروط الضمان» link (src/model/views/trust.ts trustItems).
                id={rule.slug}
                data-warranty-service={rule.path}
                className="rounded-2xl border border-sand-200 bg-sand-50 p-6"
              >
                <h3 className="text-h3 font-bold">
                  <a href={rule.path} className="text-brand-700 underline underline-offset-4">
                    {rule.name}
                  </a>
                </h3>
                <p className="mt-1 text-lg font-bold" data-warranty-duration>
                  {rule.duration}
                </p>
                <dl className="mt-3">
                  <dt className="text-sm font-bold text-ink-muted">{page.covered}</dt>
                  <dd className="leading-8">{rule.text}</dd>
                </dl>
              </li>
            ))}
          </ul>
          {none.length > 0 && (
            <p className="mt-6 max-w-3xl text-lg" data-warranty-none>
              {page.none}{" "}
              {none.map((service, i) => (
                <span key={service.path}>
                  {i > 0 && commaOf(language)}
                  <a href={service.path} className="font-bold text-brand-700 underline underline-offset-4">
                    {service.name}
                  </a>
                </span>
              ))}
              .
            </p>
          )}
        </Section>
      )}
      {excludes.length > 0 && (
        <Section id="excludes" title={page.excludes} tone="muted">
          <ul className="grid max-w-3xl gap-3 text-lg">
            {excludes.map((item) => (
              <li key={item} className="rounded-xl border border-sand-200 bg-white p-4">
                {item}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {claim.length > 0 && (
        <Section id="claim" title={page.claim} tone="white">
          <ol className="grid max-w-3xl gap-4 text-lg">
            {claim.map((step, i) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="pt-1.5">{step}</span>
              </li>
            ))}
          </ol>
        </Section>
      )}
      <ClosingSection title={page.closing.title} text={page.closing.text} message={message} />
    </Main>
  );
}
