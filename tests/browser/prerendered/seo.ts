import type { BreadcrumbList, FAQPage, HomeAndConstructionBusiness, Offer, Service, WithContext } from "schema-dts";
import sharp from "sharp";
import { z } from "zod";
import { servicePages, servicePaths } from "../../../src/model/contract/pages";
import { profileKeys } from "../../../src/model/contract/site-schema";
import { pricedItems } from "../../../src/lib/prices";
import { shownPrice } from "../../../src/lib/vat";
import { expect, test } from "../fixtures";
import { content, site } from "../../support/content";
import type { Loaded } from "./loaded";

// What search engines and link previews read from a pre-rendered page: head
// tags, and JSON-LD checked against schema-dts-typed schemas and against the
// visible page. (The sitemap, robots.txt and the icons: seo.spec.ts.)

/** The origin the build used (see src/lib/meta.ts); run the tests with the same SITE_URL as the build. */
export const origin = process.env.SITE_URL || site.url;
export const absolute = (path: string) => (path === "/" ? `${origin}/` : `${origin}${path}`);
/** The path of an absolute URL of the built site, to request it from the test server instead of the public origin. */
export const local = (url: string) => new URL(url).pathname;

type Request = Loaded["request"];
type Snapshot = Awaited<ReturnType<typeof readPage>>;

/** The pre-rendered document as a crawler sees it (the page's context runs no JavaScript). */
async function readPage({ page, status, text }: Loaded) {
  const dom = await page.evaluate(() => {
    const all = (selector: string) => [...document.querySelectorAll(selector)];
    const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    return {
      lang: document.documentElement.getAttribute("lang"),
      dir: document.documentElement.getAttribute("dir"),
      titles: all("head title").map((e) => e.textContent ?? ""),
      metas: all("head meta").map((e) => ({
        key: e.getAttribute("name") ?? e.getAttribute("property") ?? "",
        content: e.getAttribute("content") ?? "",
      })),
      links: all("head link").map((e) => ({
        rel: e.getAttribute("rel") ?? "",
        href: e.getAttribute("href") ?? "",
        sizes: e.getAttribute("sizes"),
        hreflang: e.getAttribute("hreflang"),
      })),
      jsonLd: all('script[type="application/ld+json"]').map((e) => e.textContent ?? ""),
      // The visible FAQ: each <details> is a question (its summary) and an answer (the rest).
      faqs: all("#faq details").map((details) => ({
        question: clean(details.querySelector("summary")?.textContent),
        answer: clean(
          [...details.children]
            .filter((child) => child.tagName !== "SUMMARY")
            .map((child) => child.textContent)
            .join(" "),
        ),
      })),
    };
  });
  return { status, ...dom, text };
}

const metaValues = (page: Snapshot, key: string) => page.metas.filter((m) => m.key === key).map((m) => m.content);
const meta = (page: Snapshot, key: string) => {
  const values = metaValues(page, key);
  expect(values, key).toHaveLength(1);
  return values[0]!;
};
const linkHrefs = (page: Snapshot, rel: string) => page.links.filter((l) => l.rel === rel).map((l) => l.href);
const documents = (page: Snapshot) => page.jsonLd.map((json) => JSON.parse(json) as unknown);

// JSON-LD schemas. `conforms<T>()` makes tsc prove that whatever a schema
// accepts is also a valid schema-dts `T`, so the runtime check and the
// TypeScript types of schema.org cannot drift apart.
const conforms =
  <T>() =>
  <S extends z.ZodType<T>>(schema: S) =>
    schema;
const ldContext = z.literal("https://schema.org");
const text = z.string().trim().min(1);
const siteUrl = z.string().refine((url) => url.startsWith(`${origin}/`), `must be an absolute URL on ${origin}`);
const riyadh = z.object({ "@type": z.literal("City"), name: z.literal(site.city) });

const { openingHours } = content.site.company;
const business = z.object({
  "@type": z.enum(["HomeAndConstructionBusiness", "GeneralContractor"]),
  name: z.literal(site.name),
  telephone: z.literal(site.phone),
  url: z.literal(absolute("/")),
  image: siteUrl,
  areaServed: riyadh,
  // The opening hours the settings give (replies around the clock are not opening hours); none without them.
  openingHoursSpecification: openingHours
    ? z.object({
        "@type": z.literal("OpeningHoursSpecification"),
        dayOfWeek: z
          .array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
          .refine((days) => days.join() === openingHours.days.join(), "must list the days the settings give"),
        opens: z.literal(openingHours.opens),
        closes: z.literal(openingHours.closes),
      })
    : z.undefined(),
  // Every profile the owner has set, and nothing else.
  sameAs: z
    .array(z.url())
    .refine(
      (urls) => urls.join() === profileKeys.flatMap((key) => site[key] ?? []).join(),
      "must list every profile set in site.yml",
    ),
  hasMap: z.literal(site.googleProfileUrl ?? site.mapsUrl),
});
const businessDocument = conforms<WithContext<HomeAndConstructionBusiness>>()(
  business.extend({ "@context": ldContext }),
);

