// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { content, images } from "virtual:site-content";
import { ImageFiles } from "~/components/ui/image";
import type { ImageTable } from "~/lib/images";
import { encodedPhoto } from "../../../tests/support/photo-files";
import { Gallery } from "./home";

// Today's content has no owner photo: the uploads below get files as the build encodes them.
const encoded = encodedPhoto;
const files = {
  ...images,
  "/photos/uploads/work-0.jpg": encoded("work-0"),
  "/photos/uploads/work-1.jpg": encoded("work-1"),
} as ImageTable;

const gallery = content.home.gallery;

test("while every item is a drawing, the home page has no gallery", () => {
  const drawings = { ...gallery, items: gallery.items.map(({ image }) => ({ image: { ...image, photo: undefined } })) };
  const { container } = render(<Gallery content={drawings} />);
  expect(container.innerHTML).toBe("");
});

test("once the owner uploads photos, the gallery shows those photos and none of the drawings", () => {
  const withPhotos = {
    ...gallery,
    items: gallery.items.map(({ image }, i) => ({
      image: i < 2 ? { ...image, photo: `/photos/uploads/work-${i}.jpg`, photoAlt: `صورة العمل ${i}` } : image,
    })),
  };
  const { container } = render(
    <ImageFiles.Provider value={files}>
      <Gallery content={withPhotos} />
    </ImageFiles.Provider>,
  );
  expect(container.querySelector("h2")!.textContent).toBe(gallery.title);
  expect([...container.querySelectorAll("img")].map((img) => img.alt)).toEqual(["صورة العمل 0", "صورة العمل 1"]);
});
