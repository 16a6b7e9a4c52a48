import { describe, expect, test } from "vitest";
import { formatLocalPhone } from "~/lib/links";
import { navigation } from "./navigation";
import { companyProfilePath, complaintsPath, privacyPath } from "../contract/pages";
import { complaintsPageSchema, privacyPageSchema } from "../contract/schema";
import { content } from "./site-data";

// The privacy policy and the complaints page, from the validated content: expected values
// come from the same files, so the owner's edits keep this green. Their data builders'
// tests are beside their routes (src/pages/_privacy.test.ts, _complaints.test.ts).

/** Every string under a record, to search a page's own words. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

test("neither page repeats the company's numbers in its own words: they come from the site settings", () => {
  const { phone, whatsapp } = content.site;
  const forms = [phone, whatsapp].flatMap((n) => [n, n.slice(4), formatLocalPhone(n).replaceAll("\u00a0", " ")]);
  for (const page of [content.privacyPage, content.complaintsPage])
    for (const text of strings(page)) for (const form of forms) expect(text).not.toContain(form);
});

test("the footer's last line links the company profile and both pages, by the labels their files give", () => {
  expect(navigation(content).legal).toEqual([
    { path: companyProfilePath, label: content.ui.companyProfile.link },
    { path: privacyPath, label: content.privacyPage.link },
    { path: complaintsPath, label: content.complaintsPage.link },
  ]);
});

describe("the legal pages' schemas", () => {
  const complaints = () => structuredClone(content.complaintsPage) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  test("the ministry's number is taken as typed, in either digits, and must be digits only", () => {
    const page = complaints();
    page.ministry.phone = "١٩٠٠";
    expect(complaintsPageSchema.parse(page).ministry.phone).toBe("1900");
    page.ministry.phone = "19OO";
    expect(complaintsPageSchema.safeParse(page).error?.issues[0]?.message).toMatch(/3 to 10 digits/);
  });

  test("the ministry's site must be https, and the response time must be written", () => {
    const page = complaints();
    page.ministry.website = "http://mc.gov.sa";
    page.response.time = " ";
    const paths = complaintsPageSchema.safeParse(page).error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["ministry.website", "response.time"]));
  });

  test("each analytics setting has its paragraph, and an unknown field is refused", () => {
    const page = structuredClone(content.privacyPage) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    delete page.analytics.plausible;
    page.cookies = "…";
    const issues = privacyPageSchema.safeParse(page).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toContain("analytics.plausible");
    expect(issues.some((issue) => issue.code === "unrecognized_keys")).toBe(true);
  });

  test("a page without the mark is not an example", () => {
    const { example: _, ...confirmed } = content.privacyPage;
    expect(privacyPageSchema.parse(confirmed).example).toBe(false);
  });
});
