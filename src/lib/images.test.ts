import { describe, expect, test } from "vitest";
import { imageOf as imageIn, type ContentImageSource, type ImageTable } from "./images";

// Today's content has no owner photo, so the image table is a fixture: one
// illustration and one upload encoded the way vite-imagetools encodes it.
const images = {
  "fencing/1": { url: "/assets/fencing-1.svg" },
  "/photos/uploads/yard.jpg": {
    picture: {
      img: { src: "/assets/yard-1600.jpg", w: 1600, h: 1067 },
      sources: {
        avif: "/assets/yard-640.avif 640w, /assets/yard-1600.avif 1600w",
        webp: "/assets/yard-640.webp 640w, /assets/yard-1600.webp 1600w",
        jpeg: "/assets/yard-640.jpg 640w, /assets/yard-1600.jpg 1600w",
      },
    },
  },
} as ImageTable;
const imageOf = (image: ContentImageSource) => imageIn(image, images);

const illustration = { src: "/assets/fencing-1.svg", width: 1200, height: 800, photo: false };
const photo = {
  src: "/assets/yard-1600.jpg",
  width: 1600,
  height: 1067,
  photo: true,
  // The JPEG srcset is the <img>'s fallback, so it is not listed as a <source>.
  sources: [
    { type: "image/avif", srcSet: "/assets/yard-640.avif 640w, /assets/yard-1600.avif 1600w" },
    { type: "image/webp", srcSet: "/assets/yard-640.webp 640w, /assets/yard-1600.webp 1600w" },
  ],
};

describe("imageOf", () => {
  test("a slot without a photo shows its illustration with the illustration's alt", () => {
    expect(imageOf({ illustration: "fencing/1", alt: "رسم سور" })).toEqual({ ...illustration, alt: "رسم سور" });
  });

  test("the owner's photo wins over the illustration, with the photo's own alt", () => {
    const slot = { illustration: "fencing/1", alt: "رسم سور", photo: "/photos/uploads/yard.jpg", photoAlt: "سور منفذ" };
    expect(imageOf(slot)).toEqual({ ...photo, alt: "سور منفذ" });
  });

  test("a project photo is an upload, or in an example record an illustration that is not called a photo", () => {
    expect(imageOf({ src: "/photos/uploads/yard.jpg", alt: "ساحة" })).toEqual({ ...photo, alt: "ساحة" });
    expect(imageOf({ src: "illustration:fencing/1", alt: "مثال" })).toEqual({ ...illustration, alt: "مثال" });
  });

  test("an image the build did not encode fails, naming the reference", () => {
    expect(() => imageOf({ src: "/photos/uploads/missing.jpg", alt: "x" })).toThrow('"/photos/uploads/missing.jpg"');
  });
});
