import { describe, expect, test } from "vitest";
import { loadFixtureContent } from "../../../tests/support/fixture-content";
import { contentSources } from "../../../tests/support/sources";
import { pricedItems } from "~/lib/prices";
import type { CompanyProfileProps } from "~/pages/_company-profile";
import { drawPage, sitePages } from "~/routes";
import { fileAt, translatedFiles } from "../contract/catalog";
import { englishSite, localiseLinks, pathIn } from "./english";
import { leftOutValues, publicContent } from "../owner/go-live";
import { pathLabels } from "../contract/admin-labels";
import { ownerItem, pageLabel } from "../owner/owner-messages";
import { pathOfService, servicePages, warrantyPath, type ServiceSlug } from "../contract/pages";
import { deliveredProjects } from "../contract/example-markers";
import type { TrustData } from "../views/trust";
import { ContentError, translationMessages, validateContent, type SiteContent } from "../contract/validate";

// The English pages (src/model/languages/english.ts) on the fixture content, whose translations the owner has
// approved, and the build's rules for translations on the shipped content's files.

const fixture = loadFixtureContent();
const english = englishSite(fixture)!;
type Link = { rel?: string; hreflang?: string; href?: string; property?: string; content?: string };
const links = (meta: readonly object[]) => (meta as Link[]).filter((tag) => tag.hreflang);
const translatedServices = servicePages.filter(({ slug }) => fixture.translations[slug]?.record);

