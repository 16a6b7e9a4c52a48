// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { decodeQrSvg } from "../../../tests/support/qr";
import { loadFixtureContent } from "../../../tests/support/fixture-content";
import { qrCode } from "~/lib/qr";
import { formatLocalPhone } from "~/lib/links";
import { hasReviewPoster } from "~/model/contract/pages";
import { content } from "~/model/views/site-data";
import { ReviewPosterPage } from "./review-poster-page";

// The shipped content leaves the review link empty; the fixture company has set it.
const fixture = loadFixtureContent();

describe("the review poster", () => {
  const link = fixture.site.googleReviewUrl!;
  const words = fixture.ui.reviews.poster;
  const html = renderToStaticMarkup(
    <ReviewPosterPage
      name={fixture.site.name}
      phone={fixture.site.phone}
      link={link}
      words={words}
      qr={qrCode(link)}
    />,
  );

  test("exists only while Google's review link is set", () => {
    expect(hasReviewPoster(fixture.site)).toBe(true);
    expect(hasReviewPoster({ ...fixture.site, googleReviewUrl: undefined })).toBe(false);
    expect(hasReviewPoster(content.site)).toBe(Boolean(content.site.googleReviewUrl));
  });

  test("its QR code, as drawn on the page, opens the review link", async () => {
    const svg = /<svg[^>]*role="img"[\s\S]*?<\/svg>/.exec(html)![0];
    expect(svg).toContain(`aria-label="${words.qrLabel}"`);
    expect(await decodeQrSvg(svg)).toBe(link);
  });

  test("carries the logo, the review link printed as text and the phone number, each after its words", () => {
    const dom = new DOMParser().parseFromString(html, "text/html");
    const logo = dom.querySelector("article svg[aria-hidden='true']");
    expect(logo?.closest("p")?.textContent).toBe(fixture.site.name);
    expect(dom.querySelector("[data-review-link]")?.textContent).toBe(`${words.linkLabel} ${link}`);
    expect(dom.querySelector("[data-phone]")?.textContent).toBe(
      `${words.phoneLabel} ${formatLocalPhone(fixture.site.phone)}`,
    );
  });

  test("names the company and asks for a review in the content's words, with no style attribute or script", () => {
    for (const text of [fixture.site.name, words.title, words.line, words.thanks, words.printHint])
      expect(html).toContain(text);
    expect(html).not.toMatch(/\sstyle=|<script/);
  });
});
