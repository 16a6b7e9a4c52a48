import { repeatWindowMs } from "../../src/lib/lead";
import { servicePages } from "../../src/model/contract/pages";
import { sendWhatsApp } from "../browser/contact-tap";
import { expect, test, type Page } from "../browser/fixtures";
import { perPage } from "../browser/support";
import { content, site, ui } from "../support/content";

// «اطلب معاينة مجانية»: one step on the home page and every service page that
// writes one WhatsApp message, and a plain link with a sensible message without
// JavaScript. Each lead adds its own reference (src/browser/contact-tap.ts).

const words = ui.siteVisit;
const lines = words.message;
const step = (page: Page) => page.locator("[data-visit]");
const hrefMessage = async (page: Page) =>
  new URL((await step(page).getByRole("link").getAttribute("href"))!).searchParams.get("text")!;

const visitPaths = ["/", ...servicePages.map((p) => p.path)];
const visitTier = perPage(visitPaths);
for (const path of visitPaths) {
  test(
    `${path}: the free site visit sends one message with a reference, the service, district, day, time and size`,
    visitTier(path),
    async ({ page }) => {
      await page.goto(path);
      await page.getByRole("heading", { name: words.title }).click();
      const district = step(page).getByLabel(words.district);
      await expect(district).toBeEnabled();
      const slug = servicePages.find((p) => p.path === path)?.slug ?? "fencing";
      const name = content.services[slug].name;
      // The home page asks for the service; a service page knows it.
      if (path === "/") await step(page).getByLabel(words.service).selectOption(name);
      else await expect(step(page).getByLabel(words.service)).toHaveCount(0);
      await district.fill("النرجس");
      await step(page).getByLabel(words.day).selectOption(words.days.at(-1)!);
      await step(page).getByLabel(words.time).selectOption(words.times.at(-1)!);
      await step(page).getByLabel(words.size).fill("٢٠×٣٠");
      const link = step(page).getByRole("link");
      await expect(link).toHaveAttribute("target", "_blank");
      const { lines: message } = await sendWhatsApp(link);
      expect(message[0]).toBe(lines.greeting);
      expect(message.slice(2)).toEqual([
        `${lines.service}: ${name}`,
        `${lines.district}: النرجس`,
        `${lines.day}: ${words.days.at(-1)}`,
        `${lines.time}: ${words.times.at(-1)}`,
        `${lines.size}: ٢٠×٣٠`,
      ]);
    },
  );
}

test("the message states only what the buyer chose: no day, time or size he left alone", async ({ page }) => {
  await page.goto("/canopies");
  await page.getByRole("heading", { name: words.title }).click();
  await expect(step(page).getByLabel(words.day)).toHaveValue("");
  await expect(step(page).getByLabel(words.time)).toHaveValue("");
  await step(page).getByLabel(words.district).fill("الملقا");
  const { lines: message } = await sendWhatsApp(step(page).getByRole("link"));
  expect([message[0], ...message.slice(2)]).toEqual([
    lines.greeting,
    `${lines.service}: ${content.services.canopies.name}`,
    `${lines.district}: الملقا`,
  ]);
});

test("a visit tapped again a second later keeps its reference; after the lead's window, a new one", async ({
  page,
}) => {
  // One clock for the taps, moved on by a second, then past the lead log's window (src/lib/lead.ts).
  await page.clock.install({ time: new Date("2026-11-27T10:15:00+03:00") });
  await page.goto("/canopies");
  await page.getByRole("heading", { name: words.title }).click();
  const link = step(page).getByRole("link");
  const first = await sendWhatsApp(link);
  await page.clock.fastForward(1000);
  const again = await sendWhatsApp(link);
  // One lead, one reference: the one the lead log keeps, whichever message the buyer quotes.
  expect(again.reference).toBe(first.reference);
  await page.clock.fastForward(repeatWindowMs);
  const later = await sendWhatsApp(link);
  expect(later.reference).not.toBe(first.reference);
  // The same request otherwise, each with its one reference line.
  expect(later.lines.toSpliced(1, 1)).toEqual(first.lines.toSpliced(1, 1));
  expect(later.lines.filter((line) => line.startsWith(ui.contact.reference))).toHaveLength(1);
});

test("without JavaScript the step is a plain link with a sensible message, its fields disabled", async ({
  newPage,
}) => {
  const { page } = await newPage({ javaScriptEnabled: false });
  await page.goto("/canopies");
  await page.getByRole("heading", { name: words.title }).click();
  await expect(step(page).getByLabel(words.district)).toBeDisabled();
  expect(await hrefMessage(page)).toBe(`${lines.greeting}\n${lines.service}: ${content.services.canopies.name}`);
});

test("the header's order button says what it does and asks for the visit @desktop", async ({ page }) => {
  await page.goto("/");
  const order = page.locator("header").getByRole("link", { name: ui.contact.order });
  const href = new URL((await order.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsapp.slice(1)}`);
  expect(href.searchParams.get("text")).toBe(lines.greeting);
});

test("the phone menu's order button writes the visit message, not the generic greeting", async ({ page }) => {
  await page.goto("/privacy");
  await page.locator("#menu-toggle").click();
  const order = page.locator("#mobile-menu").getByRole("link", { name: ui.contact.order });
  await expect(order).toBeVisible();
  expect(new URL((await order.getAttribute("href"))!).searchParams.get("text")).toBe(lines.greeting);
});
