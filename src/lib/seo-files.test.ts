import { describe, expect, test } from "vitest";
import { servicePaths } from "~/model/contract/pages";
import { headProblems, headWarnings, icoFromPngs, robotsTxt, sitemapXml, webManifest } from "./seo-files";
import { headOf } from "../../scripts/build/seo";
import { ParsedPage } from "../../scripts/build/parsed-pages";

/** A page's head as the build reads it, from its parse. */
const readHead = (html: string) => headOf(new ParsedPage("index.html", html));

const origin = "https://www.example.sa";

describe("sitemap and robots", () => {
  test("the sitemap lists each pre-rendered path once, as an absolute URL", () => {
    const paths = ["/", ...servicePaths];
    const xml = sitemapXml(origin, paths);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(paths.map((path) => (path === "/" ? `${origin}/` : origin + path)));
    expect(locs).toContain(`${origin}/LaserShutters`);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
  });

  test("a page with a pair in another language lists both alternates and x-default, each both ways", () => {
    const alternates = [
      { hreflang: "ar", href: `${origin}/fencing` },
      { hreflang: "en", href: `${origin}/en/fencing` },
      { hreflang: "x-default", href: `${origin}/fencing` },
    ];
    const xml = sitemapXml(origin, [{ path: "/fencing", alternates }, { path: "/en/fencing", alternates }, "/doors"]);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    for (const url of urls.slice(0, 2))
      expect([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual(
        alternates.map(({ hreflang, href }) => [hreflang, href]),
      );
    expect(urls[2]).not.toContain("xhtml:link");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // The head's links, read back from a page.
    const head = readHead(
      `<head>${alternates.map((a) => `<link rel="alternate" href="${a.href}" hreflang="${a.hreflang}">`).join("")}</head>`,
    );
    expect(head.alternates).toEqual(alternates);
  });

  test("robots.txt allows crawling except the admin, and points at the sitemap", () => {
    expect(robotsTxt(origin)).toBe(`User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
});

test("the manifest is Arabic, right to left, with the brand colour and icons", () => {
  const manifest = webManifest({ name: "اسم", description: "وصف" });
  expect(manifest).toMatchObject({ name: "اسم", lang: "ar", dir: "rtl", theme_color: "#5c2121", start_url: "/" });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["any", "180x180", "192x192", "512x512"]);
});

test("icoFromPngs writes an icon directory pointing at the PNG", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const ico = icoFromPngs([{ size: 32, png }]);
  const view = new DataView(ico.buffer);
  expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
  expect([ico[6], ico[7]]).toEqual([32, 32]);
  expect(view.getUint32(6 + 8, true)).toBe(png.length);
  const offset = view.getUint32(6 + 12, true);
  expect(offset).toBe(22);
  expect(ico.slice(offset)).toEqual(png);
});

describe("built page heads", () => {
  const page = (title: string, description: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="${description}"/>` +
    `<meta property="og:image" content="${origin}/og/home.png"/><meta property="og:site_name" content="الموقع"/>` +
    `<link rel="canonical" href="${origin}/x"/></head>` +
    `<body><svg><title>icon</title></svg></body></html>`;

  test("reads the head's title and description, decoding entities and ignoring SVG titles", () => {
    expect(readHead(page("أ &amp; ب", "&quot;وصف&quot;"))).toEqual({
      title: ["أ & ب"],
      description: ['"وصف"'],
      ogImage: [`${origin}/og/home.png`],
      siteName: ["الموقع"],
      canonical: [`${origin}/x`],
      noindex: false,
      alternates: [],
    });
  });

  test("sees a noindex page", () => {
    const html = page("أ", "ب").replace("</head>", '<meta name="robots" content="noindex"/></head>');
    expect(readHead(html).noindex).toBe(true);
  });

  test("accepts unique titles and descriptions", () => {
    expect(
      headProblems([
        { file: "a.html", head: readHead(page("أ", "وصف أ")) },
        { file: "b.html", head: readHead(page("ب", "وصف ب")) },
      ]),
    ).toEqual([]);
  });

  test("reports a missing or empty title or description, naming the file", () => {
    const problems = headProblems([{ file: "a.html", head: readHead("<html><head><title> </title></head></html>") }]);
    expect(problems).toEqual([
      "a.html: needs exactly one non-empty title, found 0",
      "a.html: needs exactly one non-empty description, found 0",
    ]);
  });

  test("warns of two pages sharing a title or description, and of over-long ones, without failing", () => {
    const pages = [
      { file: "a.html", head: readHead(page("أ", "وصف")) },
      { file: "b.html", head: readHead(page("أ", "وصف")) },
      { file: "c.html", head: readHead(page("ت".repeat(61), "ص".repeat(161))) },
    ];
    expect(headProblems(pages)).toEqual([]);
    expect(headWarnings(pages)).toEqual([
      'b.html: title "أ" is also used by a.html',
      'b.html: description "وصف" is also used by a.html',
      "c.html: title is 61 characters; keep it to 60",
      "c.html: description is 161 characters; keep it to 160",
    ]);
  });
});
