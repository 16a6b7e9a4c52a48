import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { headerLinks } from "~/content/routes";
import { site } from "~/content/site";
import { Header } from "./header";

function renderHeader(path = "/") {
  const Stub = createRoutesStub([
    { path: "/", Component: Header },
    { path: "/:page", Component: Header },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("Header", () => {
  test("links the logo home", async () => {
    renderHeader("/fencing");
    expect((await screen.findByRole("link", { name: new RegExp(site.name) })).getAttribute("href")).toBe("/");
  });

  test("the menu toggle has a name, aria-controls and opens and closes the menu", async () => {
    renderHeader();
    const toggle = await screen.findByRole("button", { name: "فتح القائمة" });
    expect(toggle.getAttribute("aria-controls")).toBe("mobile-menu");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById("mobile-menu")!.classList.contains("hidden")).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe("إغلاق القائمة");
    const menu = screen.getByRole("navigation", { name: "قائمة التنقل" });
    const hrefs = [...menu.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs.slice(0, headerLinks.length)).toEqual(headerLinks.map((link) => link.path));

    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  test("choosing the menu's chat button closes the menu", async () => {
    renderHeader();
    const toggle = await screen.findByRole("button", { name: "فتح القائمة" });
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
    await screen.findByRole("navigation", { name: "التنقل الرئيسي" });
    const current = [...document.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute("href"));
    expect(current).toEqual(["/canopies", "/canopies"]);
  });
});
