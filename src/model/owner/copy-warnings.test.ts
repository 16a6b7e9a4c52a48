import { describe, expect, test } from "vitest";
import { copyRules, copyWarnings } from "./copy-warnings";
import { contentSources } from "../../../tests/support/sources";
import { ownerWarningText } from "./owner-messages";
import type { ContentSources, Source } from "../contract/validate";

// Each rule fires on a sentence of its own put into a copy of the content, at
// that field, and stays quiet on its accepted wording. No test reads the
// shipped copy for what it says: the owner may write anything the build accepts.

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const real = contentSources();

/** The content with `edit` applied to copies of its files. */
function sources(edit: (s: ContentSources) => void): ContentSources {
  const draft = contentSources();
  edit(draft);
  return draft;
}

const fencing = (s: ContentSources) => s.services.fencing.data as Data;
const faq = (s: ContentSources) => fencing(s).faqs[0] as Data;

/** The fields (file › path) where `rule` warns. */
const warned = (rule: keyof typeof copyRules, input: ContentSources) =>
  copyRules[rule]!(input).map((w) => `${w.at.replace(/:\d+$/, "")} › ${w.path.join(".")}`);

const at = (source: Source, ...path: (string | number)[]) => `${source.file} › ${path.join(".")}`;

/** `rule` warns at the field `edit` writes `bad` into, and not when it writes `good`. */
function expectRule(
  rule: keyof typeof copyRules,
  write: (s: ContentSources, text: string) => void,
  field: (s: ContentSources) => string,
  bad: string,
  good: string,
) {
  const withBad = sources((s) => write(s, bad));
  expect(warned(rule, withBad)).toContain(field(withBad));
  const withGood = sources((s) => write(s, good));
  expect(warned(rule, withGood)).not.toContain(field(withGood));
}

const faqAnswer = (s: ContentSources, text: string) => (faq(s).answer = text);
const faqField = (s: ContentSources) => at(s.services.fencing, "faqs", 0, "answer");

