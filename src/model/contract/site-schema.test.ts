import { describe, expect, test } from "vitest";
import { readSources } from "./load";
import { isGoogleUrl, siteSchema } from "./site-schema";
import { splitTranslation } from "./translation";

// The Arabic record; its English (en:) is checked apart (src/model/contract/translation.ts).
const shipped = splitTranslation(readSources(process.cwd(), "").site.data).arabic as Record<string, unknown>;
const messages = (edit: Record<string, unknown>) => {
  const result = siteSchema.safeParse({ ...shipped, ...edit });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the Google and social profile links", () => {
  test("are all optional: without them the settings pass", () => {
    const { googleProfileUrl, googleReviewUrl, snapchatUrl, tiktokUrl, xUrl, ...rest } = shipped;
    void [googleProfileUrl, googleReviewUrl, snapchatUrl, tiktokUrl, xUrl];
    expect(siteSchema.safeParse(rest).success).toBe(true);
  });

  test.each([
    "https://maps.app.goo.gl/Rk7hQz2LmNp",
    "https://goo.gl/maps/Rk7hQz2LmNp",
    "https://g.page/r/CRk7hQz2LmNpEBM/review",
    "https://search.google.com/local/writereview?placeid=ChIJ2eUgeAK6j4ARbn5u_wAGqWA",
    "https://www.google.com/maps/place/?q=place_id:ChIJ2eUgeAK6j4ARbn5u_wAGqWA",
    "https://www.google.com.sa/maps/place/Rukn",
    "https://share.google/Rk7hQz2LmNp",
  ])("%s is a Google link", (url) => {
    expect(isGoogleUrl(url)).toBe(true);
    expect(messages({ googleProfileUrl: url, googleReviewUrl: url })).toEqual([]);
  });

  test.each([
    "https://www.facebook.com/rukn",
    "https://business.google.com/reviews",
    "https://google.com.evil.example/maps",
    "https://notgoogle.com/maps",
  ])("%s is refused, in either Google field", (url) => {
    expect(isGoogleUrl(url)).toBe(false);
    expect(messages({ googleProfileUrl: url, googleReviewUrl: url })).toEqual([
      "googleProfileUrl: must be a Google Maps link to the business profile",
      "googleReviewUrl: must be the Google link that opens the review form",
    ]);
  });

  test("each social link must be on its network", () => {
    const profiles = {
      instagramUrl: "https://instagram.com/rukn.hangars",
      snapchatUrl: "https://www.snapchat.com/add/rukn.hangars",
      tiktokUrl: "https://www.tiktok.com/@rukn.hangars",
      xUrl: "https://twitter.com/rukn_hangars",
    };
    expect(messages(profiles)).toEqual([]);
    expect(messages({ snapchatUrl: profiles.tiktokUrl, xUrl: "https://x.co/rukn" })).toEqual([
      "snapchatUrl: must link to a profile on Snapchat (snapchat.com)",
      "xUrl: must link to a profile on X (x.com, twitter.com)",
    ]);
  });
});
