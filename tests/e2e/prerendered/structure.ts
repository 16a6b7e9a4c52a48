import { servicePaths } from "../../../app/content/routes";
import { expect, test } from "../../browser/fixtures";
import { site, ui } from "../../support/content";
import type { Loaded } from "./loaded";

/** A route of the spec is pre-rendered and complete, in Arabic and right to left, before any JavaScript runs. */
export async function checkStructure({ page, path, status }: Loaded) {
  await test.step("complete, in Arabic and right to left", async () => {
    expect(status).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`${site.name}$`));
    for (const role of ["banner", "main", "contentinfo"] as const) await expect(page.getByRole(role)).toHaveCount(1);
  });

  await test.step("the contact controls are plain links, visible before any JavaScript runs", async () => {
    await expect(page.locator(`a[href="tel:${site.phone}"]`).first()).toBeAttached();
    await expect(page.getByRole("link", { name: ui.contact.callNow })).toBeVisible();
    await expect(page.getByRole("link", { name: ui.contact.chat }).last()).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: ui.contact.instagram })).toBeVisible();
  });

  if ((servicePaths as readonly string[]).includes(path)) {
    await test.step("a service page ends with a call, a chat naming the service, and the other services", async () => {
      const closing = page.locator("#closing");
      await expect(closing.locator(`a[href="tel:${site.phone}"]`)).toHaveCount(1);
      const chat = closing.locator('a[href^="https://wa.me/"]');
      await expect(chat).toHaveAttribute("target", "_blank");
      const message = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
      expect(message).toBeTruthy();
      expect(message).not.toBe(site.whatsappGreeting);
      const others = await page
        .locator("#other-services a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(others.sort()).toEqual(servicePaths.filter((p) => p !== path).sort());
    });
  }
}
