import { describe, expect, test } from "vitest";
import { contentCatalog } from "../../src/model/contract/catalog";
import { readSources } from "../../src/model/contract/load";
import { splitTranslation } from "../../src/model/contract/translation";
import { entryFields, hasLanguages, type AdminField } from "../../scripts/build/admin-config";
import { refusal } from "./check-draft";
import { previewEntries, type EntryMap } from "./templates";

// The save's check with no saved record read: the preview was never opened (a phone hides it at 900 px and
// below), or a save has just cleared them. It runs the build's check of the one record (checkRecord), the
// Arabic without its `en:` block, then the English apart, so its verdict is the build's.

const real = readSources();
const files = previewEntries.filter((spec) => "file" in spec);
const sourceOf = (file: string) =>
  [real.site, real.ui, real.home, ...Object.values(real.services), real.projectsPage, real.guidesPage]
    .concat([real.warrantyPage, real.privacyPage, real.complaintsPage])
    .find((source) => source.file === file)!;

const translated = (name: string) => hasLanguages(entryFields(contentCatalog.find((e) => e.name === name)!));

/**
 * Sveltia's entry at the save: the Arabic as it holds it (a file with languages with its lang: list and the
 * translation's box, decision 0039), the English under i18n.
 */
function entryAtSave(name: string, data: unknown) {
  const { arabic, english } = splitTranslation(data);
  const held = translated(name) ? { ...(arabic as object), lang: ["ar", "en"], reviewed: false } : arabic;
  return {
    get: () => undefined,
    toJS: () => ({ data: held, i18n: english ? { en: { data: english } } : {} }),
  } as unknown as EntryMap;
}

describe("the save's check without the preview", () => {
  test.each(files.map((spec) => [spec.name, spec.file] as const))(
    "the shipped %s saves as the build reads it, English and all",
    (name, file) => {
      expect(refusal(name, entryAtSave(name, sourceOf(file).data))).toBeUndefined();
    },
  );

  test("every shipped file with English is among them", () => {
    const withEnglish = files.filter((spec) => splitTranslation(sourceOf(spec.file).data).english !== undefined);
    expect(withEnglish.length).toBeGreaterThan(0);
    for (const spec of withEnglish) expect(translated(spec.name)).toBe(true);
  });

  test("an approved translation without a word is refused by the English field's own labels", () => {
    const { arabic, english } = splitTranslation(real.home.data) as {
      arabic: Record<string, unknown>;
      english: Record<string, unknown> & { hero: Record<string, unknown> };
    };
    const broken = { ...arabic, en: { ...english, reviewed: true, hero: { ...english.hero, title: "" } } };
    const fields = entryFields(contentCatalog.find((e) => e.name === "home")!);
    const hero = fields.find((f) => f.name === "hero")!;
    const title = (hero.fields as AdminField[]).find((f) => f.name === "title")!;
    const reason = refusal("home", entryAtSave("home", broken));
    expect(reason).toContain(`${hero.label} › ${title.label}`);
    // Never the Arabic schema's "unknown field" for the English block.
    expect(reason).not.toContain("حقل غير معروف");
  });

  test("an Arabic field the schema does not know is still refused by name", () => {
    const { arabic } = splitTranslation(real.home.data) as { arabic: Record<string, unknown> };
    expect(refusal("home", entryAtSave("home", { ...arabic, subtitle: "x" }))).toContain("حقل غير معروف");
  });
});
