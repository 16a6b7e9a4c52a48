// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { contentSets } from "../../../tests/support/content-sets";
import { LayoutProvider } from "~/components/layout/layout-context";
import { layoutOf } from "~/model/layout-data";
import { companyProfilePage } from "~/pages/_company-profile";
import { CompanyProfilePage } from "./company-profile-page";

describe.each(contentSets())("the company profile as drawn, %s content", (_name, content) => {
  const { props } = companyProfilePage(content);
  const dom = new DOMParser().parseFromString(
    renderToStaticMarkup(
      <LayoutProvider layout={layoutOf(content)}>
        <CompanyProfilePage {...props} />
      </LayoutProvider>,
    ),
    "text/html",
  );
  const { company } = content.site;
  const { lookups } = content.ui.companyProfile;
  const lookupHrefs = () => [...dom.querySelectorAll("a[data-lookup]")].map((a) => a.getAttribute("href"));

  test("names the registered company: legal name, CR with the Ministry of Commerce's page, VAT", () => {
    const facts = dom.querySelector("[data-company]")!;
    expect(facts.textContent).toContain(company.legalName);
    expect(facts.querySelector("[data-cr]")?.textContent).toBe(company.cr);
    expect(facts.querySelector("[data-vat]")?.textContent).toBe(company.vat);
    expect(lookupHrefs()).toContain(lookups.cr.url);
  });

  test("shows each credential only once set, each with its official lookup, and no part while none is", () => {
    const credentials = company.credentials ?? {};
    const shown = [...dom.querySelectorAll("[data-credential]")].map((row) => row.getAttribute("data-credential"));
    expect(shown).toEqual(props.credentials.map((row) => row.key));
    expect(dom.querySelector("[data-credentials]") !== null).toBe(props.credentials.length > 0);
    expect(lookupHrefs().includes(lookups.classification.url)).toBe(Boolean(credentials.classification));
    expect(lookupHrefs().includes(lookups.contractorsAuthority.url)).toBe(Boolean(credentials.contractorsAuthority));
    if (credentials.classification)
      expect(dom.querySelector('[data-credential="classification"]')?.textContent).toContain(
        credentials.classification.grade,
      );
    for (const policy of credentials.insurance ?? []) expect(dom.body.textContent).toContain(policy.insurer);
  });

  test("lists delivered projects only, and no table while there is none", () => {
    const rows = [...dom.querySelectorAll("[data-project]")].map((row) => row.getAttribute("data-project"));
    expect(rows).toEqual(content.projects.filter((project) => !project.example).map((project) => project.slug));
    expect(dom.querySelector("[data-projects]") !== null).toBe(rows.length > 0);
  });
});