const offer = conforms<Offer>()(
  z.object({
    "@type": z.literal("Offer"),
    name: text,
    priceCurrency: z.literal("SAR"),
    priceSpecification: z
      .object({
        "@type": z.literal("UnitPriceSpecification"),
        minPrice: z.number().positive(),
        maxPrice: z.number().positive(),
        valueAddedTaxIncluded: z.literal(true),
        priceCurrency: z.literal("SAR"),
        unitText: text,
      })
      .refine((p) => p.minPrice <= p.maxPrice, "minPrice must not exceed maxPrice"),
  }),
);

const serviceDocument = conforms<WithContext<Service>>()(
  z.object({
    "@context": ldContext,
    "@type": z.literal("Service"),
    name: text,
    description: text,
    url: siteUrl,
    // The home page's business, by reference.
    provider: z.object({
      "@type": z.literal("GeneralContractor"),
      "@id": z.literal(absolute("/#business")),
      name: z.literal(site.name),
      telephone: z.literal(site.phone),
      url: z.literal(absolute("/")),
    }),
    areaServed: riyadh,
    offers: z.array(offer).min(1).optional(),
  }),
);

const faqDocument = conforms<WithContext<FAQPage>>()(
  z.object({
    "@context": ldContext,
    "@type": z.literal("FAQPage"),
    mainEntity: z
      .array(
        z.object({
          "@type": z.literal("Question"),
          name: text,
          acceptedAnswer: z.object({ "@type": z.literal("Answer"), text }),
        }),
      )
      .min(1),
  }),
);

const breadcrumbDocument = conforms<WithContext<BreadcrumbList>>()(
  z.object({
    "@context": ldContext,
    "@type": z.literal("BreadcrumbList"),
    itemListElement: z
      .array(
        z.object({ "@type": z.literal("ListItem"), position: z.number().int().positive(), name: text, item: siteUrl }),
      )
      .min(2),
  }),
);

/** Parses one JSON-LD document with its schema and reports every problem at once. */
function parse<S extends z.ZodType>(schema: S, document: unknown, where: string): z.output<S> {
  const result = schema.safeParse(document);
  if (!result.success) throw new Error(`${where}: invalid JSON-LD\n${z.prettifyError(result.error)}`);
  return result.data;
}

const typeOf = (document: unknown) => (document as { "@type"?: unknown })["@type"];
const byType = (documents: unknown[], type: string) => documents.filter((d) => typeOf(d) === type);
const number = (value: string) => Number(value.replace(/,/g, ""));

/** Every price range the page shows: table cells "90 – 130" and prose "من 90 إلى 130 ريال". */
function shownRanges(text: string) {
  return new Set(
    [...text.matchAll(/(\d[\d,]*) – (\d[\d,]*)/g), ...text.matchAll(/من (\d[\d,]*) إلى (\d[\d,]*) ريال/g)].map(
      (m) => `${number(m[1]!)}-${number(m[2]!)}`,
    ),
  );
}

/** The favicon set every page links, the 404 page included. */
function checkFavicons(p: Snapshot) {
  expect(linkHrefs(p, "icon").sort()).toEqual(["/favicon.ico", "/favicon.svg"]);
  expect(linkHrefs(p, "apple-touch-icon")).toEqual(["/apple-touch-icon.png"]);
}

/** The head tags of an indexed page: title, description, canonical, Open Graph and Twitter, favicons. */
async function checkHead(p: Snapshot, path: string, request: Request) {
  // Their length is a budget on the owner's words (src/model/owner/page-budgets.ts): his build report warns,
  // and it blocks on the fixture's own pages (scripts/build.test.ts).
  await test.step("one title and one description", async () => {
    expect(p.status).toBe(200);
    expect([p.lang, p.dir]).toEqual(["ar", "rtl"]);
    expect(p.titles).toHaveLength(1);
    expect(p.titles[0]!.trim().length).toBeGreaterThan(0);
    const description = meta(p, "description");
    expect(description.trim().length).toBeGreaterThan(0);
    expect(meta(p, "viewport")).toContain("width=device-width");
    expect(metaValues(p, "robots")).toEqual([]);
  });

  await test.step("canonical and og:url are both the route's absolute URL", async () => {
    expect(linkHrefs(p, "canonical")).toEqual([absolute(path)]);
    expect(meta(p, "og:url")).toBe(absolute(path));
    // An alternate only in another language, for a page with an English pair (tests/e2e/english.spec.ts).
    expect(p.links.some((l) => l.rel === "alternate" && !l.hreflang)).toBe(false);
  });

  await test.step("Open Graph tags and the X card size, with a served 1200×630 PNG", async () => {
    expect(meta(p, "og:title")).toBe(p.titles[0]);
    expect(meta(p, "og:description")).toBe(meta(p, "description"));
    expect(meta(p, "og:type")).toBe("website");
    expect(meta(p, "og:locale")).toBe("ar_SA");
    expect(meta(p, "twitter:card")).toBe("summary_large_image");
    const image = meta(p, "og:image");
    expect(image).toMatch(new RegExp(`^${origin.replace(/\W/g, "\\$&")}/og/[a-z-]+\\.png$`));
    expect([meta(p, "og:image:width"), meta(p, "og:image:height")]).toEqual(["1200", "630"]);
    const response = await request.get(local(image));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/png");
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  });

  await test.step("links the favicon set", async () => checkFavicons(p));
}

