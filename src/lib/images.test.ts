import { describe, expect, test } from "vitest";
import { encodedPhoto } from "../../tests/support/photo-files";
import { imageOf as imageIn, type ContentImageSource, type ImageTable } from "./images";
import { photoSlots, sizesOf, sourceGroups } from "./photo-slots";

// Today's content has no owner photo, so the image table is a fixture: one
// illustration and one upload encoded the way the build encodes it.
const images = {
  "fencing/1": { url: "/assets/fencing-1.svg" },
  "/photos/uploads/yard.jpg": encodedPhoto("yard"),
} as ImageTable;
const slot = photoSlots.serviceHero;
const imageOf = (image: ContentImageSource) => imageIn(image, slot, images);

const illustration = { src: "/assets/fencing-1.svg", width: 1200, height: 800, photo: false };

describe("imageOf", () => {
  test("in the admin's preview, a photo he has just chosen is one file, and still his photo", () => {
    const preview = { "/photos/uploads/new.jpg": { url: "blob:x", upload: true } } as ImageTable;
    const slot = { illustration: "fencing/1", alt: "رسم سور", photo: "/photos/uploads/new.jpg", photoAlt: "سور منفذ" };
    expect(imageIn(slot, photoSlots.serviceHero, preview)).toEqual({
      src: "blob:x",
      width: 1200,
      height: 800,
      photo: true,
      alt: "سور منفذ",
    });
  });

  test("a slot without a photo shows its illustration with the illustration's alt", () => {
    expect(imageOf({ illustration: "fencing/1", alt: "رسم سور" })).toEqual({ ...illustration, alt: "رسم سور" });
  });

  test("the owner's photo wins over the illustration, with the photo's own alt", () => {
    const slot = { illustration: "fencing/1", alt: "رسم سور", photo: "/photos/uploads/yard.jpg", photoAlt: "سور منفذ" };
    const image = imageOf(slot);
    expect(image).toMatchObject({ photo: true, alt: "سور منفذ" });
  });

  test("a photo has an AVIF and a WebP source per crop, offering only the widths of the slot's groups, with its sizes", () => {
    const { sources, src } = imageOf({ src: "/photos/uploads/yard.jpg", alt: "ساحة" });
    const groups = sourceGroups(slot);
    expect(sources!.map((source) => [source.type, source.media])).toEqual(
      groups.flatMap((group) => [
        ["image/avif", group.media],
        ["image/webp", group.media],
      ]),
    );
    for (const [i, group] of groups.entries()) {
      const crop = `${group.aspect === 3 ? "3x1" : "3x2"}`;
      for (const source of sources!.slice(i * 2, i * 2 + 2)) {
        const format = source.type.replace("image/", "");
        expect(source.srcSet).toBe(
          group.widths.map((width) => `/assets/yard-${crop}-${width}.${format} ${width}w`).join(", "),
        );
        expect(source.sizes).toBe(sizesOf(slot));
      }
    }
    // The fallback is a file the phone's WebP source offers.
    expect(sources![1]!.srcSet).toContain(`${src} `);
  });

  test("a project photo is an upload, or in an example record an illustration that is not called a photo", () => {
    expect(imageOf({ src: "/photos/uploads/yard.jpg", alt: "ساحة" })).toMatchObject({ photo: true, alt: "ساحة" });
    expect(imageOf({ src: "illustration:fencing/1", alt: "مثال" })).toEqual({ ...illustration, alt: "مثال" });
  });

  test("an image the build did not encode fails, naming the reference", () => {
    expect(() => imageOf({ src: "/photos/uploads/missing.jpg", alt: "x" })).toThrow('"/photos/uploads/missing.jpg"');
  });

  test("a photo the build encoded for no crop this slot shows fails, naming it", () => {
    const uncropped = { "/photos/uploads/yard.jpg": { photo: {} } } as unknown as ImageTable;
    expect(() => imageIn({ src: "/photos/uploads/yard.jpg", alt: "x" }, slot, uncropped)).toThrow(
      '"/photos/uploads/yard.jpg" at 3:1',
    );
  });
});
