// Editorial rules over ALL visitor-facing copy. Each rule walks every string of
// every content record (recursively, so new fields are covered without touching
// this file) and names the file-like path of each offending string.
import { describe, expect, test } from "vitest";
import { loadContent } from "./load";
import { servicePages, type ServiceSlug } from "./pages";

const { content } = loadContent();

type Found = { path: string; text: string };
type Node = unknown;

/** Every string under `value`, with a readable path such as "services.doors.faqs[2].answer". */
function strings(value: Node, path: string): Found[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/** Every object under `value` (itself included), with its path. */
function objects(value: Node, path: string): { path: string; node: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => objects(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    return [
      { path, node },
      ...Object.entries(node).flatMap(([key, item]) => objects(item, path ? `${path}.${key}` : key)),
    ];
  }
  return [];
}

const serviceSlugs = servicePages.map((page) => page.slug);

/**
 * The copy of the pages themselves: where warranty and "free" promises must not
 * appear (they come from the company profile). Reviews are the customers' own
 * words, so they are checked only by the rules over all copy.
 */
const pageCopy = {
  home: content.home,
  services: content.services,
  projectsPage: content.projectsPage,
  projects: content.projects,
  privacyPage: content.privacyPage,
  complaintsPage: content.complaintsPage,
};
/** Everything a visitor can read: page copy, plus the shared UI labels, the site config and the reviews. */
const allCopy = { ...pageCopy, reviews: content.reviews, ui: content.ui, site: content.site };

const pageStrings = strings(pageCopy, "");
const allStrings = strings(allCopy, "");

/** Strings matching `pattern`, as "path: text" lines (readable in a failure). */
const matching = (found: Found[], pattern: RegExp) =>
  found.filter(({ text }) => pattern.test(text)).map(({ path, text }) => `${path}: ${text}`);

describe("one service, one name", () => {
  // Spellings that compete with a service's chosen name or key term. The
  // laser term is «مقصوصة بالليزر» (the pages speak of القص), never «مقطوعة».
  const variants: { slug: ServiceSlug; pattern: RegExp; use: string }[] = [
    { slug: "laser-shutters", pattern: /مقطوع/, use: "«مقصوصة بالليزر» / «سواتر الليزر»" },
    { slug: "laser-shutters", pattern: /سواتر ليزر (حديثة|بنقوش|الرياض)/, use: "«سواتر الليزر»" },
    { slug: "doors", pattern: /تكسيات (ال)?أبواب|(?<!ال)أبواب بديل الخشب|تكسية أبواب(?![كه])/, use: "«تكسية الأبواب»" },
    {
      slug: "cladding",
      pattern: /تكسية (جدران وواجهات )?بديل الخشب|تكسيات داخلية وخارجية(?=$)/,
      use: "«تكسيات بديل الخشب»",
    },
    { slug: "sandwich-panel", pattern: /ساندويتش|ساندويش|ساندوش/, use: "«الساندوتش بانل»" },
    { slug: "warehouses", pattern: /هناقر|هنقر/, use: "«الهناجر» / «هنجر»" },
    { slug: "canopies", pattern: /مظلات مواقف السيارات/, use: "«مظلات السيارات»" },
  ];

  test.each(variants)("no competing spelling of the $slug service ($pattern)", ({ slug, pattern, use }) => {
    expect(content.services[slug].name).toBeTruthy();
    expect(matching(allStrings, pattern), `use ${use}`).toEqual([]);
  });

  test("each service's name is used as its name on its own page", () => {
    for (const slug of serviceSlugs) {
      const page = content.services[slug];
      // The name is what navigation, filters and links show; the hero title must carry it.
      expect(page.hero.title, slug).toContain(page.name.replace(/^ال/, ""));
    }
  });
});

describe("forbidden phrases", () => {
  const rules: { pattern: RegExp; reason: string; scope: Found[] }[] = [
    {
      pattern: /مسكون/,
      reason: "«البيوت المسكونة» reads as 'haunted houses' to a Saudi reader: say «المنازل المأهولة» or rephrase",
      scope: allStrings,
    },
    {
      pattern:
        /إصدار (ال)?(تراخيص|ترخيص|رخص|رخصة)|نصدر (ال)?(تراخيص|ترخيص|رخص|رخصة)|نُصدر|نستخرج (لك )?(ال)?(رخص|ترخيص)/,
      reason: "only the municipality issues permits: the company helps obtain them («المساعدة في استخراج…»)",
      scope: allStrings,
    },
    {
      pattern: /ضمان|مضمون/,
      reason:
        "warranty wording comes only from the company profile (content/site.yml company.warranty, shown by the trust band)",
      scope: pageStrings,
    },
    {
      pattern: /خدم(ة|تنا|اتنا)[^.،؛]{0,30}(على مدار الساعة|24\/7|ليلًا ونهارًا)|(على مدار الساعة|24\/7)[^.،؛]{0,10}خدم/,
      reason: "the company answers calls and messages around the clock; it does not work around the clock",
      scope: allStrings,
    },
    {
      pattern: /أي تصميم|أي نقشة|دون أي التزام|بلا أي التزام|مجان/,
      reason:
        "a promise the owner has not confirmed (free survey is a company-profile setting, shown by the trust band)",
      scope: pageStrings,
    },
  ];

  test.each(rules)("$pattern", ({ pattern, reason, scope }) => {
    expect(scope.length).toBeGreaterThan(100);
    expect(matching(scope, pattern), reason).toEqual([]);
  });
});

describe("illustrations are never presented as our work", () => {
  const ownWork =
    /من أعمالنا|معرض أعمالنا|أعمال(ٍ)? ?نفذ|نفذناها|نفذها (مهندسونا|فريقنا|فنيونا)|لقطات من أعمال|أعمالنا المنفذة/;
  const saysIllustration = /(ال)?(رسم|رسوم) (ال)?توضيحي/;
  const isSlot = (node: Record<string, unknown>) =>
    typeof node.illustration === "string" && typeof node.alt === "string";

  /**
   * Home sections whose items or images are illustration slots. The hero is not
   * one: like a service page's hero, its one picture says what it is in its alt.
   */
  const illustratedSections = Object.entries(content.home as Record<string, unknown>).filter(
    ([key, section]) => key !== "hero" && objects(section, "").some(({ node }) => isSlot(node) && !node.photo),
  );

  test("a home section that shows illustrations says so, and never calls them our work", () => {
    expect(illustratedSections.map(([key]) => key)).toEqual(expect.arrayContaining(["projects", "gallery"]));
    for (const [key, section] of illustratedSections) {
      const { title, intro, readMore } = section as Record<string, string | undefined>;
      const heading = [title, intro, readMore].filter(Boolean).join(" ");
      expect(heading, `home.${key}`).not.toMatch(ownWork);
      expect(heading, `home.${key} shows illustrations: its title or intro must say so`).toMatch(saysIllustration);
    }
  });

  test("the alt of an illustration outside such a section starts «رسم توضيحي ل…»; inside one it does not repeat it", () => {
    const inside = new Set(illustratedSections.map(([key]) => `home.${key}`));
    const slots = objects(pageCopy, "").filter(({ node }) => isSlot(node));
    expect(slots).not.toHaveLength(0);
    const wrong = slots
      .filter(({ path, node }) => {
        const inIllustratedSection = [...inside].some((prefix) => path.startsWith(`${prefix}.`));
        const prefixed = /^رسم توضيحي ل/.test(node.alt as string);
        return inIllustratedSection ? prefixed : !prefixed;
      })
      .map(({ path, node }) => `${path}: ${String(node.alt)}`);
    expect(wrong).toEqual([]);
  });

  test("project photos that are illustrations say so in their alt", () => {
    const photos = content.projects.flatMap((project) =>
      project.photos.filter((photo) => photo.src.startsWith("illustration:")).map((photo) => photo.alt),
    );
    for (const alt of photos) expect(alt).toMatch(/^رسم توضيحي ل/);
  });

  test("illustration alts stay short enough for a screen reader (≤ 125 characters)", () => {
    const alts = objects(allCopy, "").filter(({ node }) => isSlot(node));
    expect(alts).not.toHaveLength(0);
    expect(alts.filter(({ node }) => (node.alt as string).length > 125).map(({ path }) => path)).toEqual([]);
  });
});

describe("right-to-left text", () => {
  test("no Arabic conjunction «و» (or any Arabic letter) is glued to a Latin word", () => {
    // «ألواح MDF وHDF» displays as «HDFو MDF» in RTL: write «ألواح MDF وألواح HDF».
    expect(allStrings.length).toBeGreaterThan(100);
    const glued = allStrings.filter(
      ({ path, text }) =>
        !/url|href|src|instagram|maps/i.test(path) && /[\u0621-\u064A][A-Za-z]|[A-Za-z][\u0621-\u064A]/.test(text),
    );
    expect(glued.map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
  });
});

describe("natural titles", () => {
  /** Every `title` field, plus each page's meta description (both are what search results show). */
  const titles = [
    ...strings(pageCopy, "").filter(({ path }) => /(^|\.)title$/.test(path)),
    ...strings(pageCopy, "").filter(({ path }) => /meta\.description$/.test(path)),
  ];

  test("«الرياض» in a title follows «في» (or is the brand «مقاول هناجر الرياض»), never a bare keyword", () => {
    expect(titles.length).toBeGreaterThan(50);
    // «بديل الخشب الرياض: …», «سواتر ليزر الرياض», «تركيب هناجر الرياض بأنواعها» are keyword strings, not Arabic.
    const stuffed = titles.filter(
      ({ text }) =>
        [...text.replaceAll("مقاول هناجر الرياض", "").matchAll(/(\S+)\s+الرياض/g)].some(
          ([, before]) => before !== "في",
        ) || /^الرياض\s*:/.test(text),
    );
    expect(stuffed.map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
  });

  test("no title uses a colon after a bare keyword («… الرياض:»)", () => {
    expect(titles.length).toBeGreaterThan(50);
    const colon = titles.filter(({ text }) => /(?<!في )الرياض\s*:/.test(text) && !/مقاول هناجر الرياض\s*:/.test(text));
    expect(colon.map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
  });
});
