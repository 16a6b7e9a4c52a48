import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { afterEach, describe, expect, test, vi } from "vitest";
import { addSamples, fixtureContent } from "../../../tests/support/fixture-content";
import { priceMarksOf, shipPrices } from "../../../tests/support/shipped-prices";
import { pathLabels } from "../contract/admin-labels";
import { publicContent } from "./go-live";
import { loadContent } from "./load-content";
import { ownerItem } from "./owner-messages";
import { preflight } from "./production";
import { companyReviewKeys, fingerprint } from "../contract/review-marks";
import { siteSchema } from "../contract/site-schema";
import { splitTranslation } from "../contract/translation";

// What holds a production build in draft, what it leaves out and what it only lists
// (docs/decisions/0035-public-when-the-facts-are-real.md), on the fixture content: a company whose
// facts are all real. Each test reads and checks the whole content a few times, seconds under load,
// hence the timeouts.

afterEach(() => vi.unstubAllEnvs());

const production = { SITE_ENV: "production", SITE_URL: "https://www.rukn-hangars.sa" };
const root = process.cwd();

/** The fixture content with the template's example project and review and a starter guide added. */
const withSamples = () => addSamples(fixtureContent());

/** Edits a YAML file of the content folder in place. */
function edit(dir: string, file: string, change: (doc: ReturnType<typeof parseDocument>) => void) {
  const path = join(dir, file);
  const doc = parseDocument(readFileSync(path, "utf8"));
  change(doc);
  writeFileSync(path, doc.toString({ lineWidth: 0 }));
}

/** The fixture company's «راجِع» box as shipped: nothing ticked, each value fingerprinted as it is now. */
function shippedReviewBox(dir: string) {
  const { company } = siteSchema.parse(
    splitTranslation(parseDocument(readFileSync(join(dir, "site.yml"), "utf8")).toJS()).arabic,
  );
  edit(dir, "site.yml", (doc) =>
    doc.setIn(["company", "review"], {
      ...Object.fromEntries(companyReviewKeys.map((key) => [key, false])),
      shipped: Object.fromEntries(companyReviewKeys.map((key) => [key, fingerprint(company[key])])),
    }),
  );
}

/** The sample records of the content folder CONTENT_DIR names, by kind. */
const samples = () => {
  const { content } = loadContent(root, "");
  return {
    projects: content.projects.filter((p) => p.example).map((p) => p.slug),
    reviews: content.reviews.filter((r) => r.example).map((r) => r.slug),
    guides: content.guides.filter((g) => !g.reviewed).map((g) => g.slug),
    /** A starter guide that steps may follow: it has a factsChecked date. */
    followed: content.guides.find((g) => !g.reviewed && g.factsChecked)?.slug,
  };
};

