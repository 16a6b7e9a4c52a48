import { expect, type Locator, type Page } from "./fixtures";

// Sveltia's form, as the admin's browser tests reach into it.

/** The field at a key path such as "faqs.0.answer". */
export const adminField = (page: Page, keyPath: string) =>
  page.locator(`section.field[data-key-path="${keyPath}"]`).first();

/**
 * The form scrolled on by half a screen, back to its top from its end: the way to a field the form has not
 * drawn yet (Sveltia draws those near the view), as the owner's finger goes down the form.
 */
export const scrollFormOn = (page: Page) =>
  page
    .locator("section.field[data-key-path]")
    .first()
    .evaluate((field) => {
      let form = field.parentElement;
      while (form && !(form.scrollHeight > form.clientHeight && getComputedStyle(form).overflowY !== "visible"))
        form = form.parentElement;
      if (!form) return;
      const atEnd = form.scrollTop + form.clientHeight >= form.scrollHeight - 1;
      form.scrollTo({ top: atEnd ? 0 : form.scrollTop + form.clientHeight / 2 });
    });

/**
 * The field at a key path, drawn: Sveltia renders fields and list items as they
 * scroll into view, and each render moves what is below, so scroll to each item on
 * the way, or down the form, until the field exists (visible or not).
 */
export async function drawField(page: Page, keyPath: string) {
  const target = adminField(page, keyPath);
  const parts = keyPath.split(".");
  await expect(async () => {
    if (!(await target.count())) await scrollFormOn(page);
    for (const [i, part] of parts.entries()) {
      if (!/^\d+$/.test(part)) continue;
      const list = parts.slice(0, i).join(".");
      const item = page
        .locator(
          `section.field[data-key-path="${list}"] > .field-wrapper > .group > .inner > .item-list > .item-wrapper`,
        )
        .nth(Number(part));
      if (!(await item.count())) continue;
      await item.scrollIntoViewIfNeeded();
      // A folded list (the sections, the FAQs: foldedLists in scripts/build/admin-config.ts) shows its items by
      // their titles: the item on the way is unfolded, as the owner taps it.
      const unfold = item.locator(".header .start button").first();
      if ((await unfold.count()) && (await unfold.getAttribute("aria-expanded")) === "false") await unfold.click();
    }
    await expect(target, `the field ${keyPath}`).toBeAttached({ timeout: 250 });
  })
    // A field above the view is reached only after the form's end, half a screen a step: on a long form and a busy
    // machine (the English column of a service page in CI) that took more than 20 s.
    .toPass({ intervals: [0], timeout: 60_000 });
  return target;
}

/** The field at a key path, drawn and scrolled into view. */
export async function revealField(page: Page, keyPath: string) {
  const target = await drawField(page, keyPath);
  await target.scrollIntoViewIfNeeded();
  return target;
}

/**
 * Turns a switch over, as the owner does: he taps it and looks. A tap the form loses (Sveltia draws the fields
 * above as the column moves, and the switch moves from under the finger; seen in CI on /cladding's terms and on
 * the English approval box) leaves it visibly as it was, so he taps again: up to three taps, each through `tap`
 * (the step ٥ walk counts them). Resolves once the switch shows the other state.
 */
export async function turnOver(target: Locator, tap: (target: Locator) => Promise<void> = (t) => t.click()) {
  const wasOn = await target.isChecked();
  for (let taps = 1; ; taps++) {
    await target.scrollIntoViewIfNeeded();
    await tap(target);
    try {
      await expect(target).toBeChecked({ checked: !wasOn, timeout: 5_000 });
      return;
    } catch (error) {
      if (taps === 3) throw error;
    }
  }
}

/** The text box of the field at a key path, scrolled into view. */
export const revealInput = async (page: Page, keyPath: string) =>
  (await revealField(page, keyPath)).locator("input, textarea").first();

/**
 * Leave the open entry, if any, for the list of `collection`, as the owner does, by the close button (its shortcut
 * is Escape): a change of the address's hash alone was not always followed on a busy machine, and the next entry
 * then opened over a stale form. Right after a save the button is drawn again and again (it was detached 26 min
 * long in CI), so the click gets a few seconds, then Escape does what it does.
 * Sveltia closes by going back in the history inside a view transition, whose update can come after the click has
 * returned: an address set before that back() is undone by it (CI once opened a review and was left on the
 * reviews' list). So the address must first have left the entry.
 */
export async function leaveEntry(page: Page, collection: string) {
  const close = page.getByRole("button", { name: "إلغاء التحرير" });
  if (await close.isVisible()) {
    await close.click({ timeout: 5_000 }).catch(() => page.keyboard.press("Escape"));
    await expect(page).not.toHaveURL(/#\/collections\/[^/]+\/(entries\/|new)/, { timeout: 30_000 });
  }
  await page.goto(`/admin/#/collections/${collection}`);
  await expect(page.locator("section.field")).toHaveCount(0, { timeout: 30_000 });
}
