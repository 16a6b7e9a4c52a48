import { servicePages } from "../../src/model/pages";
import { expect, test, type Page } from "../browser/fixtures";
import { perPage } from "../browser/support";
import { content, ui } from "../support/content";

// «اطلب معاينة مجانية»: one step on the home page and every service page that
// writes one WhatsApp message, and a plain link with a sensible message without JavaScript.

const words = ui.siteVisit;
const lines = words.message;
const step = (page: Page) => page.locator("[data-visit]");
const messageOf = async (page: Page) =>
  new URL((await step(page).getByRole("link").getAttribute("href"))!).searchParams.get("text")!;

const visitPaths = ["/", ...servicePages.map((p) => p.path)];
const visitTier = perPage(visitPaths);
for (const path of visitPaths) {
  test(
    `${path}: the free site visit writes one message with the service, district, day, time, size and a reference`,
    visitTier(path),
    async ({ newPage }) => {
      const { page } = await newPage();
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
      const message = (await messageOf(page)).split("\n");
      expect(message[0]).toBe(lines.greeting);
      expect(message[1]).toMatch(new RegExp(`^${lines.reference}: \\d{4}-\\d{4}$`));
      expect(message.slice(2)).toEqual([
        `${lines.service}: ${name}`,
        `${lines.district}: النرجس`,
        `${lines.day}: ${words.days.at(-1)}`,
        `${lines.time}: ${words.times.at(-1)}`,
        `${lines.size}: ٢٠×٣٠`,
      ]);
      const link = step(page).getByRole("link");
      await expect(link).toHaveAttribute("target", "_blank");
      expect(new URL((await link.getAttribute("href"))!).origin).toBe("https://wa.me");
    },
  );
}

test("without JavaScript the step is a plain link with a sensible message, its fields disabled", async ({
  newPage,
}) => {
  const { page } = await newPage({ javaScriptEnabled: false });
  await page.goto("/canopies");
  await page.getByRole("heading", { name: words.title }).click();
  await expect(step(page).getByLabel(words.district)).toBeDisabled();
  expect(await messageOf(page)).toBe(`${lines.greeting}\n${lines.service}: ${content.services.canopies.name}`);
});

test("the header's order button says what it does and asks for the visit @desktop", async ({ page }) => {
  await page.goto("/");
  const order = page.locator("header").getByRole("link", { name: ui.contact.order });
  expect(new URL((await order.getAttribute("href"))!).searchParams.get("text")).toBe(lines.greeting);
});
