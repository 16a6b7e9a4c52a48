// The home page's data (index.astro): its head and the page component's props.
import { getMeta } from "~/lib/meta";
import { homeStructuredData } from "~/lib/structured-data";
import { projectCard, reviewCard } from "~/model/cards";
import { head } from "~/model/head";
import { trustItems } from "~/model/trust";
import type { SiteContent } from "~/model/validate";

export function homePage(content: SiteContent) {
  const home = content.home;
  return {
    head: head(getMeta(content.site, { ...home.meta, path: "/" }), homeStructuredData(content, home)),
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
