// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { content } from "virtual:site-content";
import { ServiceSection } from "./service-sections";

// A stand-in picture: this test is about where the picture shows, not how it is resolved.
vi.mock("~/components/ui/image", () => ({
  ContentImage: ({ image }: { image: { alt: string } }) => <img alt={image.alt} />,
}));

const picture = Object.values(content.services)
  .flatMap((service) => service.sections)
  .find((section) => section.kind === "image")!;

test("a drawing between sections waits for wider screens; the owner's photo shows on a phone too", () => {
  const drawing = { ...picture, image: { ...picture.image, photo: undefined } };
  const { container: withDrawing } = render(<ServiceSection section={drawing} tone="plain" />);
  expect(withDrawing.firstElementChild!.classList).toContain("hidden");
  expect(withDrawing.firstElementChild!.classList).toContain("sm:block");

  const photo = { ...picture, image: { ...picture.image, photo: "/photos/uploads/work.jpg", photoAlt: "صورة العمل" } };
  const { container: withPhoto } = render(<ServiceSection section={photo} tone="plain" />);
  expect(withPhoto.firstElementChild!.classList).not.toContain("hidden");
});
