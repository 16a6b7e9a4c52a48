import { describe, expect, test } from "vitest";
import { fieldLabels, kindLabels } from "../contract/admin-labels";
import { fileLabels } from "../contract/catalog";
import { content } from "../../../tests/support/content";
import { contentSources } from "../../../tests/support/sources";
import { loadContent } from "./load-content";
import { adminLink, arabicReason, ownerItem, ownerProblemText } from "./owner-messages";
import { validateContent, type ContentError, type ContentSources, type Source } from "../contract/validate";

describe("a content problem as the owner reads it", () => {
  test("names the file and line, the page, and each field as the admin labels it", () => {
    const data = {
      name: content.services.fencing.name,
      sections: [{ kind: "prices", title: "أسعار", rows: [{ type: "صاج", price: { min: 9, max: 5 } }] }],
    };
    const text = ownerProblemText({
      at: "content/pages/fencing.yml:42",
      entry: "fencing",
      path: ["sections", 0, "rows", 0, "price", "min"],
      data,
      message: "min must not be greater than max",
    });
    expect(text).toContain("content/pages/fencing.yml:42");
    expect(text).toContain(
      `${content.services.fencing.name} › ${fieldLabels.sections} › ${kindLabels.prices} «أسعار» › ${fieldLabels.rows}`,
    );
    expect(text).toContain("min must not be greater than max");
    expect(text).toContain(`«${fieldLabels.min}» أكبر من «${fieldLabels.max}»`);
    // The developer's path too, to search the file with.
    expect(text).toContain('sections[0] ("أسعار").rows[0] ("صاج").price.min');
  });
});

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every problem the build finds in the shipped content after `edit`, as the owner reads its reason. */
function reasonsAfter(edit: (s: ContentSources, data: (source: Source) => Data) => void) {
  const sources = contentSources();
  const data = (source: Source) => source.data as Data;
  edit(sources, data);
  try {
    validateContent(sources);
  } catch (error) {
    return (error as ContentError).problems.map((problem) => ({ problem, reason: arabicReason(problem) }));
  }
  throw new Error("expected the content to be refused");
}

const generic = /^الصيغة غير صحيحة: راجع الشرح/;

/** The first steps section of any service page, whichever pages the owner gave steps. */
const stepsOf = (s: ContentSources, d: (source: Source) => Data) =>
  Object.values(s.services)
    .flatMap((source) => d(source).sections as Data[])
    .find((section) => section.kind === "steps")!;

