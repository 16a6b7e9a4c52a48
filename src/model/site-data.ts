import { content as built, draft } from "virtual:site-content";
import { districtsWithPages, type District } from "./districts";
import { hasReviewPoster, hasWarrantyPage, navigation } from "./navigation";
import type { SiteContent } from "./validate";

// The validated content the pages are built from: each route's .astro file hands
// it to its data builder, and the layout's components read their words here.
// The build sets it once, from the site-content Vite plugin, which read and
// checked content/; the admin's preview sets it to each checked draft
// (admin/preview/), so both draw with the same code. Read at call time: these
// are live bindings, reassigned by setContent().
export let content: SiteContent;
/** Every service with its route and one name, in navigation order. */
export let serviceLinks: ReturnType<typeof navigation>["services"];
/** What every page's layout needs: contact data, the layout's words and the navigation. */
export let layout: { site: SiteContent["site"]; ui: SiteContent["ui"]; nav: ReturnType<typeof navigation> };
/** The districts with a page of their own: two real projects or more. */
export let districts: District[];
export let warrantyPageExists: boolean;
export let reviewPosterExists: boolean;

export function setContent(next: SiteContent) {
  content = next;
  const nav = navigation(next);
  serviceLinks = nav.services;
  layout = { site: next.site, ui: next.ui, nav };
  districts = districtsWithPages(next.projects);
  warrantyPageExists = hasWarrantyPage(next.site);
  reviewPosterExists = hasReviewPoster(next.site);
}

// The admin's bundle has no built content: its preview calls setContent() per draft.
if (built) setContent(built);

/** A draft build's examples (null for the public site): every page carries the banner and says noindex. */
export { draft };
