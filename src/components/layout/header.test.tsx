// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { layout, renderStatic } from "../../../tests/support/layout";
import { Header } from "./header";

const { nav, site, ui } = layout;

describe("Header", () => {
  test("links the logo home", () => {
    renderStatic(<Header path="/fencing" />);
    expect(screen.getByRole("link", { name: new RegExp(site.name) }).getAttribute("href")).toBe("/");
  });

  test("the menu toggle is named and opens the popover menu, which lists the header's links, the estimator and the chat", () => {
    renderStatic(<Header path="/" />);
    const toggle = screen.getByRole("button", { name: ui.nav.openMenu });
    const menu = document.getElementById(toggle.getAttribute("popovertarget")!)!;
    expect(toggle.getAttribute("aria-controls")).toBe(menu.id);
    expect(menu.getAttribute("popover")).toBe("auto");
    const hrefs = [...menu.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs.slice(0, -1)).toEqual([...nav.header, nav.estimate].map((link) => link.path));
    expect(hrefs.at(-1)).toMatch(/^https:\/\/wa\.me\//);
  });

  test("links the estimator beside the contact buttons and in the menu, marked on its own page", () => {
    renderStatic(<Header path={nav.estimate.path} />);
    const links = [...document.querySelectorAll(`a[href="${nav.estimate.path}"]`)];
    expect(links.map((a) => a.textContent)).toEqual([nav.estimate.label, nav.estimate.label]);
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual(["page", "page"]);
  });

  test("marks the current page in both navigations, and only it", () => {
    const page = nav.services[1]!.path;
    renderStatic(<Header path={page} />);
    const current = [...document.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute("href"));
    expect(current).toEqual([page, page]);
  });
});