describe("a production build with every fact real", { timeout: 30_000 }, () => {
  test("publishes the public site although example projects, reviews and starter guides remain; it lists them as left out", () => {
    const dir = withSamples();
    vi.stubEnv("CONTENT_DIR", dir);
    const left = samples();
    expect(left.projects.length + left.reviews.length + left.guides.length).toBeGreaterThan(0);
    const result = preflight(production);
    expect(result.error).toBeUndefined();
    expect(result.mode).toBe("public");
    expect(result.loaded!.examples).toEqual([]);
    const files = result.loaded!.leftOut.map((item) => item.at.replace(/:\d+$/, ""));
    for (const [folder, slugs, extension] of [
      ["projects", left.projects, "yml"],
      ["reviews", left.reviews, "yml"],
      ["guides", left.guides, "md"],
    ] as const)
      for (const slug of slugs)
        expect(files.some((file) => file.endsWith(`/${folder}/${slug}.${extension}`))).toBe(true);
    // Starter English translations are left out as starter guides are.
    const starters = Object.values(result.loaded!.content.translations).filter((t) => !t?.reviewed).length;
    expect(result.loaded!.leftOut).toHaveLength(
      left.projects.length + left.reviews.length + left.guides.length + starters,
    );
    expect(result.warning).toMatch(/لا تُنشر في الموقع العام/);
  });

  test("the public content has none of them, and no steps link to a guide that is left out", () => {
    const dir = withSamples();
    vi.stubEnv("CONTENT_DIR", dir);
    const left = samples();
    // The fence page's steps follow a starter guide, as the shipped fencing page's do.
    const guide = left.followed!;
    let stepsAt = -1;
    edit(dir, "pages/fencing.yml", (doc) => {
      const sections = doc.toJS().sections as { kind: string }[];
      stepsAt = sections.findIndex((section) => section.kind === "steps");
      doc.setIn(["sections", stepsAt, "guide"], guide);
    });
    const { content } = loadContent(root, "");
    const published = publicContent(content);
    expect(published.projects.filter((p) => p.example)).toEqual([]);
    expect(published.reviews.filter((r) => r.example)).toEqual([]);
    expect(published.guides.every((g) => g.reviewed)).toBe(true);
    expect(published.projects).toHaveLength(content.projects.length - left.projects.length);
    expect(published.guides).toHaveLength(content.guides.length - left.guides.length);
    expect(content.services.fencing.sections[stepsAt]).toHaveProperty("guide", guide);
    expect(published.services.fencing.sections[stepsAt]).not.toHaveProperty("guide");
    // The draft keeps everything: it is the content as it is.
    expect(content.projects.length).toBeGreaterThan(published.projects.length);
  });

  test("a published guide's link to a guide left out keeps its words and loses the link", () => {
    const dir = withSamples();
    vi.stubEnv("CONTENT_DIR", dir);
    const [first, second] = loadContent(root, "").content.guides;
    // He approves the first guide, which links the second, still a starter guide.
    const starter = join(dir, "guides", `${second!.slug}.md`);
    writeFileSync(starter, readFileSync(starter, "utf8").replace(/^reviewed: true$/m, "reviewed: false"));
    const file = join(dir, "guides", `${first!.slug}.md`);
    const words = "الدليل الآخر";
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/^reviewed: false$/m, "reviewed: true") +
        `\nاقرأ أيضًا [${words}](/guides/${second!.slug}).\n`,
    );
    const content = loadContent(root, "").content;
    expect(content.guides.find((g) => g.slug === second!.slug)!.reviewed).toBe(false);
    expect(content.guides.find((g) => g.slug === first!.slug)!.body).toContain(`](/guides/${second!.slug})`);
    const published = publicContent(content).guides.find((g) => g.slug === first!.slug)!;
    expect(published.body).not.toContain(`/guides/${second!.slug}`);
    expect(published.body).toContain(`اقرأ أيضًا ${words}.`);
  });

  test("example areas served are left out of the public content, real ones kept", () => {
    const dir = fixtureContent();
    vi.stubEnv("CONTENT_DIR", dir);
    edit(dir, "site.yml", (doc) =>
      doc.setIn(["company", "areasServed"], { areas: ["الرياض", "الخرج"], example: true }),
    );
    const example = loadContent(root, "");
    expect(example.leftOut.map((item) => item.path)).toContainEqual(["company", "areasServed", "example"]);
    expect(publicContent(example.content).site.company.areasServed).toBeUndefined();
    edit(dir, "site.yml", (doc) => doc.setIn(["company", "areasServed", "example"], false));
    const real = loadContent(root, "").content;
    expect(publicContent(real).site.company.areasServed).toEqual(real.site.company.areasServed);
  });
});

