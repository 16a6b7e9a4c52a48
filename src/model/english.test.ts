import { describe, expect, test } from "vitest";
import { loadFixtureContent } from "../../tests/support/fixture-content";
import { contentSources } from "../../tests/support/sources";
import { pricedItems } from "~/lib/prices";
import { drawPage, sitePages } from "~/routes";
import { englishSite, localiseLinks, pathIn } from "./english";
import { leftOutValues, publicContent } from "./go-live";
import { pathLabels } from "./admin-labels";
import { ownerItem, pageLabel } from "./owner-messages";
import { pathOfService, servicePages, type ServiceSlug } from "./pages";
import { ContentError, translationMessages, validateContent, type SiteContent } from "./validate";

// The English pages (src/model/english.ts) on the fixture content, whose translations the owner has
// approved, and the build's rules for translations on the shipped content's files.

const fixture = loadFixtureContent();
const english = englishSite(fixture)!;
type Link = { rel?: string; hreflang?: string; href?: string; property?: string; content?: string };
const links = (meta: readonly object[]) => (meta as Link[]).filter((tag) => tag.hreflang);
const translatedServices = servicePages.filter(({ slug }) => fixture.translations[slug]?.record);

describe("the English site", () => {
  test("has a page for each record with an approved translation, and none for the others", () => {
    expect(english).toBeDefined();
    expect(translatedServices.length).toBeGreaterThan(0);
    const shown = sitePages(fixture).filter((page) => page.language === "en");
    const expected = [
      ...(fixture.translations.home?.record ? ["/"] : []),
      ...translatedServices.map(({ path }) => path),
    ].map((path) => pathIn("en", path));
    for (const path of expected) expect(shown.map((page) => page.path)).toContain(path);
    const untranslated = servicePages.filter(({ slug }) => !fixture.translations[slug]?.record);
    expect(untranslated.length).toBeGreaterThan(0);
    for (const { path } of untranslated) expect(shown.map((page) => page.path)).not.toContain(pathIn("en", path));
  });

  test("has no page while the layout's words are not translated: no fallback to Arabic", () => {
    const { ui: _ui, ...rest } = fixture.translations;
    expect(englishSite({ ...fixture, translations: rest })).toBeUndefined();
    expect(sitePages({ ...fixture, translations: rest }).some((page) => page.language === "en")).toBe(false);
  });

  test("a public build leaves out a translation the owner has not approved", () => {
    const starter = Object.fromEntries(
      Object.entries(fixture.translations).map(([key, translation]) => [
        key,
        key === "home" ? { ...translation, reviewed: false } : translation,
      ]),
    );
    const published = englishSite(publicContent({ ...fixture, translations: starter }))!;
    expect(published.paths.has("/")).toBe(false);
    const approved = translatedServices.filter(({ slug }) => fixture.translations[slug]?.reviewed);
    const starters = translatedServices.filter(({ slug }) => !fixture.translations[slug]?.reviewed);
    expect(approved.length).toBeGreaterThan(0);
    for (const { path } of approved) expect(published.paths.has(path)).toBe(true);
    for (const { path } of starters) expect(published.paths.has(path)).toBe(false);
  });
});

describe("each pair of pages", () => {
  const pairs = [
    { name: "home" as const, arg: undefined, path: "/" },
    ...translatedServices.map(({ slug, path }) => ({ name: "service" as const, arg: slug as ServiceSlug, path })),
  ];

  test.each(pairs)(
    "$path: links to the other with hreflang ar, en and x-default (Arabic), absolute, both ways",
    ({ name, arg, path }) => {
      const arabic = drawPage(name, fixture, arg);
      const englishPage = drawPage(name, fixture, arg, "en");
      const expected = [
        { hreflang: "ar", href: `${fixture.site.url}${path === "/" ? "/" : path}` },
        { hreflang: "en", href: `${fixture.site.url}${pathIn("en", path)}` },
        { hreflang: "x-default", href: `${fixture.site.url}${path === "/" ? "/" : path}` },
      ];
      for (const page of [arabic, englishPage])
        expect(links(page.head.meta).map(({ hreflang, href }) => ({ hreflang, href }))).toEqual(expected);
      expect(arabic.pair).toEqual({ language: "en", path: pathIn("en", path) });
      expect(englishPage.pair).toEqual({ language: "ar", path });
      const locale = (page: typeof arabic) =>
        (page.head.meta as Link[]).find((tag) => tag.property === "og:locale")?.content;
      expect([locale(arabic), locale(englishPage)]).toEqual(["ar_SA", "en_US"]);
      expect([arabic.layout.language, englishPage.layout.language]).toEqual(["ar", "en"]);
    },
  );

  test.each(pairs)("$path: the English shows the Arabic's facts, in its own words", ({ name, arg }) => {
    const arabic = drawPage(name, fixture, arg);
    const englishPage = drawPage(name, fixture, arg, "en");
    const { site } = englishPage.layout;
    for (const key of ["phone", "whatsapp", "url"] as const) expect(site[key]).toBe(fixture.site[key]);
    for (const key of ["cr", "vat", "founded"] as const) expect(site.company[key]).toEqual(fixture.site.company[key]);
    // The registered name and the National Address's street and district have their English; its numbers are the Arabic's.
    const { district, street, ...numbers } = site.company.address;
    const { district: arabicDistrict, street: arabicStreet, ...arabicNumbers } = fixture.site.company.address;
    expect(numbers).toEqual(arabicNumbers);
    expect([district, street, site.company.legalName]).not.toEqual([
      arabicDistrict,
      arabicStreet,
      fixture.site.company.legalName,
    ]);
    expect(site.tagline).not.toBe(fixture.site.tagline);
    if (name === "service") {
      const prices = (page: typeof arabic) =>
        pricedItems((page.props as { service: SiteContent["services"][ServiceSlug] }).service.sections).map(
          (item) => item.price,
        );
      expect(prices(englishPage)).toEqual(prices(arabic));
      expect(prices(arabic).length).toBeGreaterThan(0);
      expect(englishPage.estimator?.services.flatMap((s) => s.items.map((item) => item.price))).toEqual(
        arabic.estimator?.services.flatMap((s) => s.items.map((item) => item.price)),
      );
      expect(englishPage.estimator?.contact.whatsapp).toBe(arabic.estimator?.contact.whatsapp);
    }
  });

  test("an English page links to the English of each page that has one, and to nothing else in its stead", () => {
    const page = drawPage("service", fixture, translatedServices[0]!.slug, "en");
    const hrefs = [...page.layout.nav.header, ...page.layout.nav.footer].map((link) => link.path);
    expect(hrefs.every((href) => href.startsWith("/en"))).toBe(true);
    expect(page.layout.nav.services.map((link) => link.path)).toEqual(
      translatedServices.map(({ path }) => pathIn("en", path)),
    );
  });
});

