import { describe, expect, test } from "vitest";
import { getMeta } from "./meta";

// A fixed site: getMeta is a pure function of it, whatever the content says.
const site = { name: "مقاول هناجر الرياض", url: "https://www.example.sa" };

describe("getMeta", () => {
  test("a service page: suffixed title, canonical and og:url, Arabic Open Graph, a large Twitter card", () => {
    const title = `تسوير الأراضي | ${site.name}`;
    expect(
      getMeta(site, { title: "تسوير الأراضي", description: "وصف الصفحة", path: "/fencing", image: "/og/fencing.png" }),
    ).toEqual([
      { title },
      { name: "description", content: "وصف الصفحة" },
      { tagName: "link", rel: "canonical", href: "https://www.example.sa/fencing" },
      { property: "og:type", content: "website" },
      { property: "og:locale", content: "ar_SA" },
      { property: "og:site_name", content: site.name },
      { property: "og:title", content: title },
      { property: "og:description", content: "وصف الصفحة" },
      { property: "og:url", content: "https://www.example.sa/fencing" },
      { property: "og:image", content: "https://www.example.sa/og/fencing.png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
    ]);
  });

  test("a page without a path (404) drops canonical and og:url, gains noindex, and shares the home image", () => {
    expect(getMeta(site, { title: "404", description: "غير موجودة", noindex: true })).toEqual([
      { title: `404 | ${site.name}` },
      { name: "description", content: "غير موجودة" },
      { name: "robots", content: "noindex" },
      { property: "og:type", content: "website" },
      { property: "og:locale", content: "ar_SA" },
      { property: "og:site_name", content: site.name },
      { property: "og:title", content: `404 | ${site.name}` },
      { property: "og:description", content: "غير موجودة" },
      { property: "og:image", content: "https://www.example.sa/og/home.png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
    ]);
  });

  test("a title the site's name would push past 60 characters goes without the suffix", () => {
    const title = "ت".repeat(60 - site.name.length - 2);
    expect(getMeta(site, { title, description: "x", path: "/fencing" })).toContainEqual({ title });
  });

  test("the home page: the site name alone as title, and its canonical keeps the slash", () => {
    const tags = getMeta(site, { title: site.name, description: "x", path: "/" });
    expect(tags).toContainEqual({ title: site.name });
    expect(tags).toContainEqual({ property: "og:title", content: site.name });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.sa/" });
    expect(tags).not.toContainEqual(expect.objectContaining({ name: "robots" }));
  });
});
