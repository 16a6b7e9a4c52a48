// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { layout, renderWithLayout } from "../../../tests/support/layout";
import { Header } from "./header";

const { nav, site, ui } = layout;
const renderHeader = (path = "/") => renderWithLayout(Header, path);

describe("Header", () => {
  test("links the logo home", async () => {
    renderHeader("/fencing");
    expect((await screen.findByRole("link", { name: new RegExp(site.name) })).getAttribute("href")).toBe("/");
  });

  test("the menu toggle has a name, aria-controls and opens and closes the menu", async () => {
    renderHeader();
    const toggle = await screen.findByRole("button", { name: ui.nav.openMenu });
    expect(toggle.getAttribute("aria-controls")).toBe("mobile-menu");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById("mobile-menu")!.classList.contains("hidden")).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe(ui.nav.closeMenu);
    const menu = screen.getByRole("navigation", { name: ui.nav.mobileLabel });
    const hrefs = [...menu.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs.slice(0, nav.header.length)).toEqual(nav.header.map((link) => link.path));

    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  test("choosing the menu's chat button closes the menu", async () => {
    renderHeader();
    const toggle = await screen.findByRole("button", { name: ui.nav.openMenu });
    fireEvent.click(toggle);
    const chat = [...document.querySelectorAll<HTMLAnchorElement>("#mobile-menu a")].find((a) =>
      a.href.startsWith("https://wa.me/"),
    )!;
    chat.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(chat);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  test("marks the current page in both navigations", async () => {
    renderHeader("/canopies");
    await screen.findByRole("navigation", { name: ui.nav.mainLabel });
    const current = [...document.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute("href"));
    expect(current).toEqual(["/canopies", "/canopies"]);
  });
});
