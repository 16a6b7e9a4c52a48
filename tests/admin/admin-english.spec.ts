import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { expect, sharedPage, test, type Page } from "../browser/fixtures";
import { leaveEntry, revealField, revealInput, turnOver } from "../browser/admin-fields";
import { translationLabels } from "../../src/model/contract/catalog";
import { localButton, pickFolderWith } from "../browser/local-folder";
import { buildProject, copyRepository, previewFrameWarning, visibleText } from "../browser/support";
import { entryFields, type AdminField } from "../../scripts/build/admin-config";
import { contentCatalog } from "../../src/model/contract/catalog";
import { pathOfService, serviceSlugs } from "../../src/model/contract/pages";
import { pathIn } from "../../src/model/languages/english";
import { withoutAddedBoxes } from "../support/saved-data";

// The owner edits a page's English beside its Arabic (Sveltia's i18n, decision 0039): the preview draws
// the English page when he edits English, and the admin refuses an approved translation the build would
// refuse. Local mode with a stand-in folder picker (tests/browser/local-folder.ts): the real picker is not
// exercised. The English is the test's own, written into a copy of the project: one word per field the
// admin offers in English, so a complete translation whatever the owner's Arabic holds.

test.use({ locale: "en-US", expectedWarnings: [previewFrameWarning] });

const slug = serviceSlugs[0];
const file = `content/pages/${slug}.yml`;
/** Another service page, which the test leaves without English. */
const untranslated = serviceSlugs.at(-1)!;
const untranslatedFile = `content/pages/${untranslated}.yml`;

/** A complete English for `data`: each field the admin edits in English gets its own made-up words. */
function englishFor(data: unknown, fields: AdminField[], path = "en"): unknown {
  if (Array.isArray(data)) return data.map((item, i) => englishFor(item, fields, `${path}.${i}`));
  const record = data as Record<string, unknown>;
  const own = (name: string) => fields.find((f) => f.name === name && f.i18n === true);
  const entries = Object.entries(record).flatMap(([key, value]): [string, unknown][] => {
    const field = own(key);
    if (!field) return key === "kind" ? [[key, value]] : [];
    const here = `${path}.${key}`;
    if (field.widget === "boolean") return [];
    if (typeof value === "string") return [[key, `English ${here}`]];
    if (field.field) return [[key, (value as unknown[]).map((_, i) => `English ${here}.${i}`)]];
    if (field.types) {
      const types = field.types as AdminField[];
      return [
        [
          key,
          (value as Record<string, unknown>[]).map((item, i) =>
            englishFor(item, types.find((t) => t.name === item.kind)!.fields as AdminField[], `${here}.${i}`),
          ),
        ],
      ];
    }
    return [[key, englishFor(value, field.fields as AdminField[], here)]];
  });
  return Object.fromEntries(entries);
}

const fields = entryFields(contentCatalog.find((entry) => entry.name === slug)!);
let project: string;
let arabic: Record<string, unknown>;

test.beforeAll(() => {
  project = copyRepository("admin-english-");
  // The Arabic alone: the test writes its own English in place of any the file has.
  const { en: _en, lang: _lang, ...own } = parse(readFileSync(join(project, file), "utf8"));
  arabic = own;
  const en = { ...(englishFor(arabic, fields) as object), reviewed: false };
  writeFileSync(join(project, file), stringify({ ...arabic, en }));
  const { en: _none, lang: _list, ...alone } = parse(readFileSync(join(project, untranslatedFile), "utf8"));
  writeFileSync(join(project, untranslatedFile), stringify(alone));
});

test.afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

const readYaml = () => parse(readFileSync(join(project, file), "utf8"));
const preview = (page: Page) => page.frameLocator("iframe").first();

