// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { content, images } from "virtual:site-content";
import { ImageFiles } from "~/components/ui/image";
import type { ImageTable } from "~/lib/images";
import { encodedPhoto } from "../../../tests/support/photo-files";
import { ServiceSection } from "./service-sections";

// Today's content has no owner photo: the upload below gets files as the build encodes them.
const files = {
  ...images,
  "/photos/uploads/work.jpg": encodedPhoto("work"),
} as ImageTable;

const picture = Object.values(content.services)
  .flatMap((service) => service.sections)
  .find((section) => section.kind === "image")!;

test("a drawing between sections waits for wider screens; the owner's photo shows on a phone too", () => {
  const drawing = { ...picture, image: { ...picture.image, photo: undefined } };
  const { container: withDrawing } = render(<ServiceSection section={drawing} tone="plain" />);
  expect(withDrawing.firstElementChild!.classList).toContain("hidden");
  expect(withDrawing.firstElementChild!.classList).toContain("sm:block");

  const photo = { ...picture, image: { ...picture.image, photo: "/photos/uploads/work.jpg", photoAlt: "صورة العمل" } };
  const { container: withPhoto } = render(
    <ImageFiles.Provider value={files}>
      <ServiceSection section={photo} tone="plain" />
    </ImageFiles.Provider>,
  );
  expect(withPhoto.firstElementChild!.classList).not.toContain("hidden");
});
