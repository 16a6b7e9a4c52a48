// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, test } from "vitest";

// The site script counts calls and WhatsApp taps only where the layout marks
// <html data-analytics-events> (an analytics service that counts events is on).
beforeAll(async () => {
  await import("./analytics");
});
afterEach(() => {
  delete window.plausible;
  document.documentElement.removeAttribute("data-analytics-events");
  document.body.innerHTML = "";
});

function tap(href: string) {
  document.body.innerHTML = `<a href="${href}"><span>link</span></a>`;
  const link = document.querySelector("a")!;
  link.addEventListener("click", (event) => event.preventDefault());
  link.querySelector("span")!.click();
}

describe("analytics events", () => {
  test("nothing is counted, and no plausible() defined, unless the layout turns events on", () => {
    tap("tel:+966511111111");
    expect(window.plausible).toBeUndefined();
  });

  test("a call and a WhatsApp tap are queued for Plausible with the page they came from", () => {
    document.documentElement.setAttribute("data-analytics-events", "");
    history.replaceState(null, "", "/fencing");
    tap("tel:+966511111111");
    tap("https://wa.me/966511111111?text=x");
    tap("/canopies");
    expect(window.plausible?.q).toEqual([
      ["Call", { props: { page: "/fencing" } }],
      ["WhatsApp", { props: { page: "/fencing" } }],
    ]);
  });
});
