import { ogImage, titleMaxLength, urlFor } from "./seo-files";

/** The site's name and public origin, from content/site.yml (SITE_URL overrides the origin at build time). */
export type MetaSite = { name: string; url: string };

/** One tag of a page's head: its title, a <meta> or a <link>. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string; hreflang?: string };

/** Every page's head: title with the site suffix, description, canonical, Open Graph, and the X card size (X reads the rest from Open Graph). */
export function getMeta(
  site: MetaSite,
  {
    title,
    description,
    path,
    image = ogImage.path("home"),
    noindex = false,
    type = "website",
    feed,
  }: {
    title: string;
    description: string;
    /** The canonical path; omit it for pages without one (404). */
    path?: string;
    image?: string;
    noindex?: boolean;
    /** "article" for a guide. */
    type?: "website" | "article";
    /** An Atom feed the page belongs to, announced with <link rel="alternate">. */
    feed?: { path: string; title: string };
  },
): MetaDescriptor[] {
  // The suffix only where it fits: a long company name must not push a page's title past the limit.
  const suffixed = `${title} | ${site.name}`;
  const fullTitle = title === site.name || suffixed.length > titleMaxLength ? title : suffixed;
  const url = path ? urlFor(site.url, path) : undefined;
  const imageUrl = urlFor(site.url, image);
  const tags: (MetaDescriptor | false)[] = [
    { title: fullTitle },
    { name: "description", content: description },
    noindex && { name: "robots", content: "noindex" },
    !!url && { tagName: "link", rel: "canonical", href: url },
    !!feed && {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: feed.title,
      href: urlFor(site.url, feed.path),
    },
    { property: "og:type", content: type },
    { property: "og:locale", content: "ar_SA" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    !!url && { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  return tags.filter((tag): tag is MetaDescriptor => tag !== false);
}
