import { describe, expect, test } from "vitest";
import { examplePaths, isExampleCr, isExampleName, isExamplePhone, isExampleUrl, isExampleVat } from "./examples";
import { readSources } from "./load";
import { siteSchema } from "./site-schema";
import { splitTranslation } from "./translation";

// Both directions of docs/decisions/0004-proof-and-examples.md: unmistakable fakes are refused,
// and a real value is never refused because it equals a shipped sample.
describe("example values", () => {
  test.each(["+966500000000", "+966500000001", "+966500000002", "+966110000000"])("%s is a fake phone", (phone) =>
    expect(isExamplePhone(phone)).toBe(true),
  );
  test.each(["+966512345678", "+966550000123", "+966114567890", "+971500000000"])("%s is a real phone", (phone) =>
    expect(isExamplePhone(phone)).toBe(false),
  );

  test("a CR with an all-zero tail and a VAT number of zeros are fakes; real ones pass", () => {
    expect(isExampleCr("1010000000")).toBe(true);
    expect(isExampleCr("1010456789")).toBe(false);
    expect(isExampleVat("300000000000003")).toBe(true);
    expect(isExampleVat("310456789100003")).toBe(false);
  });

  test.each([
    ["https://www.example.com", true],
    ["https://example.sa", true],
    ["https://shop.example", true],
    ["https://www.instagram.com/example", true],
    ["https://www.rukn-hangars.sa", false],
    ["https://www.instagram.com/rukn.hangars", false],
    ["https://www.instagram.com/example.hangars", false],
  ])("%s: example %s", (url, fake) => expect(isExampleUrl(url)).toBe(fake));

  test("a name that says «مثال» is an example; «المثالي» is a real word", () => {
    expect(isExampleName("مؤسسة مثال للمقاولات")).toBe(true);
    expect(isExampleName("مثال")).toBe(true);
    expect(isExampleName("مؤسسة الركن المتين للمقاولات")).toBe(false);
    expect(isExampleName("المقاول المثالي")).toBe(false);
  });
});

describe("the optional links", () => {
  const site = siteSchema.parse(splitTranslation(readSources(process.cwd(), "").site.data).arabic);
  const search = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.city)}`;
  const paths = (edit: Partial<typeof site>) => examplePaths({ ...site, ...edit }).map((path) => path.join("."));

  test("one set to an example address is an example", () => {
    expect(paths({ xUrl: "https://x.com/example", googleReviewUrl: "https://g.page/example" })).toEqual(
      expect.arrayContaining(["xUrl", "googleReviewUrl"]),
    );
    expect(paths({ xUrl: "https://x.com/rukn_hangars" })).not.toContain("xUrl");
  });

  test("the shipped map search is an example until the Google profile replaces it on every map link", () => {
    expect(paths({ mapsUrl: search })).toContain("mapsUrl");
    expect(paths({ mapsUrl: search, googleProfileUrl: "https://maps.app.goo.gl/Rk7hQz2LmNp" })).not.toContain(
      "mapsUrl",
    );
  });
});
