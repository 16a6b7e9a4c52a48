import { servicePaths } from "../../../src/model/contract/pages";
import { expect, test } from "../fixtures";
import { site, ui } from "../../support/content";
import type { Loaded } from "./loaded";

// Language, direction, the h1 and the landmarks of every page: pages.spec.ts.

/** The home page or a service page is complete before any JavaScript runs: its title, contact links and closing section. */
export async function checkStructure({ page, path, status }: Loaded) {
  await test.step("its title ends with the site's name; the contact controls are plain, visible links", async () => {
    expect(status).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`${site.name}$`));
    await expect(page.locator(`a[href="tel:${site.phone}"]`).first()).toBeAttached();
    await expect(page.getByRole("link", { name: ui.contact.callNow })).toBeVisible();
    await expect(page.getByRole("link", { name: ui.contact.chat }).last()).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: ui.contact.instagram })).toBeVisible();
  });

  if ((servicePaths as readonly string[]).includes(path)) {
    await test.step("a service page ends with a call and a chat naming the service; its footer lists every service", async () => {
      const closing = page.locator("#closing");
      await expect(closing.locator(`a[href="tel:${site.phone}"]`)).toHaveCount(1);
      const chat = closing.locator('a[href^="https://wa.me/"]');
      await expect(chat).toHaveAttribute("target", "_blank");
      const message = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
      expect(message).toBeTruthy();
      expect(message).not.toBe(site.whatsappGreeting);
      const others = await page
        .getByRole("navigation", { name: ui.footer.servicesTitle })
        .locator("a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(others).toEqual(expect.arrayContaining([...servicePaths]));
    });
  }
}
