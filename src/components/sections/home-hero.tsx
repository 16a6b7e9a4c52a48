import type { HomePageContent } from "~/model/contract/schema";
import type { TrustData } from "~/model/views/trust";
import { ContentImage } from "~/components/ui/image";
import { photoSlots } from "~/lib/photo-slots";
import { ForwardArrow } from "~/components/ui/icon";
import { useLayout } from "~/components/layout/layout-context";
import { ContactActions } from "./contact-actions";
import { CompanyLine, TrustBand } from "./proof";

/**
 * The first screen. On a phone it reads top to bottom as a buyer asks: a
 * picture of the work, who and where (h1), what, the proof (trust band), the
 * estimator's link, the company's registration; call and chat are the contact
 * bar's there, and the hero's own pair from 640 px.
 */
export function HomeHero({ hero, trust }: { hero: HomePageContent["hero"]; trust: TrustData }) {
  const { site, ui, nav } = useLayout();
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
      <div className="relative container-page grid items-center gap-4 py-4 sm:gap-10 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:py-20">
        {/* The owner's photo once set in the hero's image slot; an illustration until then. A wide strip
            on phones, so the words and the proof still fit the first screen; the largest paint everywhere. */}
        <div className="overflow-hidden rounded-2xl shadow-2xl ring-4 ring-white/10 sm:rounded-3xl lg:order-last">
          <ContentImage image={hero.image} priority slot={photoSlots.homeHero} />
        </div>
        <div>
          <p className="text-sm font-bold text-gold-300 sm:text-base">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-1 text-display font-black sm:mt-3">
            {hero.title}
          </h1>
          <div className="mt-2 max-w-2xl space-y-2 text-brand-100 sm:mt-6 sm:space-y-3 sm:text-xl sm:leading-9">
            {hero.lead.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <TrustBand trust={trust} className="mt-4 sm:mt-8" />
          {/* On a phone the fixed contact bar is this pair, always in reach: a second pair here
              would end under it. */}
          <div className="hidden sm:block">
            <ContactActions message={site.whatsappGreeting} className="mt-8" />
          </div>
          <p className="mt-4 sm:mt-5">
            <a
              href={nav.estimate.path}
              className="inline-flex min-h-11 items-center gap-2 font-bold text-gold-300 underline-offset-4 hover:underline"
            >
              {ui.estimator.homeLink}
              <ForwardArrow className="size-5" />
            </a>
          </p>
          <CompanyLine className="mt-4 sm:mt-6" />
        </div>
      </div>
    </section>
  );
}
