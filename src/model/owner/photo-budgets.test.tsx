import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ContentImage, ImageFiles } from "~/components/ui/image";
import type { ImageTable } from "~/lib/images";
import { chosenWidth, photoSlots, sizesOf, sizesWidthAt, sourceGroups, type PhotoSlot } from "~/lib/photo-slots";
import { budgetedPage } from "../../../scripts/build/page-budgets.ts";
import { ParsedPage } from "../../../scripts/build/parsed-pages.ts";
import { phonePhotos, photoBudgets, photoWarnings, uploadOf } from "./photo-budgets";

// Files named as the build names them: the upload's name, a hash, the format.
const encoded = (name: string) => {
  const files = (ratio: number, format: string) =>
    [96, 128, 160, 240, 320, 400, 480, 640, 800, 1200].map((width) => ({
      src: `/assets/${name}.${String(width).padStart(8, "x")}.${format}`,
      width,
      height: Math.round(width / ratio),
    }));
  const crop = (ratio: number) => ({ avif: files(ratio, "avif"), webp: files(ratio, "webp") });
  return { photo: { "3:1": crop(3), "3:2": crop(3 / 2), "1:1": crop(1) } };
};
const table = {
  "/photos/uploads/yard.webp": encoded("yard"),
  "/photos/uploads/wall.webp": encoded("wall"),
} as ImageTable;

/** The pictures of a page drawn with these slots, as the build's parse locates them (budgetedPage). */
const page = (...slots: [string, PhotoSlot, boolean][]) =>
  pictures(
    renderToStaticMarkup(
      <ImageFiles.Provider value={table}>
        {slots.map(([name, slot, priority]) => (
          <ContentImage
            key={name}
            image={{ src: `/photos/uploads/${name}.webp`, alt: `صورة ${name}` }}
            slot={slot}
            priority={priority}
          />
        ))}
      </ImageFiles.Provider>,
    ),
  );
const pictures = (html: string) => budgetedPage(new ParsedPage("index.html", html), "/").pictures;

/** The phone's AVIF a 360 px phone at 2× takes for a slot, found from the slot itself. */
const phoneFile = (name: string, slot: PhotoSlot) => {
  const group = sourceGroups(slot)[0]!;
  const width = chosenWidth(group.widths, sizesWidthAt(sizesOf(slot), 360), 2);
  return `/assets/${name}.${String(width).padStart(8, "x")}.avif`;
};

describe("what a page's photos cost a phone", () => {
  test("each photo is the AVIF a 360 px phone at 2× takes for its slot, the page's first marked", () => {
    const drawn = page(["yard", photoSlots.serviceHero, true], ["wall", photoSlots.sectionImage, false]);
    const sizes = new Map([
      [phoneFile("yard", photoSlots.serviceHero), 12_000],
      [phoneFile("wall", photoSlots.sectionImage), 9_000],
    ]);
    expect(phonePhotos(drawn, (file) => sizes.get(file))).toEqual([
      { file: phoneFile("yard", photoSlots.serviceHero), bytes: 12_000, alt: "صورة yard", priority: true },
      { file: phoneFile("wall", photoSlots.sectionImage), bytes: 9_000, alt: "صورة wall", priority: false },
    ]);
  });

  test("a slot hidden on phones costs a phone nothing", () => {
    expect(phonePhotos(page(["yard", photoSlots.serviceGuideCard, false]), () => 50_000)).toEqual([]);
  });

  test("the build's files name their upload", () => {
    expect(uploadOf("/assets/fence-sulay.Ab3_x-9Q.avif")).toBe("fence-sulay");
  });

  const item = {
    place: "«أسوار»",
    link: "/admin/#/collections/pages/entries/fencing",
    at: "content/pages/fencing.yml",
  };
  const photo = (bytes: number, priority = false) => ({
    file: "/assets/yard.Ab3_x-9Q.avif",
    bytes,
    alt: "سور منفذ",
    priority,
  });

  test("within the budgets, no warning", () => {
    const first = photo(photoBudgets.firstViewPhotoKB * 1000, true);
    expect(photoWarnings([first, photo(10_000)], item)).toEqual([]);
  });

  test("a first photo past its budget is a warning in Arabic naming the page, the photo and what to do", () => {
    const [warning, ...others] = photoWarnings([photo(photoBudgets.firstViewPhotoKB * 1000 + 1000, true)], item);
    expect(others).toEqual([]);
    expect(warning!.figure).toBe("firstViewPhotoKB");
    expect(warning!.item).toMatchObject({ place: item.place, link: item.link });
    expect(warning!.item.reason).toContain("«سور منفذ»");
    expect(warning!.item.reason).toContain("yard");
    expect(warning!.item.reason).toContain("اختر لها صورة أبسط");
  });

  test("a page's photos past their budget together name the heaviest", () => {
    const photos = Array.from({ length: 8 }, (_, i) => ({ ...photo(14_000), alt: `صورة ${i}`, bytes: 14_000 + i }));
    const [warning] = photoWarnings(photos, item);
    expect(warning!.figure).toBe("pagePhotosKB");
    expect(warning!.value).toBeGreaterThan(photoBudgets.pagePhotosKB);
    expect(warning!.item.reason).toContain("«صورة 7»");
  });
});
