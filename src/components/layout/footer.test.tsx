// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { layout, renderStatic } from "../../../tests/support/layout";
import { nationalAddress } from "~/lib/company";
import { Footer } from "./footer";

const { nav, site, ui } = layout;

describe("Footer", () => {
  test("links the footer's services, then the projects", () => {
    renderStatic(<Footer />);
    const links = screen.getByRole("navigation", { name: ui.footer.servicesTitle });
    expect([...links.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(
      nav.footer.map((link) => link.path),
    );
  });

  test("its last line links the privacy policy and the complaints page", () => {
    renderStatic(<Footer />);
    const line = document.querySelector("footer [data-legal]")!;
    expect([...line.querySelectorAll("a")].map((a) => [a.getAttribute("href"), a.textContent])).toEqual(
      nav.legal.map((link) => [link.path, link.label]),
    );
  });

  test("names the registered company: legal name, its registration number, VAT and the National Address", () => {
    renderStatic(<Footer />);
    const { company } = site;
    // The unified national number in place of the CR once set (the shipped content sets it).
    const registration = company.unifiedNumber ?? company.cr;
    expect(screen.getByText(registration).closest("[data-registration]")).not.toBeNull();
    expect(document.querySelector("footer")!.textContent).not.toContain(company.unifiedNumber ? company.cr : "\u0000");
    expect(screen.getByText(ui.footer[company.unifiedNumber ? "unifiedNumber" : "cr"])).toBeDefined();
    expect(screen.getByText(company.vat)).toBeDefined();
    expect(screen.getByText(company.legalName)).toBeDefined();
    expect(document.querySelector("[data-address]")!.textContent).toBe(nationalAddress(site, "ar"));
  });

  test("links Google's reviews and review form only once their links are set; the map opens the Google profile then", () => {
    renderStatic(<Footer />);
    const footer = document.querySelector("footer")!;
    const href = (selector: string) => footer.querySelector(selector)?.getAttribute("href") ?? undefined;
    expect(href('a[data-google="read"]')).toBe(site.googleProfileUrl);
    expect(href('a[data-google="write"]')).toBe(site.googleReviewUrl);
    if (site.googleProfileUrl) expect(footer.textContent).toContain(ui.reviews.readOnGoogle);
    else expect(footer.textContent).not.toContain("Google");
    expect(screen.getByRole("link", { name: ui.contact.map }).getAttribute("href")).toBe(
      site.googleProfileUrl ?? site.mapsUrl,
    );
  });

  test("marks the build's year for src/browser/current-year.ts to replace with the visitor's", () => {
    renderStatic(<Footer />);
    const year = document.querySelector("footer [data-current-year]");
    expect(year?.textContent).toBe(String(new Date().getFullYear()));
    expect(year?.closest("p")?.textContent).toContain(site.name);
  });

  test("credits each developer with a WhatsApp link carrying their message, and has no credits line without one", () => {
    renderStatic(<Footer />);
    const footer = document.querySelector("footer")!;
    // The shipped content credits no one: a placeholder name is no credit (content/site.yml).
    if (!site.developers.length) expect(footer.textContent).not.toContain(ui.footer.credits);
    for (const developer of site.developers) {
      const url = new URL(screen.getByRole("link", { name: developer.name }).getAttribute("href")!);
      expect(url.pathname).toBe(`/${developer.whatsapp.slice(1)}`);
      expect(url.searchParams.get("text")).toBe(developer.message);
    }
  });
});

test("the footer and the header give the company's e-mail once the settings have it, and nothing while they do not", async () => {
  const { Header } = await import("./header");
  const { LayoutProvider } = await import("./layout-context");
  const { renderToStaticMarkup } = await import("react-dom/server");
  const draw = (email: string | undefined) =>
    renderToStaticMarkup(
      <LayoutProvider layout={{ ...layout, site: { ...layout.site, email } }}>
        <Header path="/" />
        <Footer />
      </LayoutProvider>,
    );
  const withEmail = new DOMParser().parseFromString(draw("info@rukn-hangars.sa"), "text/html");
  expect([...withEmail.querySelectorAll("a[data-email]")].map((a) => a.getAttribute("href"))).toEqual([
    "mailto:info@rukn-hangars.sa",
    "mailto:info@rukn-hangars.sa",
  ]);
  expect(withEmail.querySelector("footer")!.textContent).toContain("info@rukn-hangars.sa");
  expect(draw(undefined)).not.toContain("mailto:");
});
