import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { footerLinks } from "~/content/routes";
import { site } from "~/content/site";
import { Footer } from "./footer";

function renderFooter() {
  const Stub = createRoutesStub([{ path: "/", Component: Footer }]);
  return render(<Stub />);
}

afterEach(() => vi.useRealTimers());

describe("Footer", () => {
  test("has the 5 service links", async () => {
    renderFooter();
    const nav = await screen.findByRole("navigation", { name: "خدماتنا" });
    expect([...nav.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(footerLinks.map((l) => l.path));
    expect(footerLinks).toHaveLength(5);
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
    expect((await screen.findByTestId("copyright-year")).textContent).toBe("2031");
  });
});
