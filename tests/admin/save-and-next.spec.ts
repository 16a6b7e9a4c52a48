import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expect, test } from "../browser/fixtures";
import { adminField, revealInput } from "../browser/admin-fields";
import { localButton, pickFolderWith } from "../browser/local-folder";
import { copyRepository, previewFrameWarning } from "../browser/support";
import { nextEntryWords, saveAndNextWords, stepFiveEntries } from "../../admin/step-five";
import { fieldLabels } from "../../src/model/contract/admin-labels";
import { priceMarks } from "../../src/model/owner/go-live";
import { servicePageSchema } from "../../src/model/contract/schema";
import { splitTranslation } from "../../src/model/contract/translation";

// Step ٥'s «حفظ والتالي» (admin/main.ts, admin/step-five.ts) on a phone, the preview hidden: with nothing to save
// it opens the next entry; a save the admin refuses keeps him on the form with its reason and his edit; a plain
// «حفظ» after it stays with the list and offers «التالي» there. The step's walk (step-five-walk.spec.ts) saves
// through it when every save lands.

test.use({ viewport: { width: 390, height: 844 }, locale: "en-US", expectedWarnings: [previewFrameWarning] });

let project: string;

test.beforeAll(() => {
  project = copyRepository("save-and-next-");
});

test.afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

const readText = (file: string) => readFileSync(join(project, file), "utf8");

test("«حفظ والتالي» moves on when nothing changed, stays with the reason and the edit when the save is refused", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const [settings, first, second] = stepFiveEntries.map((entry) => entry.slice(1)) as [string, string, string];
  const slug = first.split("/").at(-1)!;
  const file = `content/pages/${slug}.yml`;
  const shipped = { settings: readText("content/site.yml"), page: readText(file) };
  const saveAndNext = page.locator("#save-and-next");
  const formOpen = async (entry: string) => {
    await expect(page).toHaveURL(new RegExp(`${entry}$`), { timeout: 30_000 });
    await expect(adminField(page, "name").or(adminField(page, "meta")).first()).toBeVisible({ timeout: 30_000 });
  };

  await pickFolderWith(context, project);
  await page.goto("/admin/");
  await page.getByRole("button", { name: localButton }).click();
  await expect(page).toHaveURL(/#\/collections/);
  // As he opens it: the settings in the admin's menu, then the entry (an entry's address typed before the
  // collection has loaded is "not found").
  await page.goto("/admin/#/collections/settings");
  await page.locator("main").getByText("بيانات الشركة والتواصل", { exact: true }).first().click();
  await formOpen(settings);

  // Nothing changed: Sveltia's «حفظ» is disabled, and the button just opens the next entry; nothing written.
  await expect(page.getByRole("button", { name: "حفظ", exact: true })).toBeDisabled();
  await expect(saveAndNext).toHaveText(saveAndNextWords);
  await saveAndNext.click();
  await formOpen(first);
  expect(readText("content/site.yml")).toBe(shipped.settings);

  // A price whose «من» is above its «إلى»: the admin refuses the save, and he stays on the form.
  const data = parse(shipped.page);
  const [mark] = priceMarks(servicePageSchema.parse(splitTranslation(data).arabic));
  const at = mark!.path.join(".");
  const priceIn = (record: unknown) =>
    mark!.path.reduce<Record<string, unknown>>((node, key) => node[key] as never, record as never) as {
      min: number;
      max: number;
    };
  const { min, max } = priceIn(data);
  const input = await revealInput(page, `${at}.min`);
  await input.fill(String(max + 20));
  await saveAndNext.click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toContainText("لم يُحفظ التعديل", { timeout: 30_000 });
  await expect(dialog).toContainText(`«${fieldLabels.min}» أكبر من «${fieldLabels.max}»`);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(input).toHaveValue(String(max + 20));
  expect(readText(file)).toBe(shipped.page);

  // Corrected, and saved with a plain «حفظ»: the form closes on the list, which offers «التالي»; the refused
  // «حفظ والتالي» does not move him on by itself.
  await input.fill(String(min + 10));
  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  await expect(page).toHaveURL(/#\/collections\/pages$/, { timeout: 30_000 });
  await expect.poll(() => priceIn(parse(readText(file))).min).toBe(min + 10);
  const next = page.locator("#next-entry");
  await expect(next).toHaveText(nextEntryWords);
  await expect(page).toHaveURL(/#\/collections\/pages$/);
  await next.click();
  await formOpen(second);
});
