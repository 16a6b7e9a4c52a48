// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { footerServiceCount, projectsPath } from "~/content/routes";
import { layout, renderWithLayout } from "../../../tests/support/layout";
import { Footer } from "./footer";

const { nav, site, ui } = layout;
const renderFooter = () => renderWithLayout(Footer);

afterEach(() => vi.useRealTimers());

describe("Footer", () => {
  test("has the 5 service links (spec §2), then the projects", async () => {
    renderFooter();
    const links = await screen.findByRole("navigation", { name: ui.footer.servicesTitle });
    const hrefs = [...links.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(nav.footer.map((l) => l.path));
    expect(hrefs.slice(0, -1)).toEqual(nav.services.slice(0, 5).map((l) => l.path));
    expect(hrefs.at(-1)).toBe(projectsPath);
    expect(footerServiceCount).toBe(5);
  });

  test("names the registered company: legal name, CR, VAT and address", async () => {
    renderFooter();
    const { company } = site;
    expect((await screen.findByText(company.cr)).closest("[data-cr]")).not.toBeNull();
    expect(screen.getByText(company.vat)).toBeDefined();
    expect(screen.getByText(company.legalName)).toBeDefined();
    expect(document.querySelector("[data-address]")!.textContent).toContain(company.address.postalCode);
    expect(document.querySelector("[data-address]")!.textContent).toContain(company.address.district);
  });

  test("credits both developers with a WhatsApp link carrying their message", async () => {
    renderFooter();
    for (const developer of site.developers) {
      const link = await screen.findByRole("link", { name: developer.name });
      const url = new URL(link.getAttribute("href")!);
      expect(url.pathname).toBe(`/${developer.whatsapp.slice(1)}`);
      expect(url.searchParams.get("text")).toBe(developer.message);
    }
  });

  test("shows the visitor's current year after hydration", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-01T12:00:00Z"));
    renderFooter();
    await waitFor(() => expect(screen.getByTestId("copyright-year").textContent).toBe("2031"));
  });
});