describe("localiseLinks", () => {
  const paths = new Set(["/", "/fencing"]);
  test("points paths and same-origin URLs with a pair at the pair, keeping fragments; leaves the rest", () => {
    expect(
      localiseLinks(
        {
          a: "/fencing#prices",
          b: ["/", "/doors", "https://x.sa/fencing", "https://y.sa/fencing", "fencing"],
          c: 3,
        },
        paths,
        "https://x.sa",
      ),
    ).toEqual({
      a: "/en/fencing#prices",
      b: ["/en", "/doors", "https://x.sa/en/fencing", "https://y.sa/fencing", "fencing"],
      c: 3,
    });
  });
});

describe("the build's rules for a translation", () => {
  const edited = (change: (en: Record<string, unknown>) => void) => {
    const sources = contentSources();
    const data = sources.services.fencing.data as { en: Record<string, unknown> };
    change(data.en);
    return sources;
  };
  const errorOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof ContentError) return error;
    }
    throw new Error("expected a ContentError");
  };

  test("refuses an approved English page with a word missing, naming the page and the field in Arabic", () => {
    const sources = edited((en) => {
      en.reviewed = true;
      delete (en.closing as Record<string, unknown>).text;
    });
    const [problem, ...rest] = errorOf(() => validateContent(sources)).problems;
    expect(rest).toEqual([]);
    expect(problem!.path).toEqual(["en", "closing", "text"]);
    expect(problem!.message).toBe(translationMessages.missing);
    const item = ownerItem(problem!);
    expect(item.place).toContain(pageLabel("fencing", sources.services.fencing.data)!);
    expect(item.place).toContain(pathLabels.en);
    expect(item.reason).toMatch(/[\u0600-\u06FF]/);
    expect(item.reason).not.toContain(translationMessages.missing);
  });

  test("refuses a list of another length on an approved page", () => {
    const sources = edited((en) => {
      en.reviewed = true;
      (en.faqs as unknown[]).pop();
    });
    const [problem] = errorOf(() => validateContent(sources)).problems;
    expect(problem!.path).toEqual(["en", "faqs"]);
    expect(problem!.message).toBe(translationMessages.length);
  });

  test("leaves out a starter translation with a word missing: no page, listed among the draft's samples", () => {
    const sources = edited((en) => {
      en.reviewed = false;
      delete (en.closing as Record<string, unknown>).text;
    });
    const content = validateContent(sources);
    expect(content.translations.fencing).toEqual({ reviewed: false, missing: ["en", "closing", "text"] });
    expect(englishSite(content)?.paths.has(pathOfService("fencing")) ?? false).toBe(false);
    const listed = leftOutValues(content, sources).filter((problem) => problem.entry === "fencing");
    expect(listed.map((problem) => problem.path)).toEqual([["en", "closing", "text"]]);
  });

  test("refuses a fact in a translation, whether approved or not", () => {
    const sources = edited((en) => {
      en.reviewed = false;
      (en.hero as Record<string, unknown>).image = { illustration: "fencing/2", alt: "x" };
    });
    const problems = errorOf(() => validateContent(sources)).problems;
    expect(problems.map((problem) => problem.path)).toContainEqual(["en", "hero", "image", "illustration"]);
  });
});
