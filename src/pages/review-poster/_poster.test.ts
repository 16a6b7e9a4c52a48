import { expect, test } from "vitest";
import { qrCode } from "~/lib/qr";
import { loadFixtureContent } from "../../../tests/support/fixture-content";
import { headOf } from "../../../tests/support/content-sets";
import { reviewPosterPage } from "./_poster";

test("the review poster's data, fixture content: the company's name and its review link's QR code, never indexed", () => {
  // The fixture sets Google's review link, without which there is no poster.
  const content = loadFixtureContent();
  const { head, props } = reviewPosterPage(content);
  expect(props.name).toBe(content.site.name);
  expect(props.phone).toBe(content.site.phone);
  expect(props.link).toBe(content.site.googleReviewUrl);
  expect(props.words).toBe(content.ui.reviews.poster);
  expect(props.qr).toEqual(qrCode(content.site.googleReviewUrl!));
  expect(headOf(head).noindex).toBe(true);
});
