import { referenceAlphabet } from "../../src/lib/reference";
import { sendWhatsApp } from "../browser/contact-tap";
import { expect, test } from "../browser/fixtures";
import { site, ui } from "../support/content";

// The floating contact controls: a full-width bar below 1280 px, two round
// buttons in the corner from 1280 px (src/components/layout/floating-contact.tsx).
// They are in the layout: pages.spec.ts checks that every page has them and
// that they never cover a focused element; their tooltips: tooltips.spec.ts.

test("the floating contact: a chat link in a new tab and a call link in the same window, at the bottom-left @both", async ({
  page,
}) => {
  await page.goto("/");
  const controls = page.locator("[data-contact-controls]");
  const chat = controls.getByRole("link", { name: ui.contact.chat });
  const href = new URL((await chat.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsapp.slice(1)}`);
  expect(href.searchParams.get("text")).toBe(site.whatsappGreeting);
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(chat).toHaveAttribute("rel", /noopener/);

  const call = controls.getByRole("link", { name: ui.contact.callNow });
  await expect(call).toHaveAttribute("href", `tel:${site.phone}`);
  await expect(call).not.toHaveAttribute("target");

  // Fixed at the bottom-left corner of the viewport (the inline end in RTL).
  const box = (await call.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeLessThan(viewport.width / 2);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  await expect(controls).toHaveCSS("position", "fixed");
});

test("a tap on the contact bar's chat sends the greeting with its own reference, and a call shows one too", async ({
  page,
}) => {
  await page.goto("/privacy");
  const controls = page.locator("[data-contact-controls]");
  const { lines } = await sendWhatsApp(controls.getByRole("link", { name: ui.contact.chat }));
  expect([lines[0], ...lines.slice(2)]).toEqual(site.whatsappGreeting.split("\n"));
  // A call leaves for the dialler: stop it here, after the site's own listener has run.
  const call = controls.getByRole("link", { name: ui.contact.callNow });
  await call.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
  await call.click();
  await expect(page.locator("#reference-note")).toHaveText(
    new RegExp(`^${ui.contact.yourReference}: [${referenceAlphabet}]{6}$`),
  );
  await expect(call).toHaveAttribute("href", `tel:${site.phone}`);
});
