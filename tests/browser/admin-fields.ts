import { expect, type Page } from "./fixtures";

// Sveltia's form, as the admin's browser tests reach into it.

/** The field at a key path such as "faqs.0.answer". */
export const adminField = (page: Page, keyPath: string) =>
  page.locator(`section.field[data-key-path="${keyPath}"]`).first();

/**
 * The field at a key path, scrolled into view. Sveltia renders list items and
 * their fields as they scroll into view, and each render moves what is below, so
 * scroll to each item on the way until the field exists.
 */
export async function revealField(page: Page, keyPath: string) {
  const target = adminField(page, keyPath);
  const parts = keyPath.split(".");
  await expect(async () => {
    for (const [i, part] of parts.entries()) {
      if (!/^\d+$/.test(part)) continue;
      const list = parts.slice(0, i).join(".");
      const item = page
        .locator(
          `section.field[data-key-path="${list}"] > .field-wrapper > .group > .inner > .item-list > .item-wrapper`,
        )
        .nth(Number(part));
      if (await item.count()) await item.scrollIntoViewIfNeeded();
    }
    await expect(target, `the field ${keyPath}`).toBeAttached({ timeout: 250 });
  }).toPass({ intervals: [0], timeout: 20_000 });
  await target.scrollIntoViewIfNeeded();
  return target;
}

/** The text box of the field at a key path, scrolled into view. */
export const revealInput = async (page: Page, keyPath: string) =>
  (await revealField(page, keyPath)).locator("input, textarea").first();
