import { describe, expect, test } from "vitest";
import { companyProfilePath } from "~/model/pages";
import { deliveredProjects } from "~/model/projects";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { companyProfilePage } from "./_company-profile";

describe.each(contentSets())("/company-profile's data, %s content", (_name, content) => {
  const { head, props } = companyProfilePage(content);
  const { company } = content.site;
  const words = content.ui.companyProfile;

  test("carries the legal facts from the site settings", () => {
    expect(props.company).toMatchObject({
      legalName: company.legalName,
      cr: company.cr,
      vat: company.vat,
      founded: company.founded,
    });
    expect(props.company.address).toContain(company.address.district);
  });

  test("lists delivered projects only, never an example", () => {
    const real = deliveredProjects(content);
    expect(props.projects.rows.map((row) => row.slug)).toEqual(real.map((project) => project.slug));
    const examples = content.projects.filter((project) => project.example).map((project) => project.slug);
    for (const slug of examples) expect(props.projects.rows.map((row) => row.slug)).not.toContain(slug);
  });

  test("shows each credential only where the settings set it, with its official lookup", () => {
    const set = company.credentials ?? {};
    const keys = props.credentials.map((row) => row.key);
    expect(keys.includes("classification")).toBe(Boolean(set.classification));
    expect(keys.includes("contractors-authority")).toBe(Boolean(set.contractorsAuthority));
    expect(keys.filter((key) => key.startsWith("insurance-"))).toHaveLength(set.insurance?.length ?? 0);
    expect(keys.filter((key) => key.startsWith("certificate-"))).toHaveLength(set.certificates?.length ?? 0);
    const classification = props.credentials.find((row) => row.key === "classification");
    if (set.classification) {
      expect(classification).toMatchObject({ value: set.classification.grade, lookup: words.lookups.classification });
    }
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

test("the fixture company sets a classification and a policy but no membership: the profile shows those two", () => {
  const [, fixture] = contentSets()[1]!;
  const { props } = companyProfilePage(fixture);
  expect(props.credentials.map((row) => row.key)).toEqual(["classification", "insurance-0"]);
  expect(props.projects.rows.length).toBeGreaterThan(0);
});