describe("copy warnings", () => {
  test("a warranty promise in page copy; the company profile is where warranty terms live", () =>
    expectRule("warrantyOutsideProfile", faqAnswer, faqField, "نركّب السور مع ضمان عشر سنوات.", "نركّب السور بإتقان."));

  test("a promise of something free, or of any design", () =>
    expectRule("unconfirmedPromise", faqAnswer, faqField, "المعاينة مجانية دائمًا.", "نزورك لمعاينة الموقع."));

  test("a claim that the company issues permits", () =>
    expectRule("permits", faqAnswer, faqField, "نصدر الترخيص خلال أسبوع.", "نساعدك في استخراج الترخيص من البلدية."));

  test("a claim of working around the clock, not answering", () =>
    expectRule("aroundTheClock", faqAnswer, faqField, "خدمتنا على مدار الساعة.", "نرد على اتصالك على مدار الساعة."));

  test("«مسكونة», which a Saudi reader takes for haunted", () =>
    expectRule("haunted", faqAnswer, faqField, "للبيوت المسكونة والمزارع.", "للمنازل المأهولة والمزارع."));

  test("a spelling that competes with a service's one name, in any copy, the layout's words included", () =>
    expectRule(
      "competingSpelling",
      (s, text) => ((s.ui.data as Data).nav.home = text),
      (s) => at(s.ui, "nav", "home"),
      "ألواح ساندويتش بانل",
      "ألواح الساندوتش بانل",
    ));

  test("a service page whose title does not carry the service's name", () =>
    expectRule(
      "nameInHeroTitle",
      (s, text) => (fencing(s).hero.title = text.replace("{name}", fencing(s).name.replace(/^ال/, ""))),
      (s) => at(s.services.fencing, "hero", "title"),
      "عنوان بلا اسم",
      "{name} في الرياض",
    ));

  test("a home section of illustrations that calls them our work, or does not say they are illustrations", () => {
    const key = Object.keys(real.home.data as Data).find(
      (k) => k !== "hero" && JSON.stringify((real.home.data as Data)[k]).includes('"illustration"'),
    )!;
    /** The section shows its illustrations (no photo on any slot) under `text` alone. */
    const title = (s: ContentSources, text: string) => {
      const section = JSON.parse(
        JSON.stringify((s.home.data as Data)[key]).replace(/,?"photo(Alt)?":"[^"]*"/g, ""),
      ) as Data;
      for (const field of ["title", "intro", "readMore"]) delete section[field];
      (s.home.data as Data)[key] = { ...section, title: text };
    };
    const field = (s: ContentSources) => at(s.home, key, "title");
    expectRule("illustrationAsWork", title, field, "من أعمالنا: رسوم توضيحية", "رسوم توضيحية لما ننفذه");
    expectRule("illustrationAsWork", title, field, "أنواع ما ننفذه", "رسوم توضيحية لما ننفذه");
  });

  test("an illustration's alt outside such a section starts «رسم توضيحي ل…»", () =>
    expectRule(
      "illustrationAlt",
      (s, text) => (fencing(s).hero.image.alt = text),
      (s) => at(s.services.fencing, "hero", "image", "alt"),
      "سور صاج حول أرض فضاء",
      "رسم توضيحي لسور صاج حول أرض فضاء",
    ));

  test("an illustration's alt longer than 125 characters", () =>
    expectRule(
      "altLength",
      (s, text) => (fencing(s).hero.image.alt = text),
      (s) => at(s.services.fencing, "hero", "image", "alt"),
      `رسم توضيحي ل${"سور ".repeat(40)}`,
      "رسم توضيحي لسور صاج",
    ));

  test("an Arabic letter glued to a Latin word", () =>
    expectRule("gluedLatin", faqAnswer, faqField, "ألواح MDF وHDF", "ألواح MDF وألواح HDF"));

  test("«الرياض» after a bare keyword in a title or description", () =>
    expectRule(
      "bareCityKeyword",
      (s, text) => (fencing(s).meta.title = text),
      (s) => at(s.services.fencing, "meta", "title"),
      "سواتر ليزر الرياض",
      "سواتر الليزر في الرياض",
    ));

  test.each([
    ["الأسعار التقريبية تبدأ من 60 ريال للمتر الطولي."],
    ["أسعارنا ابتداءً من 500 ريال."],
    ["تركيب المظلات بدءًا من 90 ريالًا."],
    ["السعر يبدأ من ٦٠ للمتر."],
  ])("a price by its minimum alone: %s", (bad) =>
    expectRule("priceFromOnly", faqAnswer, faqField, bad, "تبدأ مدة التنفيذ من يوم توقيع العقد."),
  );

  test("a price by its minimum alone in a guide's text", () => {
    const input = sources((s) => {
      s.guides[0]!.body += "\n\nالأسعار تبدأ من 60 ريال للمتر.\n";
    });
    expect(warned("priceFromOnly", input)).toContain(at(input.guides[0]!, "body"));
    expect(warned("priceFromOnly", real)).toEqual([]);
  });

  test("price terms that leave VAT out, when every price shown includes it", () => {
    expectRule(
      "vatLeftOut",
      (s, text) => (fencing(s).priceTerms.excludes[0] = text),
      (s) => at(s.services.fencing, "priceTerms", "excludes", 0),
      "ضريبة القيمة المضافة (15%)",
      "رسوم ترخيص التسوير في منصة بلدي",
    );
    expectRule("vatLeftOut", faqAnswer, faqField, "السعر لا يشمل الضريبة.", "السعر شامل الضريبة.");
  });

  test("each warning tells the owner where, in the admin's words, and what to do, in Arabic first", () => {
    const input = sources((s) => faqAnswer(s, "مع ضمان عشر سنوات"));
    const warning = copyWarnings(input).find((w) => w.at.startsWith(`${input.services.fencing.file}:`));
    expect(warning).toBeDefined();
    const text = ownerWarningText(warning!);
    expect(text).toMatch(new RegExp(`^${input.services.fencing.file}:\\d+ · `));
    expect(text.indexOf(warning!.arabic)).toBeGreaterThan(0);
    expect(text.indexOf(warning!.arabic)).toBeLessThan(text.indexOf(warning!.message));
  });
});