describe("every refusal is Arabic first and says what to type instead", () => {
  test.each([
    ["a phone too short", (s, d) => (d(s.site).phone = "05543"), /0554318270/],
    ["a WhatsApp number that is a landline", (s, d) => (d(s.site).whatsapp = "0112345678"), /يبدأ بـ 05/],
    ["a phone with words in it", (s, d) => (d(s.site).phone = "جوالي 0554318270"), /بالأرقام وحدها/],
    ["a commercial registration of 9 digits", (s, d) => (d(s.site).company.cr = "101012345"), /10 أرقام/],
    [
      "a price whose «from» is above its «to»",
      (s, d) => {
        const prices = d(s.services.fencing).sections.find((x: { kind: string }) => x.kind === "prices");
        prices.rows[0].price.min = prices.rows[0].price.max + 100;
      },
      /أكبر من «إلى/,
    ],
    [
      "a second card for one service in the home page's guide",
      (s, d) => {
        const items = d(s.home).serviceGuide.items;
        items.push({ ...items[0] });
      },
      /بطاقة أخرى في الدليل: احذف إحدى البطاقتين/,
    ],
    ["a service without a card in the guide", (s, d) => d(s.home).serviceGuide.items.pop(), /في الدليل: أضف بطاقة لها/],
    ["an unknown field", (s, d) => (d(s.site).colour = "red"), /حقل غير معروف/],
    ["a VAT rate with three decimals", (s, d) => (d(s.site).prices.vatPercent = 15.125), /منزلتان عشريتان.*مثل 15/],
    [
      "a unit's form for 11 to 99 without its figure",
      (s, d) => (d(s.ui).estimator.units.door.many = "بابًا"),
      /أبقِ \{n\}/,
    ],
    ["an empty required text", (s, d) => (d(s.site).tagline = ""), /اكتب فيه نصًا/],
    ["a missing field", (s, d) => delete d(s.site).city, /حقل مطلوب لم يُملأ/],
    ["an http address", (s, d) => (d(s.site).instagramUrl = "http://instagram.com/x"), /https:\/\//],
    ["a year in the future", (s, d) => (d(s.site).company.founded = 2999), /سنة مضت/],
    ["a founding year too old", (s, d) => (d(s.site).company.founded = 1900), /لا يقل عن 1950/],
    ["a word where a number goes", (s, d) => (d(s.site).company.founded = "ألفين"), /اكتب رقمًا/],
    [
      "a lead log kept for more than three years",
      (s, d) => (d(s.site).leads = { retentionMonths: 60 }),
      /لا يزيد على 36/,
    ],
    [
      "a choice not on the list, named as the admin's list shows its options",
      (s, d) => (d(s.site).analytics.service = "google"),
      /^اختر من القائمة: «لا شيء \(معطّلة\)»، «Plausible»، «Cloudflare Web Analytics»$/,
    ],
    [
      "a service not on the list, each named as its page's record names it, even renamed",
      (s, d) => {
        d(s.services.fencing).name = "أسوار ومداخل";
        d(s.guides[0]!).service = "fences";
      },
      /^اختر من القائمة: .*«أسوار ومداخل»/,
    ],
    [
      "permit steps that follow a guide that does not exist",
      (s, d) => (stepsOf(s, d).guide = "no-such-guide"),
      /لا يوجد دليل منشور اسم ملفه «no-such-guide»/,
    ],
    [
      "permit steps that follow a guide with no checked date",
      (s, d) => {
        const [guide] = s.guides;
        stepsOf(s, d).guide = guide!.slug;
        d(guide!).draft = false;
        delete d(guide!).factsChecked;
      },
      /بلا «تاريخ مراجعة الاشتراطات الرسمية»/,
    ],
    [
      "a Google profile link that is not Google's",
      (s, d) => (d(s.site).googleProfileUrl = "https://www.facebook.com/rukn.hangars"),
      /خرائط Google.*«مشاركة»/,
    ],
    [
      "a review link to the owner's dashboard",
      (s, d) => (d(s.site).googleReviewUrl = "https://business.google.com/reviews"),
      /«طلب مراجعات»/,
    ],
    [
      "an Instagram link in the Snapchat field",
      (s, d) => (d(s.site).snapchatUrl = "https://www.instagram.com/x"),
      /سناب شات/,
    ],
    ["an X link typed without https", (s, d) => (d(s.site).xUrl = "x.com/rukn"), /https:\/\//],
    ["the ministry's number with letters", (s, d) => (d(s.complaintsPage).ministry.phone = "19OO"), /بالأرقام وحدها/],
  ] as [string, (s: ContentSources, d: (source: Source) => Data) => void, RegExp][])("%s", (_name, edit, expected) => {
    const found = reasonsAfter(edit);
    expect(found.length).toBeGreaterThan(0);
    for (const { problem, reason } of found) {
      expect(reason, problem.message).toMatch(/^[\u0600-\u06ff«]/);
      expect(reason, problem.message).not.toMatch(generic);
      expect(ownerProblemText(problem).indexOf(reason), "Arabic before the English").toBeLessThan(
        ownerProblemText(problem).indexOf(problem.message),
      );
    }
    expect(found.map((f) => f.reason).join("\n")).toMatch(expected);
  });

  test("a cladding board with no width is refused naming the page, the board and the field", () => {
    let board = "";
    const found = reasonsAfter((s, d) => {
      const sizes = (d(s.services.cladding).sections as Data[]).find((x) => x.kind === "cladding-sizes")!;
      board = sizes.rows[0].thickness;
      delete sizes.rows[0].width;
    });
    expect(found).toHaveLength(1);
    const item = ownerItem(found[0]!.problem);
    expect(item.place.startsWith(`${content.services.cladding.name} › `)).toBe(true);
    expect(item.place.endsWith(`«${board}» › ${fieldLabels.width}`)).toBe(true);
    expect(item.reason).toMatch(/^[\u0600-\u06ff]/);
    expect(item.reason).not.toMatch(generic);
  });

  test("the shipped examples, starter guides and example terms each say what to do, in Arabic, with a link to fix them", () => {
    const { examples } = loadContent(process.cwd(), "");
    const items = examples.map(ownerItem);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.reason).toMatch(/^[\u0600-\u06ff]/);
      expect(item.reason).not.toMatch(/[a-z]{3,}/i);
      expect(item.link).toMatch(/^\/admin\/#\/collections\/[\w-]+\/entries\/[\w-]+$/);
    }
  });

  test("a wrong Google link names the page and the field as the admin shows them, and what to copy instead", () => {
    const [found] = reasonsAfter((s, d) => (d(s.site).googleReviewUrl = "https://www.facebook.com/rukn.hangars"));
    const text = ownerProblemText(found!.problem);
    expect(text).toContain(`content/site.yml`);
    expect(text).toContain(`${fileLabels.site} › ${fieldLabels.googleReviewUrl}: هذا ليس رابطًا من Google`);
    expect(text).toContain("\u2066https://g.page/r/\u2069");
  });

  test("an admin link opens the entry: a settings file by name, a project by its file", () => {
    expect(adminLink({ entry: "site", at: "content/site.yml:3" })).toBe("/admin/#/collections/settings/entries/site");
    expect(adminLink({ entry: "fencing", at: "content/pages/fencing.yml:9" })).toBe(
      "/admin/#/collections/pages/entries/fencing",
    );
    expect(adminLink({ entry: "projects", at: "content/projects/villa-canopy.yml:14" })).toBe(
      "/admin/#/collections/projects/entries/villa-canopy",
    );
    expect(adminLink({ entry: "guides", at: "content/guides/permit.md:4" })).toBe(
      "/admin/#/collections/guides/entries/permit",
    );
  });
});
