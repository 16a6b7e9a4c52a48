// The one list of site pages. Route config, navigation, the sitemap and the
// tests all read it, so a page cannot exist in one place and be missing in another.
export const servicePages = [
  { path: "/warehouses-detail", label: "الهناجر والمستودعات" },
  { path: "/canopies", label: "مظلات السيارات" },
  { path: "/shutters", label: "السواتر" },
  { path: "/sandwich-panel", label: "الساندوتش بانل" },
  { path: "/fencing", label: "تسوير الأراضي" },
  { path: "/LaserShutters", label: "سواتر الليزر" },
  { path: "/cladding", label: "تكسيات بديل الخشب" },
  { path: "/doors", label: "تكسية الأبواب" },
] as const;

export type ServicePath = (typeof servicePages)[number]["path"];
export const servicePaths = servicePages.map((page) => page.path);

export const homeLink = { path: "/", label: "الرئيسية" } as const;

/** Header: home plus the seven main services (spec §2). */
export const headerLinks = [homeLink, ...servicePages.slice(0, 7)];

/** Footer: five service links (spec §2). */
export const footerLinks = servicePages.slice(0, 5);

export const prerenderPaths = ["/", ...servicePaths];
