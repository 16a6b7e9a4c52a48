import { Link } from "react-router";
import type { ProjectCardData, ReviewCardData, TrustData } from "~/content/content.server";
import type { PreparedService } from "~/content/prepared";
import type { Price } from "~/content/schema";
import { formatPrice } from "~/lib/format";
import { ProjectGrid, ReviewList, TrustBand } from "./lazy-proof";
import { ContentImage } from "~/components/ui/image";
import { ClosingSection, ContactActions } from "./contact-actions";
import { HeroBand, Section, type SectionTone } from "./section";
import { deferred } from "~/components/ui/deferred";

// Every section below the hero arrives after the first load; see deferred().
const ServiceSection = deferred(() => import("./service-sections").then((m) => m.ServiceSection));
import { Icon } from "~/components/ui/icon";
import { useLayout } from "~/lib/use-layout";

/** The one template behind all eight service pages; each page is a content record. */
export function ServicePage({
  service,
  cheapest,
  trust,
  projects,
  reviews,
}: {
  service: PreparedService & { path: string };
  cheapest?: { price: Price; sectionId: string };
  trust: TrustData;
  projects: ProjectCardData[];
  reviews: ReviewCardData[];
}) {
  const { nav, ui } = useLayout();
  // Alternate backgrounds to pace the long page; image blocks sit between bands.
  const tones: SectionTone[] = ["white", "muted"];
  let band = 0;
  const sections = service.sections.map((section) => ({
    section,
    tone: section.kind === "image" ? "plain" : tones[band++ % 2]!,
  }));
  return (
    <>
      <HeroBand className="grid items-center gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
        <div>
          <h1 id="hero-title" className="text-h1 font-black">
            {service.hero.title}
          </h1>
          <div className="mt-5 space-y-3 text-lg text-brand-100">
            {service.hero.lead.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ContactActions message={service.whatsappMessage} className="mt-8" />
          {cheapest && (
            <p className="mt-6">
              <a
                href={`#${cheapest.sectionId}`}
                className="inline-flex items-center gap-2 font-bold text-gold-300 underline-offset-4 hover:underline"
              >
                {ui.servicePage.pricesFrom} {formatPrice({ ...cheapest.price, max: cheapest.price.min })}
                <Icon name="chevron-down" className="size-5" />
              </a>
            </p>
          )}
        </div>
        <div className="overflow-hidden rounded-3xl shadow-2xl ring-4 ring-white/10">
          <ContentImage
            image={service.hero.image}
            priority
            sizes="(min-width: 1024px) 520px, 100vw"
            className="aspect-3/2"
          />
        </div>
      </HeroBand>
      <TrustBand trust={trust} />

      {sections.map(({ section, tone }) => (
        <ServiceSection key={section.kind === "image" ? section.image.src : section.id} section={section} tone={tone} />
      ))}

      {projects.length > 0 && (
        <Section id="projects" title={ui.servicePage.projectsTitle} tone={tones[band++ % 2]}>
          <ProjectGrid projects={projects} readMore={ui.nav.projects} />
        </Section>
      )}
      {reviews.length > 0 && (
        <Section id="reviews" title={ui.servicePage.reviewsTitle} tone={tones[band++ % 2]}>
          <ReviewList reviews={reviews} />
        </Section>
      )}

      <Section id="faq" title={ui.servicePage.faqTitle} tone={tones[band % 2]}>
        <div className="grid max-w-4xl gap-3">
          {service.faqs.map((faq) => (
            <details
              key={faq.question}
              className="group rounded-2xl border border-sand-200 bg-white shadow-sm open:shadow-md"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-bold [&::-webkit-details-marker]:hidden">
                <h3>{faq.question}</h3>
                <Icon
                  name="chevron-down"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-ink-muted">{faq.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <ClosingSection title={service.closing.title} text={service.closing.text} message={service.whatsappMessage} />

      <nav id="other-services" aria-labelledby="other-services-title" className="bg-white py-12">
        <div className="container-page">
          <h2 id="other-services-title" className="text-h3 font-extrabold text-brand-700">
            {ui.servicePage.otherServices}
          </h2>
          <ul className="mt-5 flex flex-wrap gap-3">
            {nav.services
              .filter((page) => page.path !== service.path)
              .map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    className="inline-flex min-h-11 items-center rounded-full border border-sand-200 bg-sand-50 px-5 font-semibold hover:border-brand-700 hover:text-brand-700"
                  >
                    {page.label}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
