// Budgets on what the owner's words make of a page: its HTML's weight, its length on a phone,
// its title and description in search results, and the proof on the home page's first screen.
// The owner writes those words, so on his content they are warnings in his build report and
// the admin's publish panel, never a failed build or a red CI run; on the fixture content the
// tests own (tests/fixtures/content) the same checks block (scripts/build.test.ts,
// tests/pages/fixture-budgets.spec.ts). docs/quality.md → Budgets on the owner's words.
import { gzipSync } from "node:zlib";
import { descriptionMaxLength, titleMaxLength } from "../../lib/seo-files.ts";
import { adminLink, type OwnerItem } from "./owner-messages.ts";
import { servicePages } from "../contract/pages.ts";
import { phonePhotos, photoWarnings, type Picture } from "./photo-budgets.ts";

type Rule = { routes?: readonly string[]; max: number; note: string };

/** The first rule whose routes include the route ("/x/*": every route below /x), or the one without routes. */
export function ruleFor(rules: readonly Rule[], route: string) {
  return rules.find(
    (rule) =>
      !rule.routes ||
      rule.routes.some((pattern) =>
        pattern.endsWith("/*") ? route.startsWith(pattern.slice(0, -1)) : pattern === route,
      ),
  );
}

const servicePaths = servicePages.map((page) => page.path);
/** The same pages in English, under /en (pathIn, src/model/languages/english.ts, which the build's scripts cannot import). */
const englishServicePaths = servicePaths.map((path) => `/en${path}`);

export const pageBudgets = {
  /** The page's HTML, gzip, 1 kB = 1000 bytes: what a phone on a slow network waits for before the first screen. */
  htmlKB: [
    { routes: ["/"], max: 14, note: "12.4 kB on 2026-11-24, + 13 %" },
    {
      routes: ["/projects", "/projects/*"],
      max: 6.2,
      note: "the projects pages: 5.4 kB at most on 2026-11-24, + 15 %",
    },
    { routes: ["/fencing"], max: 11.5, note: "the page the buyer reads most slowly on a phone (decisions 0022, 0023)" },
    { routes: ["404"], max: 4.8, note: "4.2 kB on 2026-11-24, + 14 %" },
    { max: 15.5, note: "every other page (the service pages): 13.6 kB at most on 2026-11-24, + 14 %" },
  ],
  /** The page's length on a phone, in screens of 360 × 740 px (decision 0022). */
  screens: [
    { routes: ["/"], max: 8, note: "a home page a buyer finishes on a phone" },
    { routes: [...servicePaths, ...englishServicePaths], max: 11, note: "the service pages, in both languages" },
  ],
  /** Search results cut a longer title or description (the build's head warnings, src/lib/seo-files.ts). */
  titleChars: titleMaxLength,
  descriptionChars: descriptionMaxLength,
  /** Proof points (data-trust) readable on the home page's first screen on a phone, above the contact bar. */
  firstScreenProof: 2,
} as const satisfies {
  htmlKB: readonly Rule[];
  screens: readonly Rule[];
  titleChars: number;
  descriptionChars: number;
  firstScreenProof: number;
};

/**
 * A built page as the budgets read it, located by the build's parse (scripts/build/page-budgets.ts): its route
 * ("/", "/fencing", "404"), its first heading, its title and description, its pictures, and its HTML without its
 * island's serialised props (the estimator's price model and words, as Astro writes them into
 * <astro-island props="…">): the owner's-words budget weighs what he writes, while the island's data is the
 * template's, held by the audit's island and first-view budgets (audit.budgets.json).
 */
export type BuiltPage = {
  route: string;
  html: string;
  heading: string | undefined;
  title: string | undefined;
  description: string | undefined;
  pictures: readonly Picture[];
};

/** One budget a page misses: the figure, its value and its limit, and the owner's item. */
export type PageWarning = { route: string; figure: string; value: number; limit: number; item: OwnerItem };

