import { describe, expect, test } from "vitest";
import { getMeta } from "./meta";

// A fixed site: getMeta is a pure function of it, whatever the content says.
const site = { name: "مقاول هناجر الرياض", url: "https://www.example.sa" };
const siteUrl = site.url;

const find = (tags: ReturnType<typeof getMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("getMeta", () => {
  const tags = getMeta(site, {
    title: "تسوير الأراضي",
    description: "وصف الصفحة",
    path: "/fencing",
    image: "/og/fencing.png",
  });

  test("suffixes the title with the site name", () => {
    expect(tags).toContainEqual({ title: `تسوير الأراضي | ${site.name}` });
  });

  test("gives an absolute canonical that og:url repeats", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${siteUrl}/fencing`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${siteUrl}/fencing`);
  });

  test("has Arabic Open Graph and a large Twitter card with an absolute image", () => {
    expect(find(tags, "property", "og:locale")?.content).toBe("ar_SA");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "property", "og:image")?.content).toBe(`${siteUrl}/og/fencing.png`);
  });

  test("a page without a path gets no canonical and can be noindex", () => {
    const notFound = getMeta(site, { title: "404", description: "غير موجودة", noindex: true });
    expect(find(notFound, "rel", "canonical")).toBeUndefined();
    expect(find(notFound, "name", "robots")?.content).toBe("noindex");
  });

  test("the home title is the site name alone", () => {
    expect(getMeta(site, { title: site.name, description: "x", path: "/" })).toContainEqual({ title: site.name });
  });
});