test.describe("English beside Arabic, signed in once", () => {
  test.describe.configure({ mode: "serial" });
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    // Sveltia's 2 MB module starts in up to 30 s here under load (admin-sign-in.spec.ts): signing in may not
    // take the 30 s a hook has by default.
    test.setTimeout(120_000);
    ({ page } = await sharedPage(browser, testInfo, { locale: "en-US" }));
    await pickFolderWith(page.context(), project);
    await page.goto("/admin/");
    await page.getByRole("button", { name: localButton }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(/#\/collections/);
  });

  test.afterAll(() => page?.context().close());

  /** A service page's entry, its editor switched to `language` («العربية» or «الإنجليزية»). */
  async function open(language: string, name: string = slug) {
    await leaveEntry(page, "pages");
    await page.goto(`/admin/#/collections/pages/entries/${name}`);
    await page.getByRole("radio", { name: language }).first().click();
  }

  test("the English form holds the words alone; the preview draws the English page, left to right, as he types @desktop", async () => {
    test.setTimeout(120_000);
    const en = readYaml().en;
    await open("الإنجليزية");
    const h1 = preview(page).locator("main h1");
    await expect(h1).toHaveText(en.hero.title, { timeout: 60_000 });
    await expect(preview(page).locator("html")).toHaveAttribute("lang", "en");
    await expect(preview(page).locator("html")).toHaveAttribute("dir", "ltr");
    // The English form offers the words alone: no price, number or link.
    await expect(page.locator('section.field[data-key-path$=".price.min"]')).toHaveCount(0);
    await expect(page.locator('section.field[data-key-path$=".id"]')).toHaveCount(0);
    const input = await revealInput(page, "hero.title");
    await input.fill("Steel hangars built to last");
    await expect(h1).toHaveText("Steel hangars built to last");
    await expect(preview(page).locator("[data-preview-problems]")).toHaveCount(0);

    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    await expect.poll(() => readYaml().en.hero.title).toBe("Steel hangars built to last");
    const saved = readYaml();
    // The Arabic at the root is as it was; the translation's box is under en: alone.
    const { en: _en, lang: _lang, ...root } = saved;
    expect(withoutAddedBoxes(root, arabic)).toEqual(arabic);
    expect(saved.en.reviewed).toBe(false);
  });

  test("an approved translation that lacks a word is refused with the build's reason in Arabic, naming the page and the field @desktop", async () => {
    test.setTimeout(120_000);
    const before = readYaml();
    await open("الإنجليزية");
    await expect(preview(page).locator("main h1")).toHaveText(before.en.hero.title, { timeout: 60_000 });
    await (await revealInput(page, "hero.title")).fill("");
    // Approved: the page would go live in English without its heading. Reached as the owner reaches it, down
    // the column, and tapped until it turns.
    const approval = (await revealField(page, "reviewed")).locator('[role="switch"]');
    await turnOver(approval);
    await expect(approval).toBeChecked();
    // The page, then the field by the admin's own labels.
    const hero = fields.find((f) => f.name === "hero")!;
    const title = (hero.fields as AdminField[]).find((f) => f.name === "title")!;
    const problems = preview(page).locator("[data-preview-problems]");
    await expect(problems).toContainText(`${before.name} › `);
    await expect(problems).toContainText(`${hero.label} › ${title.label}: `);

    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    const dialog = page.locator("dialog[open]");
    await expect(dialog).toContainText("لم يُحفظ التعديل");
    await expect(dialog).toContainText(`${hero.label} › ${title.label}: `);
    expect(readYaml()).toEqual(before);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("the English column edits a section, holds the page's one approval box and offers no machine translation; the rebuilt English page shows the section @desktop", async () => {
    test.setTimeout(300_000);
    const before = readYaml();
    await open("الإنجليزية");
    // Sveltia's «ترجمة» button (Google Cloud Translation's key dialog) is gone from each field and the toolbar.
    await revealField(page, "hero.title");
    await expect(page.getByRole("button", { name: /^ترجمة/ })).toHaveCount(0);
    const title = await revealInput(page, "sections.0.title");
    await expect(title).toHaveValue(before.en.sections[0].title);
    await title.fill("Hangars we build");
    // The box, in the English column: its hint says it covers the settings' and the shared words' English.
    const box = await revealField(page, "reviewed");
    await expect(box).toBeVisible();
    await expect(box).toContainText(translationLabels.reviewedHint);
    await turnOver(box.locator('[role="switch"]'));
    await expect(box.locator('[role="switch"]')).toBeChecked();
    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    await expect.poll(() => readYaml().en.sections[0].title).toBe("Hangars we build");
    const saved = readYaml();
    // The section keeps its kind; only the words typed and the box changed.
    expect(saved.en).toEqual({
      ...before.en,
      reviewed: true,
      sections: before.en.sections.map((section: object, i: number) =>
        i ? section : { ...section, title: "Hangars we build" },
      ),
    });
    const { en: _en, lang: _lang, ...root } = saved;
    expect(withoutAddedBoxes(root, arabic)).toEqual(arabic);

    // Pre-rendering takes 15–20 s of CPU on two cores, more when shared.
    const client = buildProject(project);
    const html = readFileSync(join(client, `${pathIn("en", pathOfService(slug))}/index.html`), "utf8");
    expect(visibleText(html)).toContain("Hangars we build");
  });

  test("a page without English yet: he starts its translation, saves it part-done, and the preview says it has no English page yet @desktop", async () => {
    test.setTimeout(120_000);
    const before = parse(readFileSync(join(project, untranslatedFile), "utf8"));
    await open("الإنجليزية", untranslated);
    await page.getByRole("button", { name: /^تفعيل/ }).click();
    const name = await revealInput(page, "name");
    await name.fill("Metal doors");
    // Nothing else translated: Sveltia lets it be saved, and the preview draws the Arabic page under its note.
    await expect(preview(page).locator("[data-preview-no-english]")).toBeVisible({ timeout: 60_000 });
    await expect(preview(page).locator("main h1")).toHaveText(before.hero.title);
    await expect(preview(page).locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    await expect.poll(() => parse(readFileSync(join(project, untranslatedFile), "utf8")).en?.name).toBe("Metal doors");
    const { en, lang: _lang, ...root } = parse(readFileSync(join(project, untranslatedFile), "utf8"));
    expect(withoutAddedBoxes(root, before)).toEqual(before);
    // The words typed and the box; Sveltia keeps each block's kind, and nothing else of the Arabic is copied.
    expect(en).toEqual({
      name: "Metal doors",
      reviewed: false,
      sections: before.sections.map(({ kind }: { kind: string }) => ({ kind })),
    });
  });
});