/** The page's HTML, gzip, in kB: the same figure as the audit's HTML kB (scripts/audit/bytes.js). */
export const htmlKB = (html: string | Buffer) => gzipSync(html).length / 1000;

/** The content entry the owner edits for a route, for the admin link. */
function entryOf(route: string): { entry?: string; at: string } {
  if (route === "/") return { entry: "home", at: "content/pages/home.yml" };
  const service = servicePages.find((page) => page.path === route);
  if (service) return { entry: service.slug, at: `content/pages/${service.slug}.yml` };
  const record = /^\/(projects|guides)\/([^/]+)$/.exec(route);
  if (record && record[2] !== "service") return { entry: record[1], at: `content/${record[1]}/${record[2]}.yml` };
  return { at: route };
}

const number = (value: number, digits = 0) => value.toFixed(digits);

/** The budgets on the owner's words a page's HTML is measured against: each figure, its limit and his reason. */
const ownerBudgets = ({ route, html, title = "", description = "" }: BuiltPage) => [
  {
    figure: "htmlKB",
    value: htmlKB(html),
    limit: ruleFor(pageBudgets.htmlKB, route)?.max,
    reason: (kB: number, max: number) =>
      `الصفحة أثقل مما ينبغي للجوال: ${number(kB, 1)} ك.ب والحد ${max} ك.ب، فاختصر نصوصها أو احذف ما تكرر من أقسامها`,
  },
  {
    figure: "titleChars",
    value: title.length,
    limit: pageBudgets.titleChars,
    reason: (length: number, max: number) =>
      `عنوان الصفحة في نتائج البحث ${length} حرفًا، ومحركات البحث تقطع ما بعد ${max}: اختصر عنوان الصفحة في بيانات البحث`,
  },
  {
    figure: "descriptionChars",
    value: description.length,
    limit: pageBudgets.descriptionChars,
    reason: (length: number, max: number) =>
      `وصف الصفحة في نتائج البحث ${length} حرفًا، ومحركات البحث تقطع ما بعد ${max}: اختصر الوصف في بيانات البحث`,
  },
];

/**
 * The budgets the pages' HTML can be measured against without a browser: weight, title and
 * description. The page length and the first screen need a browser's layout: the browser tests
 * measure them with `pageBudgets` on the fixture content, and the audit reports them.
 */
export function pageWarnings(
  pages: readonly BuiltPage[],
  /** A built file's bytes ("/assets/x.avif"), for the photos' budgets (src/model/owner/photo-budgets.ts). */
  fileBytes: (file: string) => number | undefined = () => undefined,
): PageWarning[] {
  const warnings: PageWarning[] = [];
  for (const page of pages) {
    const { route, pictures } = page;
    const heading = page.heading ?? route;
    const { entry, at } = entryOf(route);
    const place = `«${heading}»`;
    const link = adminLink({ entry, at });
    for (const { figure, value, limit, reason } of ownerBudgets(page))
      if (limit !== undefined && value > limit)
        warnings.push({ route, figure, value, limit, item: { place, reason: reason(value, limit), link, at } });
    const photos = phonePhotos(pictures, fileBytes);
    for (const warning of photoWarnings(photos, { place, link, at })) warnings.push({ route, ...warning });
  }
  return warnings;
}

/** The build's printed warning: each page's item, in Arabic, then in English for the developer. */
export function pageWarningMessage(warnings: readonly PageWarning[]) {
  return [
    "صفحات تستحق المراجعة حتى تبقى خفيفة على الجوال وكاملة في نتائج البحث (لا تمنع النشر):",
    "Pages past a budget on the owner's words (they still publish; docs/quality.md → Budgets on the owner's words):",
    ...warnings.map(
      ({ route, figure, value, limit, item }) =>
        `  - ${item.place} (${route}): ${item.reason} [${figure} ${number(value, figure === "htmlKB" ? 1 : 0)} > ${limit}]`,
    ),
  ].join("\n");
}