describe("a fact a visitor relies on, still an example, keeps the draft", { timeout: 30_000 }, () => {
  test.each([
    ["phone", ["phone"], "+966500000000"],
    ["WhatsApp", ["whatsapp"], "+966500000000"],
    ["legal name", ["company", "legalName"], "مؤسسة مثال للمقاولات"],
    ["CR", ["company", "cr"], "1010000000"],
    ["VAT", ["company", "vat"], "300000000000003"],
  ])("one example %s alone makes it a draft, naming that field", (_name, path, value) => {
    const dir = withSamples();
    vi.stubEnv("CONTENT_DIR", dir);
    edit(dir, "site.yml", (doc) => doc.setIn(path, value));
    const result = preflight(production);
    expect(result.mode).toBe("draft");
    expect(result.loaded!.examples.map((item) => item.path)).toEqual([path]);
  });

  test("the terms and the legal pages: an example mark on any one keeps the draft", () => {
    for (const [file, mark] of [
      ["site.yml", ["company", "payment", "example"]],
      ["pages/fencing.yml", ["priceTerms", "example"]],
      ["pages/privacy.yml", ["example"]],
    ] as const) {
      const dir = fixtureContent();
      vi.stubEnv("CONTENT_DIR", dir);
      edit(dir, file, (doc) =>
        file === "site.yml"
          ? doc.setIn(
              ["company", "payment"],
              doc.createNode({ deposit: "30%", stages: ["70%"], contract: "عقد", invoice: "فاتورة", example: true }),
            )
          : doc.setIn(mark, true),
      );
      const result = preflight(production);
      expect(result.mode, file).toBe("draft");
      expect(result.loaded!.examples.map((item) => item.path)).toEqual([mark]);
    }
  });

  test("the shipped address holds it until he ticks it or changes it", () => {
    const dir = fixtureContent();
    vi.stubEnv("CONTENT_DIR", dir);
    shippedReviewBox(dir);
    const held = preflight(production);
    expect(held.mode).toBe("draft");
    expect(held.loaded!.examples.map((item) => item.path)).toEqual([["company", "address"]]);
    expect(ownerItem(held.loaded!.examples[0]!).reason).toMatch(/«راجِع»/);

    edit(dir, "site.yml", (doc) => doc.setIn(["company", "review", "address"], true));
    expect(preflight(production).mode).toBe("public");

    edit(dir, "site.yml", (doc) => {
      doc.setIn(["company", "review", "address"], false);
      doc.setIn(["company", "address", "street"], "طريق الملك فهد");
    });
    expect(preflight(production).mode).toBe("public");
  });
});