/** The home page: head tags, the business's structured data and the manifest. */
async function checkHome(p: Snapshot, request: Request) {
  await checkHead(p, "/", request);

  await test.step("the structured data describes the business", async () => {
    const found = documents(p);
    expect(found.map(typeOf)).toEqual(["GeneralContractor"]);
    parse(businessDocument, found[0], "/");
  });

  await test.step("the manifest is Arabic and right to left, with the theme colour and served icons", async () => {
    const hrefs = linkHrefs(p, "manifest");
    expect(hrefs).toHaveLength(1);
    const response = await request.get(hrefs[0]!);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      lang: string;
      dir: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: site.name, lang: "ar", dir: "rtl", theme_color: meta(p, "theme-color") });
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toContain(icon.type);
      if (icon.type !== "image/png") continue;
      const { width, height } = await sharp(await file.body()).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
}

/** A service page: head tags, and structured data that matches the visible prices and FAQ. */
async function checkService(p: Snapshot, path: string, request: Request) {
  await checkHead(p, path, request);
  const found = documents(p);

  await test.step("has a Service, an FAQPage and a BreadcrumbList, each valid", async () => {
    expect(found.map(typeOf).sort()).toEqual(["BreadcrumbList", "FAQPage", "Service"]);
    const service = parse(serviceDocument, byType(found, "Service")[0], path);
    expect(service.url).toBe(absolute(path));
    const breadcrumb = parse(breadcrumbDocument, byType(found, "BreadcrumbList")[0], path);
    expect(breadcrumb.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, absolute("/")],
      [2, absolute(path)],
    ]);
    parse(faqDocument, byType(found, "FAQPage")[0], path);
  });

  await test.step("every offered price is a price the page shows, with VAT, as the page shows it", async () => {
    const service = parse(serviceDocument, byType(found, "Service")[0], path);
    const offers = service.offers ?? [];
    // One offer per price in the page's content, with its label and its range with VAT.
    const slug = servicePages.find((candidate) => candidate.path === path)!.slug;
    const priced = pricedItems(content.services[slug].sections).map(({ name, price }) => ({
      name,
      ...shownPrice(price, site.prices).withVat,
    }));
    expect(offers.map(({ name, priceSpecification: s }) => `${name}: ${s.minPrice}-${s.maxPrice}`).sort()).toEqual(
      priced.map(({ name, min, max }) => `${name}: ${min}-${max}`).sort(),
    );
    // The page also shows each figure before VAT, and the hero's range over its prices (prices.ts).
    const shown = shownRanges(p.text);
    for (const { priceSpecification: s } of offers) expect(shown).toContain(`${s.minPrice}-${s.maxPrice}`);
    // Each offer's label is on the page too (cladding joins thickness and size).
    for (const { name } of offers) for (const part of name.split("، ")) expect(p.text).toContain(part);
  });

  await test.step("the FAQ entries are the visible questions and answers", async () => {
    const faq = parse(faqDocument, byType(found, "FAQPage")[0], path);
    expect(p.faqs.length).toBeGreaterThanOrEqual(3);
    expect(faq.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(p.faqs);
  });
}

/** The 404 page: noindex, no canonical and no structured data, and the favicons. */
async function checkNotFound(p: Snapshot) {
  await test.step("noindex, no canonical, no structured data, the favicons", async () => {
    expect(p.status).toBe(404);
    expect(meta(p, "robots")).toBe("noindex");
    expect(linkHrefs(p, "canonical")).toEqual([]);
    expect(metaValues(p, "og:url")).toEqual([]);
    expect(p.titles).toHaveLength(1);
    expect(metaValues(p, "description")).toHaveLength(1);
    expect(p.jsonLd).toEqual([]);
    checkFavicons(p);
  });
}

/** What search engines and link previews read from this page, checked for its kind of page. */
export async function checkSeo(loaded: Loaded) {
  const p = await readPage(loaded);
  if (loaded.path === "/") await checkHome(p, loaded.request);
  else if ((servicePaths as readonly string[]).includes(loaded.path))
    await checkService(p, loaded.path, loaded.request);
  else await checkNotFound(p);
}
