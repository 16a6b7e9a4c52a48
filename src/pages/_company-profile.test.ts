import { describe, expect, test } from "vitest";
import { nationalAddress } from "~/lib/company";
import { credentialEntries, expiryState, riyadhDay } from "~/model/views/credentials";
import { englishSite } from "~/model/languages/english";
import { companyProfilePath } from "~/model/contract/pages";
import { deliveredProjects } from "~/model/contract/example-markers";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { companyProfilePage } from "./_company-profile";

const today = riyadhDay(new Date());

describe.each(contentSets())("/company-profile's data, %s content", (_name, content) => {
  const { head, props } = companyProfilePage(content);
  const { company } = content.site;
  const words = content.ui.companyProfile;

  test("carries the legal facts: the unified national number in place of the CR once set, the VAT with ZATCA's lookup", () => {
    expect(props.company).toMatchObject({ legalName: company.legalName, founded: company.founded });
    expect(props.company.registration).toEqual(
      company.unifiedNumber
        ? { label: content.ui.footer.unifiedNumber, number: company.unifiedNumber, lookup: words.lookups.cr }
        : { label: content.ui.footer.cr, number: company.cr, lookup: words.lookups.cr },
    );
    expect(props.company.vat).toEqual({ label: content.ui.footer.vat, number: company.vat, lookup: words.lookups.vat });
    expect(props.company.address).toBe(nationalAddress(content.site, "ar"));
  });

  test("lists delivered projects only, never an example, and promises them only while there are some", () => {
    const real = deliveredProjects(content);
    expect(props.projects.rows.map((row) => row.slug)).toEqual(real.map((project) => project.slug));
    expect(props.intro).toBe(real.length ? words.intro : words.introWithoutProjects);
  });

  test("shows each credential still valid, and only those, with its expiry", () => {
    const current = credentialEntries(company.credentials).filter(
      (entry) => expiryState(entry.expires, today) !== "expired",
    );
    expect(props.credentials.map((row) => [row.key, row.expires])).toEqual(
      current.map((entry) => [entry.key, entry.expires]),
    );
  });

  test("lists every service and the areas served", () => {
    expect(props.services.map((service) => service.name)).toEqual(Object.values(content.services).map((s) => s.name));
    expect(props.areas).toEqual(company.areasServed?.areas ?? []);
  });

  test("has its own title, description and canonical address, and a breadcrumb", () => {
    const { canonical, description, jsonLd } = headOf(head);
    expect(description).toBe(words.meta.description);
    expect(canonical).toBe(`${content.site.url}${companyProfilePath}`);
    expect(jsonLd).toEqual([expect.objectContaining({ "@type": "BreadcrumbList" })]);
  });
});

describe("the fixture company's credentials", () => {
  const [, fixture] = contentSets()[1]!;
  const credentials = fixture.site.company.credentials!;
  const words = fixture.ui.companyProfile;
  const rows = companyProfilePage(fixture).props.credentials;
  const row = (key: string) => rows.find((candidate) => candidate.key === key);

  test("has no unified national number: the CR is shown", () => {
    expect(fixture.site.company.unifiedNumber).toBeUndefined();
    expect(companyProfilePage(fixture).props.company.registration.number).toBe(fixture.site.company.cr);
  });

  test("the classification links Balady, whose lookup says it needs an Absher login", () => {
    expect(row("classification")).toMatchObject({
      value: `${credentials.classification!.field}، ${credentials.classification!.grade}`,
      lookup: words.lookups.classification,
    });
    expect(words.lookups.classification.label).toContain("أبشر");
    expect(words.lookups.classification.url).toMatch(/^https:\/\/balady\.gov\.sa\//);
  });

  test("the Chamber subscription links the Ministry of Commerce; the Zakat certificate offers a copy on request", () => {
    expect(row("chamber")).toMatchObject({ value: credentials.chamber!.subscription, lookup: words.lookups.chamber });
    expect(words.lookups.chamber.url).toMatch(/^https:\/\/mc\.gov\.sa\//);
    expect(row("zakat")).toMatchObject({ value: credentials.zakat!.certificate, onRequest: words.copyOnRequest });
    expect(row("zakat")!.lookup).toBeUndefined();
  });

  test("a credential not set is not shown: no membership, Saudization or GOSI row", () => {
    for (const key of ["contractorsAuthority", "saudization", "gosi"]) expect(row(key)).toBeUndefined();
  });

  test("a credential past its expiry is left out; the others are shown, the policy with its insurer and number", () => {
    const [policy] = credentials.insurance!;
    const dayAfter = new Date(Date.parse(credentials.chamber!.expires) + 86_400_000).toISOString().slice(0, 10);
    const later = companyProfilePage(fixture, undefined, dayAfter).props.credentials;
    expect(later.map((candidate) => candidate.key)).toEqual(
      rows.map((candidate) => candidate.key).filter((key) => key !== "chamber"),
    );
    expect(row("insurance-0")!.detail).toContain(policy!.insurer);
    expect(row("insurance-0")!.detail).toContain(policy!.policy);
  });

  test("the English profile: English words, the English legal name and address, and the delivered projects", () => {
    const english = englishSite(fixture)!.content;
    const { props } = companyProfilePage(english);
    expect(props.company.legalName).toBe(english.site.company.legalName);
    expect(props.company.legalName).not.toBe(fixture.site.company.legalName);
    expect(props.company.address).toBe(nationalAddress(english.site, "en"));
    expect(props.company.address).toContain(english.site.company.address.street);
    expect(props.projects.columns).toContain(english.ui.companyProfile.columns.clientType);
    expect(props.projects.rows.map((r) => r.slug)).toEqual(deliveredProjects(fixture).map((p) => p.slug));
    expect(props.credentials.find((c) => c.key === "classification")!.value).toBe(
      `${english.site.company.credentials!.classification!.field}, ${english.site.company.credentials!.classification!.grade}`,
    );
  });
});
