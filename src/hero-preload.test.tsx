import { renderToStaticMarkup } from "react-dom/server";
import { images } from "virtual:site-content";
import { describe, expect, test } from "vitest";
import { ImageFiles } from "~/components/ui/image";
import { WithLayout } from "~/components/layout/layout-context";
import { heroPreload, type ImageTable } from "~/lib/images";
import { serviceSlugs } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";
import { attribute, ParsedPage } from "../scripts/build/parsed-pages.ts";
import { contentSets } from "../tests/support/content-sets";
import { loadFixtureContent } from "../tests/support/fixture-content";
import { encodedPhoto } from "../tests/support/photo-files";
import { drawPage, sitePages, type DrawnPage } from "./routes";

// The layout (src/layouts/page.astro) preloads heroPreload(head.hero) from the head; these tests hold that
// preload to the <picture> the page's component draws, so that the browser fetches one file, not two.

type Slot = { illustration: string; alt: string; photo?: string; photoAlt?: string };
const withPhoto = (slot: Slot, name: string): Slot => ({
  ...slot,
  photo: `/photos/uploads/${name}.webp`,
  photoAlt: `صورة من موقع العمل: ${name}`,
});

/** The fixture with a phone photo as the hero of the home page and of every service page, as the photo site has. */
function heroPhotoContent(): { content: SiteContent; table: ImageTable } {
  const fixture = loadFixtureContent();
  const services = Object.fromEntries(
    serviceSlugs.map((slug, i) => {
      const service = fixture.services[slug];
      return [slug, { ...service, hero: { ...service.hero, image: withPhoto(service.hero.image, `hero-${i}`) } }];
    }),
  ) as SiteContent["services"];
  const home = { ...fixture.home, hero: { ...fixture.home.hero, image: withPhoto(fixture.home.hero.image, "home") } };
  // Every upload (the fixture's project photos too) encoded as the build encodes one.
  const table = new Proxy(images as ImageTable, {
    get: (known, ref: string) =>
      known[ref] ?? (ref.startsWith("/photos/uploads/") ? encodedPhoto(ref.split("/").pop()!) : undefined),
  });
  return { content: { ...fixture, home, services }, table };
}

/** Every page of a content, drawn, with the preload its head would carry from this table. */
const drawnPages = (content: SiteContent, table: ImageTable) =>
  sitePages(content).map(({ name, arg, language }) => {
    const page = drawPage(name, content, arg, language);
    return { page, preload: page.head.hero && heroPreload(page.head.hero.image, page.head.hero.slot, table) };
  });

/** The page's component as the build renders it, with this table's files. */
const rendered = (page: DrawnPage, table: ImageTable) =>
  new ParsedPage(
    "index.html",
    renderToStaticMarkup(
      <ImageFiles.Provider value={table}>
        <WithLayout layout={page.layout} component={page.component} props={page.props} />
      </ImageFiles.Provider>,
    ),
  );

describe("the head's preload of a photo hero", () => {
  const { content, table } = heroPhotoContent();
  const pages = drawnPages(content, table);

  test("with a photo as the hero, the home page and every service page preload it, and no other page", () => {
    const preloaded = pages.filter(({ preload }) => preload).map(({ page }) => page.path);
    // The English records were laid over the Arabic when the fixture was read, before the photos set here: drawings.
    const expected = sitePages(content)
      .filter(({ name, language }) => (name === "home" || name === "service") && language === "ar")
      .map(({ path }) => path);
    expect(preloaded.sort()).toEqual(expected.sort());
  });

  test("is the <picture>'s first source: the same type, media, srcset and sizes; its <img> eager and high priority", () => {
    for (const { page, preload } of pages.filter((drawn) => drawn.preload)) {
      const html = rendered(page, table);
      const heroes = html.all("img").filter((img) => attribute(img, "fetchpriority") === "high");
      expect(heroes, page.path).toHaveLength(1);
      const [hero] = heroes;
      expect(attribute(hero!, "loading"), page.path).toBe("eager");
      const picture = html.all("picture").find((element) => html.within(element).includes(hero!));
      const first = html.within(picture!).find((element) => element.tagName === "source")!;
      expect(
        {
          type: preload!.type,
          media: preload!.media,
          srcset: preload!.srcSet,
          sizes: preload!.sizes,
        },
        page.path,
      ).toEqual({
        type: attribute(first, "type"),
        media: attribute(first, "media"),
        srcset: attribute(first, "srcset"),
        sizes: attribute(first, "sizes"),
      });
      // The phone's AVIF: what a phone that reads AVIF picks; another browser skips the preload by its type.
      expect([preload!.type, preload!.media], page.path).toEqual(["image/avif", "(max-width: 639px)"]);
    }
  });

  test.each(contentSets())(
    "preloads nothing where the hero is a drawing: every page of the %s content",
    (_, content) => {
      const preloads = drawnPages(content, images).filter(({ preload }) => preload);
      expect(preloads.map(({ page }) => page.path)).toEqual([]);
      // The home page and the service pages name their hero all the same: a photo set there is preloaded.
      expect(drawPage("home", content).head.hero).toEqual(expect.objectContaining({ image: content.home.hero.image }));
    },
  );
});
