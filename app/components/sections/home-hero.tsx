import type { PreparedHome as HomePageContent } from "~/content/prepared";
import { ContentImage } from "~/components/ui/image";
import { useLayout } from "~/lib/use-layout";
import { ContactActions } from "./contact-actions";

export function HomeHero({ hero }: { hero: HomePageContent["hero"] }) {
  const { site, ui } = useLayout();
  const { company } = site;
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
      <div className="relative container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:py-20">
        <div>
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
          {/* Who stands behind the site, from the company profile. */}
          <p className="mt-6 text-sm text-brand-100" data-trust-line>
            {company.legalName} · {ui.footer.cr} <bdi>{company.cr}</bdi> · {ui.trust.since} <bdi>{company.founded}</bdi>
          </p>
        </div>
        {/* The owner's photo once set in the hero's image slot; an illustration until then.
            It is the largest paint of the first screen, on phones too. */}
        <div className="overflow-hidden rounded-3xl shadow-2xl ring-4 ring-white/10">
          <ContentImage image={hero.image} priority sizes="(min-width: 1024px) 460px, 100vw" className="aspect-3/2" />
        </div>
      </div>
    </section>
  );
}