describe("«راجِع»: shipped values that look real", { timeout: 30_000 }, () => {
  test("each is listed until he ticks it or changes it, and none holds the site back", () => {
    const dir = fixtureContent();
    vi.stubEnv("CONTENT_DIR", dir);
    shippedReviewBox(dir);
    // The address is settled; the rest are as shipped.
    edit(dir, "site.yml", (doc) => doc.setIn(["company", "review", "address"], true));
    const listed = () =>
      loadContent(root, "")
        .review.filter((item) => item.entry === "site")
        .map((item) => item.path!.join("."));
    const others = companyReviewKeys.filter((key) => key !== "address").map((key) => `company.${key}`);
    expect(listed()).toEqual(others);
    expect(preflight(production).mode).toBe("public");

    // One tick: that value is his.
    edit(dir, "site.yml", (doc) => doc.setIn(["company", "review", "founded"], true));
    expect(listed()).toEqual(others.filter((path) => path !== "company.founded"));
    // An edit: that value is his too, with its box unticked.
    edit(dir, "site.yml", (doc) => doc.setIn(["company", "hours"], "السبت إلى الخميس، من 7 صباحًا إلى 5 مساءً"));
    expect(listed()).toEqual(others.filter((path) => !["company.founded", "company.hours"].includes(path)));
  });

  test("a page's prices: each listed while it is as shipped and unticked; a tick or a change settles that price alone", () => {
    const dir = fixtureContent();
    vi.stubEnv("CONTENT_DIR", dir);
    // The fence page's prices as shipped: none ticked, each fingerprinted as it is now.
    edit(dir, "pages/fencing.yml", shipPrices);
    const item = () => loadContent(root, "").review.find((entry) => entry.entry === "fencing");
    const marks = priceMarksOf(parseDocument(readFileSync(join(dir, "pages/fencing.yml"), "utf8")));
    expect(marks.length).toBeGreaterThanOrEqual(3);
    const shown = ownerItem(item()!);
    expect(shown.link).toBe("/admin/#/collections/pages/entries/fencing");
    expect(shown.reason).toMatch(/«راجِع»/);
    expect(shown.reason).toContain(String(marks.length));
    // The item opens the first price left, where its tick is.
    expect(item()!.path).toEqual(marks[0]!.path);
    expect(preflight(production).mode).toBe("public");

    // He ticks the first price: that one is his, the others are still listed.
    edit(dir, "pages/fencing.yml", (doc) => doc.setIn([...marks[0]!.path, "confirmed"], true));
    expect(item()!.path).toEqual(marks[1]!.path);
    expect(ownerItem(item()!).reason).toContain(String(marks.length - 1));
    // He changes the second: that one is his too, and it confirms no other.
    edit(dir, "pages/fencing.yml", (doc) =>
      doc.setIn([...marks[1]!.path, "max"], (doc.getIn([...marks[1]!.path, "max"]) as number) + 10),
    );
    expect(item()!.path).toEqual(marks[2]!.path);
    expect(ownerItem(item()!).reason).toContain(String(marks.length - 2));
    for (const mark of marks.slice(2))
      edit(dir, "pages/fencing.yml", (doc) => doc.setIn([...mark.path, "confirmed"], true));
    expect(item()).toBeUndefined();
  });

  test("copy promising replies around the clock is listed once he switches that promise off, and only then", () => {
    const dir = fixtureContent();
    vi.stubEnv("CONTENT_DIR", dir);
    const promise = /على مدار الساعة|ليلًا ونهارًا|around the clock|day and night/i;
    edit(dir, "pages/home.yml", (doc) => doc.setIn(["contact", "title"], "تواصل معنا على مدار الساعة"));
    const listed = () =>
      loadContent(root, "")
        .review.filter((item) => item.entry === "home")
        .map((item) => item.path!.join("."));
    edit(dir, "site.yml", (doc) => doc.setIn(["company", "contact247"], true));
    expect(listed()).toEqual([]);

    edit(dir, "site.yml", (doc) => doc.setIn(["company", "contact247"], false));
    const home = parseDocument(readFileSync(join(dir, "pages/home.yml"), "utf8"));
    expect(listed()).toContain("contact.title");
    // Each listed field makes the promise, in either language.
    for (const path of listed())
      expect(String(home.getIn(path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key))))).toMatch(
        promise,
      );
    const shown = ownerItem(loadContent(root, "").review.find((item) => item.entry === "home")!);
    expect(shown.reason).toContain("ألغيته في الإعدادات");
    expect(preflight(production).mode).toBe("public");
  });

  test("the layout's words offering a free visit are listed once he switches the free visit off, the trust band's label not", () => {
    const dir = fixtureContent();
    vi.stubEnv("CONTENT_DIR", dir);
    const ui = parseDocument(readFileSync(join(dir, "ui.yml"), "utf8"));
    const listed = () =>
      loadContent(root, "")
        .review.filter((item) => item.entry === "ui")
        .map((item) => item.path!.join("."));
    edit(dir, "site.yml", (doc) => doc.setIn(["company", "freeSurvey"], true));
    expect(listed()).toEqual([]);

    edit(dir, "site.yml", (doc) => doc.setIn(["company", "freeSurvey"], false));
    const offers = listed();
    expect(offers).toContain("contact.order");
    expect(offers).not.toContain("trust.freeSurvey");
    for (const path of offers)
      expect(String(ui.getIn(path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key))))).toMatch(
        /مجان|free (site )?(visit|survey)/i,
      );
  });

  test("the admin labels each tick by the value it confirms", () => {
    for (const key of companyReviewKeys) expect(pathLabels[`review.${key}`]).toMatch(/[\u0600-\u06ff]/);
    expect(pathLabels["price.confirmed"]).toMatch(/راجِع/);
  });

  test("a fingerprint is stable across key order and changes with the value", () => {
    expect(fingerprint({ a: 1, b: [2, 3] })).toBe(fingerprint({ b: [2, 3], a: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint(2012)).toMatch(/^[0-9a-f]{8}$/);
  });
});
