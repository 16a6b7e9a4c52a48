// Pure builders for the files crawlers and browsers fetch beside the pages:
// sitemap.xml, robots.txt, the web manifest and favicon.ico. No "~" imports and
// no import.meta.env: the Astro config loads this module at build time
// (through scripts/build/seo.ts), and the layout imports the shared names below.

/** The brand maroon (brand-700): browser UI, manifest and apple-touch-icon background. */
export const themeColor = "#5c2121";
/** sand-50, the page background, shown while an installed site starts. */
export const backgroundColor = "#fcfaf8";

/** Files written into build/client by scripts/build/seo.ts and linked from the layout (src/layouts/page.astro). */
export const seoPaths = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  manifest: "/manifest.webmanifest",
  faviconSvg: "/favicon.svg",
  faviconIco: "/favicon.ico",
  appleTouchIcon: "/apple-touch-icon.png",
} as const;

/** Raster icons rendered from public/favicon.svg at build time. */
export const rasterIcons = [
  { path: seoPaths.faviconIco, size: 32 },
  // iOS paints transparent corners black, so this one gets a solid background.
  { path: seoPaths.appleTouchIcon, size: 180, background: themeColor },
  { path: "/icon-192.png", size: 192 },
  { path: "/icon-512.png", size: 512 },
] as const;

/** The 1200×630 social image of a page: "home" or a service slug. */
export const ogImage = { width: 1200, height: 630, path: (slug: string) => `/og/${slug}.png` } as const;

/** Absolute URL of a site path; the home page keeps its slash, others have none. */
export function urlFor(origin: string, path: string) {
  return path === "/" ? `${origin}/` : `${origin}${path}`;
}

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** A page's alternates in other languages, as its head's hreflang links name them. */
export type Alternate = { hreflang: string; href: string };

/**
 * sitemaps.org urlset of the canonical URLs, in route order. A page with a pair in another
 * language lists every alternate of its head (xhtml:link, as Google reads them), itself included.
 */
export function sitemapXml(origin: string, pages: readonly (string | { path: string; alternates?: Alternate[] })[]) {
  const urls = pages.map((page) => {
    const { path, alternates = [] } = typeof page === "string" ? { path: page } : page;
    const links = alternates.map(
      ({ hreflang, href }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${xmlEscape(hreflang)}" href="${xmlEscape(href)}"/>`,
    );
    return `  <url><loc>${xmlEscape(urlFor(origin, path))}</loc>${links.join("")}${links.length ? "\n  " : ""}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The owner's admin (Sveltia CMS), built into build/client/admin by scripts/build/admin.js. */
export const adminPath = "/admin/";

/**
 * Everything but the owner's admin may be crawled (its page also says noindex);
 * the sitemap is the list of pages that should be indexed. A draft (example values
 * left) may not be crawled at all, and has no sitemap.
 */
export function robotsTxt(origin: string, { draft = false } = {}) {
  if (draft) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\nDisallow: ${adminPath}\n\nSitemap: ${origin}${seoPaths.sitemap}\n`;
}

export function webManifest({ name, description }: { name: string; description: string }) {
  return {
    name,
    description,
    lang: "ar",
    dir: "rtl",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: seoPaths.faviconSvg, type: "image/svg+xml", sizes: "any" },
      ...rasterIcons
        .filter((icon) => icon.path.endsWith(".png"))
        .map((icon) => ({ src: icon.path, type: "image/png", sizes: `${icon.size}x${icon.size}` })),
    ],
  };
}

/** An .ico file holding PNG images (PNG-in-ICO, which every current browser reads). */
export function icoFromPngs(images: readonly { size: number; png: Uint8Array }[]) {
  const header = 6;
  const entry = 16;
  const out = new Uint8Array(header + entry * images.length + images.reduce((sum, i) => sum + i.png.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = header + entry * images.length;
  images.forEach(({ size, png }, i) => {
    const at = header + entry * i;
    view.setUint8(at, size >= 256 ? 0 : size); // 0 means 256
    view.setUint8(at + 1, size >= 256 ? 0 : size);
    view.setUint16(at + 4, 1, true); // colour planes
    view.setUint16(at + 6, 32, true); // bits per pixel
    view.setUint32(at + 8, png.length, true);
    view.setUint32(at + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}

export type PageHead = {
  title: string[];
  description: string[];
  ogImage: string[];
  siteName: string[];
  canonical: string[];
  noindex: boolean;
  /** Its hreflang links: the page in each language (src/routes.ts). */
  alternates: Alternate[];
};

export const titleMaxLength = 60;
export const descriptionMaxLength = 160;

/**
 * Problems with the built pages' heads that only a template can cause: a page
 * without exactly one title or description. They fail the build.
 */
export function headProblems(pages: readonly { file: string; head: PageHead }[]): string[] {
  return pages.flatMap(({ file, head }) =>
    (["title", "description"] as const)
      .filter((field) => head[field].length !== 1 || !head[field][0])
      .map((field) => `${file}: needs exactly one non-empty ${field}, found ${head[field].filter(Boolean).length}`),
  );
}

/**
 * What the owner's words can cause and search results only suffer from: a title or
 * description too long, or the same on two pages (two projects told in the same
 * words). The admin accepts such content, so the build publishes it and warns.
 */
export function headWarnings(pages: readonly { file: string; head: PageHead }[]): string[] {
  const warnings: string[] = [];
  const owners = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const { file, head } of pages) {
    for (const [field, max] of [
      ["title", titleMaxLength],
      ["description", descriptionMaxLength],
    ] as const) {
      const value = head[field][0];
      if (!value) continue;
      if (value.length > max) warnings.push(`${file}: ${field} is ${value.length} characters; keep it to ${max}`);
      const other = owners[field].get(value);
      if (other) warnings.push(`${file}: ${field} "${value}" is also used by ${other}`);
      owners[field].set(value, file);
    }
  }
  return warnings;
}