describe("the English site", () => {
  // The fixture has a priced service page in English whatever the owner translates (its own fencing page); a
  // service page without English is made below by dropping a translation, as every service ships with one.
  test("the fixture reaches a priced service page in English", () => {
    expect(pricedItems(english.content.services.fencing.sections).length).toBeGreaterThan(0);
    expect(english.paths).toContain(pathOfService("fencing"));
  });

  test("has a page for each record with an approved translation, and none for the others", () => {
    expect(english).toBeDefined();
    expect(translatedServices.length).toBeGreaterThan(0);
    const shown = sitePages(fixture).filter((page) => page.language === "en");
    const expected = [
      ...(fixture.translations.home?.record ? ["/"] : []),
      ...translatedServices.map(({ path }) => path),
    ].map((path) => pathIn("en", path));
    for (const path of expected) expect(shown.map((page) => page.path)).toContain(path);
    // A service without its English: no English page for it.
    const { slug, path } = translatedServices.at(-1)!;
    const { [slug]: _untranslated, ...rest } = fixture.translations;
    const without = sitePages({ ...fixture, translations: rest }).filter((page) => page.language === "en");
    expect(without.map((page) => page.path)).not.toContain(pathIn("en", path));
    expect(without.length).toBe(shown.length - 1);
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

describe("the English company profile's projects", () => {
  const delivered = deliveredProjects(fixture);
  const key = (slug: string) => `projects/${slug}` as const;
  const rowsOf = (content: SiteContent, language: "ar" | "en" = "en") =>
    (drawPage("companyProfile", content, undefined, language).props as CompanyProfileProps).projects.rows;

  test("lists each delivered project with its English words, the facts the Arabic's", () => {
    expect(delivered.length).toBeGreaterThan(0);
    const rows = rowsOf(fixture);
    expect(rows.map((row) => row.slug)).toEqual(delivered.map((project) => project.slug));
    for (const [i, project] of delivered.entries()) {
      const words = fixture.translations[key(project.slug)]!.record as typeof project;
      expect(rows[i]).toMatchObject({
        title: words.title,
        district: words.district,
        duration: words.duration,
        clientType: words.clientType,
        year: project.year,
      });
      // In English: none of the Arabic's words.
      expect(JSON.stringify(rows[i])).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  test("leaves out a project without English, and, in a public build, one whose English is not approved", () => {
    const [project] = delivered;
    const { [key(project!.slug)]: _english, ...rest } = fixture.translations;
    expect(rowsOf({ ...fixture, translations: rest }).map((row) => row.slug)).not.toContain(project!.slug);
    const starter = {
      ...fixture.translations,
      [key(project!.slug)]: { ...fixture.translations[key(project!.slug)]!, reviewed: false },
    };
    expect(rowsOf({ ...fixture, translations: starter }).map((row) => row.slug)).toContain(project!.slug);
    const published = publicContent({ ...fixture, translations: starter });
    expect(rowsOf(published).map((row) => row.slug)).not.toContain(project!.slug);
    // The Arabic profile lists it still.
    expect(rowsOf(published, "ar").map((row) => row.slug)).toContain(project!.slug);
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

describe("the English warranty page", () => {
  const shownSlugs = new Set<ServiceSlug>(translatedServices.map(({ slug }) => slug));
  type WarrantyProps = { services: { slug: string; path: string; name: string }[]; none: { path: string }[] };

  test("exists beside /warranty while its words and the company's are translated, its terms the company's in English", () => {
    expect(english.paths.has(warrantyPath)).toBe(true);
    const page = drawPage("warranty", fixture, undefined, "en");
    expect(page.path).toBe(pathIn("en", warrantyPath));
    expect(page.pair).toEqual({ language: "ar", path: warrantyPath });
    const props = page.props as WarrantyProps & { general?: string; excludes: string[] };
    const translatedSite = fixture.translations.site!.record as SiteContent["site"];
    expect(props.general).toBe(translatedSite.company.warranty!.general);
    expect(props.excludes).toEqual(translatedSite.company.warranty!.excludes ?? []);
  });

  test("names only the services that have an English page, each linking to its English page", () => {
    const terms = fixture.site.company.warranty!.services!;
    // One covered service without its English: it is left out, never shown by its Arabic name.
    const { [terms[0]!.service]: _left, ...rest } = fixture.translations;
    const content = { ...fixture, translations: rest };
    const shown = new Set(englishSite(content)!.content.english!.services);
    const props = drawPage("warranty", content, undefined, "en").props as WarrantyProps;
    const expected = terms.filter((entry) => shown.has(entry.service)).map((entry) => entry.service);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(terms.length);
    expect(props.services.map((service) => service.slug)).toEqual(expected);
    for (const service of props.services) {
      expect(service.path).toBe(pathIn("en", pathOfService(service.slug as ServiceSlug)));
      expect(service.name).toBe(englishSite(content)!.content.services[service.slug as ServiceSlug].name);
    }
    const covered = new Set(terms.map((entry) => entry.service));
    expect(props.none.map(({ path }) => path)).toEqual(
      servicePages.filter(({ slug }) => shown.has(slug) && !covered.has(slug)).map(({ path }) => pathIn("en", path)),
    );
  });

  test("the English trust band and footer link to it; without its translation, to nothing", () => {
    const slug = fixture.site.company.warranty!.services!.find((entry) => shownSlugs.has(entry.service))!.service;
    const trustLink = (content: SiteContent) => {
      const props = drawPage("service", content, slug, "en").props as { trust: TrustData };
      return props.trust.items.find((item) => item.key === "warranty")?.href;
    };
    expect(trustLink(fixture)).toBe(`${pathIn("en", warrantyPath)}#${slug}`);
    const footer = drawPage("service", fixture, slug, "en").layout.nav.footer.map((link) => link.path);
    expect(footer).toContain(pathIn("en", warrantyPath));

    const { warrantyPage: _words, ...rest } = fixture.translations;
    const untranslated = { ...fixture, translations: rest };
    expect(englishSite(untranslated)!.paths.has(warrantyPath)).toBe(false);
    expect(trustLink(untranslated)).toBeUndefined();
    const links = drawPage("service", untranslated, slug, "en").layout.nav.footer.map((link) => link.path);
    expect(links.some((path) => path.endsWith(warrantyPath))).toBe(false);
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

  test("one approval per English page: the page's box publishes it with the settings' and the shared words' English, which have none", () => {
    const approved = edited((en) => (en.reviewed = true));
    expect(approved.site.data).not.toHaveProperty("en.reviewed");
    expect(approved.ui.data).not.toHaveProperty("en.reviewed");
    const published = englishSite(publicContent(validateContent(approved)));
    expect(published?.paths.has(pathOfService("fencing"))).toBe(true);
    // No page approved: no English page in public, and nothing to approve in the settings or the shared words.
    const none = edited((en) => (en.reviewed = false));
    for (const source of [none.home, ...Object.values(none.services), none.privacyPage, none.complaintsPage]) {
      const en = (source.data as { en?: { reviewed?: boolean } }).en;
      if (en) en.reviewed = false;
    }
    const content = validateContent(none);
    expect(englishSite(publicContent(content))).toBeUndefined();
    const english = leftOutValues(content, none).filter((p) => p.path?.[0] === "en");
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter((p) => p.entry === "site" || p.entry === "ui")).toEqual([]);
  });

  test("each translated page of the catalog is an English page whose box alone publishes the shared words", () => {
    const pages = translatedFiles.filter(({ shared }) => !shared);
    // The warranty page among them: the list of approvals once left it out.
    expect(pages.map(({ key }) => key)).toContain("warrantyPage");
    for (const { entry } of pages) {
      const sources = contentSources();
      const all = [sources.home, ...Object.values(sources.services), sources.warrantyPage];
      for (const source of [...all, sources.privacyPage, sources.complaintsPage]) {
        const en = (source.data as { en?: { reviewed?: boolean } }).en;
        if (en) en.reviewed = false;
      }
      const own = fileAt(sources, entry)!.data as { en?: { reviewed?: boolean } };
      if (!own.en) continue;
      own.en.reviewed = true;
      const { translations } = validateContent(sources);
      expect(translations.site?.reviewed, entry.name).toBe(true);
      expect(translations.ui?.reviewed, entry.name).toBe(true);
    }
  });

  test("refuses the settings' English with a word missing once a page is approved, and a box of their own", () => {
    const sources = edited((en) => (en.reviewed = true));
    delete (sources.site.data as { en: Record<string, unknown> }).en.name;
    const [problem] = errorOf(() => validateContent(sources)).problems;
    expect(problem!.path).toEqual(["en", "name"]);
    expect(problem!.message).toBe(translationMessages.missing);
    const boxed = edited((en) => (en.reviewed = false));
    (boxed.ui.data as { en: Record<string, unknown> }).en.reviewed = true;
    expect(errorOf(() => validateContent(boxed)).problems.map((p) => p.path)).toContainEqual(["en", "reviewed"]);
  });

  test("refuses an English block without its kind: the admin draws a block by it", () => {
    const sources = edited((en) => delete (en.sections as Record<string, unknown>[])[0]!.kind);
    const paths = errorOf(() => validateContent(sources)).problems.map((p) => p.path?.slice(0, 3));
    expect(paths).toContainEqual(["en", "sections", 0]);
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

  test("a project's starter English is checked as a page's and listed among what a public build leaves out", () => {
    const sources = contentSources();
    const project = sources.projects[0]!;
    const arabic = project.data as Record<string, unknown>;
    (project.data as Record<string, unknown>).en = {
      reviewed: false,
      title: "A hangar",
      district: "Al Sulay",
      duration: "5 weeks",
      clientType: "A company",
      story: "A story.",
      photos: (arabic.photos as unknown[]).map(() => ({ alt: "A photo" })),
    };
    const content = validateContent(sources);
    expect(content.translations[`projects/${project.slug}`]).toMatchObject({ reviewed: false });
    const listed = leftOutValues(content, sources).filter((problem) => problem.path?.join(".") === "en.reviewed");
    expect(listed.map((problem) => problem.at)).toContainEqual(expect.stringContaining(project.slug));
    // A fact in it is refused, as on a page.
    (project.data as { en: Record<string, unknown> }).en.year = 2020;
    expect(errorOf(() => validateContent(sources)).problems.map((problem) => problem.path)).toContainEqual([
      "en",
      "year",
    ]);
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
