// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { contentSets } from "../../../tests/support/content-sets";
import { LayoutProvider } from "~/components/layout/layout-context";
import { formatLocalPhone } from "~/lib/links";
import { layoutOf } from "~/model/views/layout-data";
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
  const { lookups, copyOnRequest } = content.ui.companyProfile;
  const lookupHrefs = (scope: ParentNode = dom) =>
    [...scope.querySelectorAll("a[data-lookup]")].map((a) => a.getAttribute("href"));

  test("names the registered company: legal name, the registration number with the Ministry's page, VAT with ZATCA's", () => {
    const facts = dom.querySelector("[data-company]")!;
    expect(facts.querySelector("[data-legal-name]")?.textContent).toBe(company.legalName);
    expect(facts.querySelector("[data-registration]")?.textContent).toBe(company.unifiedNumber ?? company.cr);
    expect(facts.textContent).not.toContain(company.unifiedNumber ? company.cr : "\u0000");
    expect(facts.querySelector("[data-vat]")?.textContent).toBe(company.vat);
    expect(lookupHrefs(facts)).toEqual([lookups.cr.url, lookups.vat.url]);
  });

  test("shows each credential with its expiry, and its lookup or a copy on request; no part while none is", () => {
    const shown = [...dom.querySelectorAll("[data-credential]")];
    expect(shown.map((row) => row.getAttribute("data-credential"))).toEqual(props.credentials.map((row) => row.key));
    expect(dom.querySelector("[data-credentials]") !== null).toBe(props.credentials.length > 0);
    for (const [i, row] of props.credentials.entries()) {
      const drawn = shown[i]!;
      expect(drawn.querySelector("[data-expires]")?.textContent).toContain(row.expires);
      expect(lookupHrefs(drawn)).toEqual(row.lookup ? [row.lookup.url] : []);
      expect(drawn.querySelector("[data-on-request]")?.textContent).toBe(row.lookup ? undefined : copyOnRequest);
    }
  });

  test("lists delivered projects only, and no table while there is none", () => {
    const rows = [...dom.querySelectorAll("[data-project]")].map((row) => row.getAttribute("data-project"));
    expect(rows).toEqual(content.projects.filter((project) => !project.example).map((project) => project.slug));
    expect(dom.querySelector("[data-projects]") !== null).toBe(rows.length > 0);
  });

  test("prints every channel as text, and has a print button hidden until the script shows it", () => {
    const printed = dom.querySelector("[data-print-contact]")!.textContent;
    expect(printed).toContain(formatLocalPhone(content.site.phone));
    expect(printed).toContain(formatLocalPhone(content.site.whatsapp));
    const button = dom.querySelector<HTMLButtonElement>("button[data-print]")!;
    expect(button.hidden).toBe(true);
    expect(button.textContent).toBe(content.ui.companyProfile.printAction);
  });
});
