import type { MetaDescriptor } from "react-router";
import { ogImage, urlFor } from "./seo-files";

/** The site's name and public origin, from content/site.yml (SITE_URL overrides the origin at build time). */
export type MetaSite = { name: string; url: string };

/** Every page's head: title with the site suffix, description, canonical, Open Graph and Twitter. */
export function getMeta(
  site: MetaSite,
  {
    title,
    description,
    path,
    image = ogImage.path("home"),
    noindex = false,
  }: {
    title: string;
    description: string;
    /** The canonical path; omit it for pages without one (404). */
    path?: string;
    image?: string;
    noindex?: boolean;
  },
): MetaDescriptor[] {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = path ? urlFor(site.url, path) : undefined;
  const imageUrl = urlFor(site.url, image);
  const tags: (MetaDescriptor | false)[] = [
    { title: fullTitle },
    { name: "description", content: description },
    noindex && { name: "robots", content: "noindex" },
    !!url && { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "ar_SA" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    !!url && { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  return tags.filter((tag): tag is MetaDescriptor => tag !== false);
}
