// The home page's data (src/routes.ts): its head and the page component's props.
import { fill } from "~/lib/estimate";
import { getMeta } from "~/lib/meta";
import { photoSlots } from "~/lib/photo-slots";
import { homeStructuredData } from "~/lib/structured-data";
import { projectCard, reviewCard, serviceOf } from "~/model/views/cards";
import { shownServices } from "~/model/languages/english";
import { publishedDistricts } from "~/model/views/projects";
import { head } from "~/model/views/head";
import { trustItems } from "~/model/views/trust";
import type { SiteContent } from "~/model/contract/validate";

/**
 * The home's words that may name the company, with "{name}" filled in from the settings, so his name
 * reaches the heading, the title and the description the day he sets it (English: the English name);
 * and the contact section's line with "{hours}", the working hours as the settings state them, so the
 * page never promises other hours than his.
 */
export function namedHome(
  home: SiteContent["home"],
  { name, company }: Pick<SiteContent["site"], "name"> & { company: Pick<SiteContent["site"]["company"], "hours"> },
): SiteContent["home"] {
  const named = (text: string) => fill(text, { name });
  return {
    ...home,
    meta: { title: named(home.meta.title), description: named(home.meta.description) },
    hero: { ...home.hero, eyebrow: named(home.hero.eyebrow), title: named(home.hero.title) },
    contact: { ...home.contact, subtitle: fill(home.contact.subtitle, { name, hours: company.hours }) },
  };
}

export function homePage(content: SiteContent) {
  const home = namedHome(content.home, content.site);
  return {
    head: head(
      getMeta(content.site, { ...home.meta, path: "/" }),
      homeStructuredData(content, home, {
        districts: publishedDistricts(content),
        services: shownServices(content).map(({ slug }) => serviceOf(content, slug)),
      }),
      // The slot HomeHero draws it in: the head preloads the file the <picture> will pick.
      { image: home.hero.image, slot: photoSlots.homeHero },
    ),
    props: {
      content: home,
      trust: trustItems(content),
      featured: content.projects.filter((project) => project.featured).map((project) => projectCard(content, project)),
      // A card opens one project: it reads as the projects list's cards do, never as the link to them all.
      projectReadMore: content.projectsPage.readMore,
      reviews: content.reviews.slice(0, 4).map((review) => reviewCard(content, review)),
    },
  };
}
