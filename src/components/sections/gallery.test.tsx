// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { content } from "virtual:site-content";
import { Gallery } from "./home";

// A stand-in picture: this test is about which items show, not how an image is resolved.
vi.mock("~/components/ui/image", () => ({
  ContentImage: ({ image }: { image: { alt: string; photoAlt?: string } }) => <img alt={image.photoAlt ?? image.alt} />,
}));

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
  const { container } = render(<Gallery content={withPhotos} />);
  expect(container.querySelector("h2")!.textContent).toBe(gallery.title);
  expect([...container.querySelectorAll("img")].map((img) => img.alt)).toEqual(["صورة العمل 0", "صورة العمل 1"]);
});
