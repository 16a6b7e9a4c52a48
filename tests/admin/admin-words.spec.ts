import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, sharedPage, test, type Page } from "../browser/fixtures";
import { drawField, leaveEntry, revealField } from "../browser/admin-fields";
import { localButton, pickFolderWith } from "../browser/local-folder";
import { copyRepository, previewFrameWarning } from "../browser/support";
import { entryFields } from "../../scripts/build/admin-config";
import { contentCatalog, translationLabels } from "../../src/model/contract/catalog";
import { serviceSlugs } from "../../src/model/contract/pages";
import { developerKeys, flatMessages } from "../../admin/sveltia/words";
import { previewEntries } from "../../admin/preview/templates";

// What the owner reads in the admin is his: the translation's box in the English column alone, with what it
// covers in Arabic (Sveltia has no field of one language: admin/sveltia/bundle.ts leaves it out of the Arabic
// column), and no English or developer word on any screen he reaches. Local mode with the stand-in folder
// picker (tests/browser/local-folder.ts) on a copy of the project.

test.use({ locale: "en-US", expectedWarnings: [previewFrameWarning] });

const slug = serviceSlugs[0];
/** The field the form draws just before the translation's box, at the form's end. */
const lastField = entryFields(contentCatalog.find((entry) => entry.name === slug)!).at(-2)!.name;

/** Signs in on a copy of the project at `width`; `prepare` may change the copy first. */
async function signIn(
  browser: Parameters<typeof sharedPage>[0],
  testInfo: Parameters<typeof sharedPage>[1],
  width: number,
  prepare?: (project: string) => void,
) {
  const project = copyRepository("admin-words-");
  prepare?.(project);
  const { page } = await sharedPage(browser, testInfo, { locale: "en-US", viewport: { width, height: 844 } });
  await pickFolderWith(page.context(), project);
  await page.goto("/admin/");
  await page.getByRole("button", { name: localButton }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/collections/);
  return { page, project };
}

/** The service page's entry, its form switched to `language` («العربية» or «الإنجليزية»). */
async function open(page: Page, language: string) {
  await leaveEntry(page, "pages");
  await page.goto(`/admin/#/collections/pages/entries/${slug}`);
  await switchTo(page, language);
}

/** Sveltia's language switch: radios beside the form on a wide screen, a list to open on a phone. */
async function switchTo(page: Page, language: string) {
  const list = page.getByRole("combobox", { name: "تغيير اللغة" });
  const radio = page.getByRole("radio", { name: language }).first();
  // Wait for the form to draw either one: asking at once found neither on a slow machine, and then waited for radios
  // a phone never draws.
  await expect(list.or(radio).first()).toBeVisible({ timeout: 30_000 });
  if (await list.isVisible()) {
    await list.click();
    await page.getByRole("option", { name: language }).click();
    await expect(list).toHaveText(language);
    return;
  }
  await radio.click();
  await expect(radio).toHaveAttribute("aria-checked", "true");
}

for (const [width, tag] of [
  [390, ""],
  [1280, " @desktop"],
] as const) {
  test(`the translation's box shows in the English column alone, and the language switch keeps working, at ${width} px${tag}`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { page, project } = await signIn(browser, testInfo, width);
    try {
      // At a phone's width Sveltia hides the preview: the form fills the screen.
      if (width < 900) await expect(page.frameLocator("iframe").locator("main")).toHaveCount(0);
      await open(page, "العربية");
      // The Arabic form drawn to its end: every field there, and not the box.
      await drawField(page, lastField);
      await expect(page.locator('section.field[data-key-path="reviewed"]')).toHaveCount(0);

      // The English form ends with the box, its hint saying in Arabic what the approval covers.
      await switchTo(page, "الإنجليزية");
      const box = await revealField(page, "reviewed");
      await expect(box).toBeVisible();
      await expect(box).toContainText(translationLabels.reviewed);
      await expect(box).toContainText(translationLabels.reviewedHint);
      await expect(box.locator('[role="switch"]')).toBeVisible();

      // Back and forth: the switch answers each time, and the box follows the column (the Arabic form was drawn to
      // its end above; drawing it again doubled the test's time on a busy machine).
      await switchTo(page, "العربية");
      await expect(page.locator('section.field[data-key-path="reviewed"]')).toHaveCount(0);
      await switchTo(page, "الإنجليزية");
      await expect(await revealField(page, "reviewed")).toBeVisible();
    } finally {
      await page.context().close();
      rmSync(project, { recursive: true, force: true });
    }
  });
}

