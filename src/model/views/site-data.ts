import { content as built, draft, images } from "virtual:site-content";
import { districtsWithPages } from "./districts";
import { layoutOf } from "./layout-data";
import { hasReviewPoster, hasWarrantyPage } from "../contract/pages";
import type { SiteContent } from "../contract/validate";

// The validated content the site is built from, read and checked from content/
// by the site-content Vite plugin. Only the routes' .astro files (and tests)
// read it: they hand it to their data builder, and the layout's part to the
// components through <WithLayout> (src/components/layout/layout-context.tsx).
// The admin's preview never imports this: it builds the same from each draft.
export const content: SiteContent = built!;
/** What every page's layout needs: contact data, the layout's words and the navigation. */
export const layout = layoutOf(content);
/** Every service with its route and one name, in navigation order. */
export const serviceLinks = layout.nav.services;
/** The districts with a page of their own: two real projects or more. */
export const districts = districtsWithPages(content.projects);
export const warrantyPageExists = hasWarrantyPage(content.site);
export const reviewPosterExists = hasReviewPoster(content.site);

/** The build's files of every image in the content: the layout preloads a photo hero's from them. */
export { images };

/** A draft build's examples (null for the public site): every page carries the banner and says noindex. */
export { draft };
