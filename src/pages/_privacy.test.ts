import { describe, expect, test } from "vitest";
import { nationalAddress } from "~/lib/company";
import { formatMonths } from "~/lib/format";
import { englishSite } from "~/model/languages/english";
import { privacyPath } from "~/model/contract/pages";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { privacyPage } from "./_privacy";

describe.each(contentSets())("/privacy's data, %s content", (_name, content) => {
  const { head, props } = privacyPage(content);

  test("shows the analytics paragraph of the service the site settings switch on", () => {
    const { service } = content.site.analytics;
    expect(props.analytics).toEqual({
      title: content.privacyPage.analytics.title,
      text: content.privacyPage.analytics[service],
    });
    expect(props.page).not.toHaveProperty("analytics");
  });

  test("says what a tap records and for how long, the retention of the site settings written in", () => {
    const months = formatMonths(content.site.leads.retentionMonths);
    expect(props.leads.title).toBe(content.privacyPage.leads.title);
    expect(props.leads.paragraphs.join(" ")).toContain(months);
    expect(props.leads.paragraphs.join(" ")).not.toContain("{months}");
    expect(props.page).not.toHaveProperty("leads");
  });

  test("lists what each line of the lead log holds, and the date the owner last changed the policy", () => {
    expect(props.leads.fields).toEqual(Object.values(content.privacyPage.leads.fields));
    expect(props.updated.date).toBe(content.privacyPage.updated);
    // The date as a reader reads it: its year, never the ISO form.
    expect(props.updated.text).toContain(content.privacyPage.updated.slice(0, 4));
    expect(props.updated.text).not.toContain(content.privacyPage.updated);
  });

  test("names the company, its numbers and its address from the site settings", () => {
    expect(props.contact.address).toBe(nationalAddress(content.site, "ar"));
    expect(props.contact).toMatchObject({
      legalName: content.site.company.legalName,
      // The unified national number once set, the CR while there is none.
      cr: content.site.company.unifiedNumber ?? content.site.company.cr,
      phone: content.site.phone,
      whatsapp: content.site.whatsapp,
    });
  });

  test("the English policy writes the address as the English footer does, with English commas", () => {
    const english = englishSite(content);
    expect(english?.paths.has(privacyPath)).toBe(true);
    const { address } = privacyPage(english!.content).props.contact;
    expect(address).toBe(nationalAddress(english!.content.site, "en"));
    expect(address).not.toContain("،");
  });

  test("has its own title, description and canonical address, and a breadcrumb", () => {
    const { canonical, description, jsonLd } = headOf(head);
    expect(description).toBe(content.privacyPage.meta.description);
    expect(canonical).toBe(`${content.site.url}${privacyPath}`);
    expect(jsonLd).toEqual([expect.objectContaining({ "@type": "BreadcrumbList" })]);
    expect(head.jsonLd.join("")).toContain(content.privacyPage.title);
  });
});
