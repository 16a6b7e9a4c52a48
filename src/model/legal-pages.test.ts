import { describe, expect, test } from "vitest";
import { formatLocalPhone } from "~/lib/links";
import { navigation } from "./navigation";
import { complaintsPage, notFoundPage, privacyPage } from "./page-data";
import { complaintsPath, privacyPath } from "./pages";
import { complaintsPageSchema, privacyPageSchema } from "./schema";
import { content } from "./site-data";

// The privacy policy, the complaints page and the 404, from the validated content:
// expected values come from the same files, so the owner's edits keep this green.

/** Every string under a record, to search a page's own words. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

const canonical = (head: ReturnType<typeof privacyPage>["head"]) =>
  head.meta.find((tag) => "rel" in tag && tag.rel === "canonical") as { href: string } | undefined;

describe("/privacy", () => {
  const { head, props } = privacyPage();

  test("shows the analytics paragraph of the service the site settings switch on", () => {
    const { service } = content.site.analytics;
    expect(props.analytics).toEqual({
      title: content.privacyPage.analytics.title,
      text: content.privacyPage.analytics[service],
    });
    expect(props.page).not.toHaveProperty("analytics");
  });

  test("names the company and its numbers from the site settings", () => {
    expect(props.contact).toMatchObject({
      legalName: content.site.company.legalName,
      cr: content.site.company.cr,
      phone: content.site.phone,
      whatsapp: content.site.whatsapp,
    });
  });

  test("has its own title, description and canonical address, and a breadcrumb", () => {
    expect(head.meta).toContainEqual({ name: "description", content: content.privacyPage.meta.description });
    expect(canonical(head)?.href).toMatch(new RegExp(`${privacyPath}$`));
    expect(head.jsonLd.join("")).toContain(content.privacyPage.title);
  });
});

describe("/complaints", () => {
  const { head, props } = complaintsPage();

  test("the owner's words, with the site settings' phone and WhatsApp", () => {
    expect(props.page).toEqual(content.complaintsPage);
    expect(props.contact).toMatchObject({ phone: content.site.phone, whatsapp: content.site.whatsapp });
    expect(canonical(head)?.href).toMatch(new RegExp(`${complaintsPath}$`));
  });
});

test("neither page repeats the company's numbers in its own words: they come from the site settings", () => {
  const { phone, whatsapp } = content.site;
  const forms = [phone, whatsapp].flatMap((n) => [n, n.slice(4), formatLocalPhone(n).replaceAll("\u00a0", " ")]);
  for (const page of [content.privacyPage, content.complaintsPage])
    for (const text of strings(page)) for (const form of forms) expect(text).not.toContain(form);
});

test("the footer's last line links both pages, by the labels their files give", () => {
  expect(navigation(content).legal).toEqual([
    { path: privacyPath, label: content.privacyPage.link },
    { path: complaintsPath, label: content.complaintsPage.link },
  ]);
});

test("the 404 lists every service of the navigation, by its one name", () => {
  const { props, head } = notFoundPage();
  expect(props.services).toEqual(navigation(content).services.map(({ path, label }) => ({ path, label })));
  expect(head.meta).toContainEqual({ name: "robots", content: "noindex" });
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
