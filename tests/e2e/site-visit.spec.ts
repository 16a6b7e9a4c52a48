import { servicePages } from "../../src/model/pages";
import { expect, test, type Page } from "../browser/fixtures";
import { content, ui } from "../support/content";

// «اطلب معاينة مجانية»: one step on the home page and every service page that
// writes one WhatsApp message, and a plain link with a sensible message without JavaScript.

const words = ui.siteVisit;
const messageOf = async (page: Page) =>
  new URL((await page.locator("a[data-visit-link]").getAttribute("href"))!).searchParams.get("text")!;

for (const path of ["/", ...servicePages.map((p) => p.path)]) {
  test(`${path}: the free site visit writes one message with the service, district, day, time, size and a reference`, async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await page.goto(path);
    await page.getByRole("heading", { name: words.title }).click();
    const step = page.locator("[data-site-visit]");
    const service = step.getByLabel(words.service);
    await expect(service).toBeEnabled();
    const slug = servicePages.find((p) => p.path === path)?.slug ?? "fencing";
    const name = content.services[slug].name;
    if (path === "/") await service.selectOption(name);
    else await expect(service).toHaveValue(name);
    await step.getByLabel(words.district).fill("النرجس");
    await step.getByLabel(words.day).selectOption(words.days.at(-1)!);
    await step.getByLabel(words.time).selectOption(words.times.at(-1)!);
    await step.getByLabel(words.size).fill("٢٠×٣٠");
    const lines = (await messageOf(page)).split("\n");
    expect(lines[0]).toBe(words.message.greeting);
    expect(lines[1]).toMatch(new RegExp(`^${words.message.reference}: \\d{4}-\\d{4}$`));
    expect(lines.slice(2)).toEqual([
      `${words.message.service}: ${name}`,
      `${words.message.district}: النرجس`,
      `${words.message.day}: ${words.days.at(-1)}`,
      `${words.message.time}: ${words.times.at(-1)}`,
      `${words.message.size}: ٢٠×٣٠`,
    ]);
    const link = page.locator("a[data-visit-link]");
    await expect(link).toHaveAttribute("target", "_blank");
    expect(new URL((await link.getAttribute("href"))!).origin).toBe("https://wa.me");
  });
}

test("without JavaScript the step is a plain link with a sensible message, its fields disabled", async ({
  newPage,
}) => {
  const { page } = await newPage({ javaScriptEnabled: false });
  await page.goto("/canopies");
  await page.getByRole("heading", { name: words.title }).click();
  await expect(page.locator("[data-site-visit]").getByLabel(words.district)).toBeDisabled();
  expect(await messageOf(page)).toBe(
    `${words.message.greeting}\n${words.message.service}: ${content.services.canopies.name}`,
  );
});

test("the header's order button says what it does and asks for the visit @desktop", async ({ page }) => {
  await page.goto("/");
  const order = page.locator("header").getByRole("link", { name: ui.contact.order });
  expect(new URL((await order.getAttribute("href"))!).searchParams.get("text")).toBe(words.message.greeting);
});