/** Words no screen of his may show: Sveltia's English, and developers' words. */
const refused = [
  /\bSlug\b/i,
  /\bConsole\b/i,
  /\bNew Folder\b/i,
  /\bFolders?\b/,
  /\bEntry\b|\bEntries\b/,
  /\bCollections?\b/,
  /\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/,
  /\bError\b|\bException\b/,
  /\bDeveloper\b/i,
  /\bkeyPath\b|\bkey path\b/i,
];
/** Sveltia's English messages (of two words or more, placeholders aside): a fallback the Arabic lacks. */
const sveltiaEnglish = flatMessages(
  JSON.parse(readFileSync(join(process.cwd(), "node_modules/@sveltia/cms/locales/en-US.json"), "utf8")),
)
  .filter(([key]) => !developerKeys.test(key))
  .map(([, value]) =>
    value
      .replace(/\.input[\s\S]*?\{\{|\}\}[\s\S]*$/g, "")
      .split(/\{\$\w+\}/)[0]!
      .trim(),
  )
  .filter((text) => text.split(" ").length >= 2 && /^[A-Z]/.test(text));

/** Every text a sighted owner can read on the screen: visible text, and the labels, titles and placeholders of what is visible. */
const screenText = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        parent &&
        node.textContent?.trim() &&
        parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      )
        texts.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll<HTMLElement>("[aria-label], [title], [placeholder]"))
      if (element.checkVisibility({ visibilityProperty: true }))
        for (const name of ["aria-label", "title", "placeholder"]) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
    return texts;
  });

test("no screen he reaches at 390 px shows an English or developer word: the collections, his menu, a page in both languages, the media and a file it cannot read", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { page, project } = await signIn(browser, testInfo, 390, (copy) =>
    // A review whose YAML is broken: Sveltia says it cannot read one file (its words once sent him to the Console).
    writeFileSync(join(copy, "content/reviews/broken-quote.yml"), 'name: "an unclosed quote\nrating: 5\n'),
  );
  try {
    const seen = new Map<string, string[]>();
    const collect = async (screen: string) => seen.set(screen, await screenText(page));
    // Said once, as the files are read, in a toast that fades in and out: read the screen until the
    // collector sees Sveltia's line about the broken file, in its Arabic (which also shows the collector reads what is on screen).
    await expect
      .poll(
        async () => {
          await collect("a file it cannot read");
          return seen.get("a file it cannot read")!.some((text) => text.includes("تعذّرت قراءة ملف واحد"));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    for (const collection of new Set(previewEntries.map((entry) => entry.collection))) {
      await page.goto(`/admin/#/collections/${collection}`);
      // Its list drawn: Sveltia's spoken status names what is on screen.
      await expect(page.getByRole("status").filter({ hasText: "أنت تعرض الآن" })).toBeAttached();
      await expect(page.getByRole("row").first()).toBeVisible();
      await collect(`the collection ${collection}`);
    }
    await page.getByRole("radio", { name: "المحتويات" }).click();
    await expect(page.getByRole("treeitem").first()).toBeVisible();
    await collect("the collections");
    // His account's menu, where Sveltia names how he signed in: not the first screen's sign-in directions.
    await page.getByRole("radio", { name: "القائمة" }).click();
    await expect(page.getByRole("menuitem", { name: "تسجيل الخروج" })).toBeVisible();
    await expect(page.locator("#sign-in-guide")).toBeHidden();
    await collect("the account menu");
    await page.goto(`/admin/#/collections/pages/entries/${slug}`);
    await drawField(page, lastField);
    await collect("a service page, in Arabic");
    await switchTo(page, "الإنجليزية");
    await collect("a service page, in English");
    await page.goto("/admin/#/assets");
    await expect(page.getByRole("option").first()).toBeVisible({ timeout: 20_000 });
    await collect("the media's folders");
    await page.getByRole("option").first().click();
    await expect(page.getByRole("status").filter({ hasText: "أنت تعرض الآن" })).toBeAttached();
    await collect("the media");

    const found = [...seen].flatMap(([screen, texts]) =>
      texts.flatMap((text) => [
        ...refused.filter((word) => word.test(text)).map((word) => `${screen}: «${text}» (${word.source})`),
        ...sveltiaEnglish
          .filter((english) => text.includes(english))
          .map((english) => `${screen}: «${text}» (Sveltia's «${english}»)`),
      ]),
    );
    expect(seen.size).toBeGreaterThan(5);
    expect(found).toEqual([]);
  } finally {
    await page.context().close();
    rmSync(project, { recursive: true, force: true });
  }
});
