// Copy a buyer could misread: the build publishes it and warns the owner, naming
// the file, the line and the field. These are editorial rules, not errors: the
// admin accepts the words, so refusing them would leave the owner stuck. Each
// rule is a named function over the content's strings; docs/editing-content.md
// lists them for the owner.
import { stringsIn } from "./go-live.ts";
import { fieldProblem, type ContentProblem, type ContentSources, type Source } from "../contract/validate.ts";

/** A warning: where (as a content problem) and what to do, in Arabic and English. */
export type CopyWarning = ContentProblem & { path: readonly PropertyKey[]; arabic: string };

type Found = { source: Source; path: (string | number)[]; text: string };

/** Every string of a source, with its field path. */
const strings = (source: Source): Found[] => stringsIn(source.data).map((found) => ({ source, ...found }));

type Slot = { source: Source; path: (string | number)[]; node: Record<string, unknown> };

/** Every image slot (an illustration with its alt) under `value`, with its path. */
function slots(source: Source, value = source.data, path: (string | number)[] = []): Slot[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => slots(source, item, [...path, i]));
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const own = typeof node.illustration === "string" && typeof node.alt === "string" ? [{ source, path, node }] : [];
  return [...own, ...Object.entries(node).flatMap(([key, item]) => slots(source, item, [...path, key]))];
}

const warn = (source: Source, path: (string | number)[], message: string, arabic: string): CopyWarning => ({
  ...fieldProblem(source, path, message),
  path,
  arabic,
});

/**
 * The pages' own copy, where warranty and "free" promises must not appear: they
 * come from the company profile (content/site.yml → company), which the trust band shows.
 */
const pageSources = (s: ContentSources) => [
  s.home,
  ...Object.values(s.services),
  s.projectsPage,
  ...s.projects,
  s.privacyPage,
  s.complaintsPage,
];
/** Everything else a visitor reads too: the reviews (the customers' words), the layout's words, the settings. */
const allSources = (s: ContentSources) => [...pageSources(s), ...s.reviews, s.ui, s.site];

/** A rule over strings: each one matching `pattern` is a warning. */
const phrase =
  (scope: (s: ContentSources) => Source[], pattern: RegExp, message: string, arabic: string) => (s: ContentSources) =>
    scope(s)
      .flatMap((source) => strings(source))
      .filter(({ text }) => pattern.test(text))
      .map(({ source, path }) => warn(source, path, message, arabic));

/** Spellings that compete with a service's chosen name or key term, and the name to use. */
const competingSpellings: [RegExp, string][] = [
  [/مقطوع/, "«مقصوصة بالليزر» / «سواتر الليزر»"],
  [/سواتر ليزر (حديثة|بنقوش|الرياض)/, "«سواتر الليزر»"],
  [/تكسيات (ال)?أبواب|(?<!ال)أبواب بديل الخشب|تكسية أبواب(?![كه])/, "«تكسية الأبواب»"],
  [/تكسية (جدران وواجهات )?بديل الخشب|تكسيات داخلية وخارجية(?=$)/, "«تكسيات بديل الخشب»"],
  [/ساندويتش|ساندويش|ساندوش/, "«الساندوتش بانل»"],
  [/هناقر|هنقر/, "«الهناجر» / «هنجر»"],
  [/مظلات مواقف السيارات/, "«مظلات السيارات»"],
];

const ownWork =
  /من أعمالنا|معرض أعمالنا|أعمال(ٍ)? ?نفذ|نفذناها|نفذها (مهندسونا|فريقنا|فنيونا)|لقطات من أعمال|أعمالنا المنفذة/;
const saysIllustration = /(ال)?(رسم|رسوم) (ال)?توضيحي/;
const illustrationAlt = /^رسم توضيحي ل/;

/** The home page's sections (not the hero) that show an illustration without a photo. */
function illustratedSections(s: ContentSources) {
  return Object.entries(s.home.data as Record<string, unknown>)
    .filter(([key, section]) => key !== "hero" && slots(s.home, section, [key]).some(({ node }) => !node.photo))
    .map(([key]) => key);
}

/**
 * A price given by its minimum alone: «الأسعار تبدأ من 60 ريال», «ابتداءً من 500». The Ministry of
 * Commerce forbids it; a price is a range «من … إلى …». Only beside a price: a figure, «ريال» or a
 * word for price in the same text («تبدأ مدة الضمان من التسليم» is not one).
 */
const fromOnly = /(تبدأ|يبدأ|تبتدئ|ابتداء[ًا]*|بدء[ًا]*)\s+(أسعارنا\s+|الأسعار\s+)?(من|بـ)/;
const aboutPrice = /[0-9\u0660-\u0669]|ريال|سعر|أسعار|تكلف/;

/** The guides' Markdown bodies, as strings at the field `body`. */
const guideBodies = (s: ContentSources): Found[] =>
  s.guides.map((source) => ({ source, path: ["body"], text: source.body }));

/** Every copy rule, by name. */
export const copyRules: Record<string, (s: ContentSources) => CopyWarning[]> = {
  warrantyOutsideProfile: phrase(
    pageSources,
    /ضمان|مضمون/,
    "a warranty promise in page copy: warranty terms come only from the company profile (company.warranty)",
    "وعد بالضمان في نص الصفحة: شروط الضمان تُكتب في بيانات المنشأة وحدها (الضمان)، فاحذفه من هنا",
  ),
  unconfirmedPromise: phrase(
    pageSources,
    /أي تصميم|أي نقشة|دون أي التزام|بلا أي التزام|مجان/,
    "a promise the company profile does not make (a free survey is its freeSurvey setting)",
    "وعد لا تنص عليه بيانات المنشأة: المعاينة المجانية إعداد في بيانات المنشأة، فاحذف الوعد من النص أو تأكد أنك تقدمه",
  ),
  permits: phrase(
    allSources,
    /إصدار (ال)?(تراخيص|ترخيص|رخص|رخصة)|نصدر (ال)?(تراخيص|ترخيص|رخص|رخصة)|نُصدر|نستخرج (لك )?(ال)?(رخص|ترخيص)/,
    "only the municipality issues permits: the company helps obtain them",
    "البلدية وحدها تصدر التراخيص: اكتب «المساعدة في استخراج الترخيص»",
  ),
  aroundTheClock: phrase(
    allSources,
    /خدم(ة|تنا|اتنا)[^.،؛]{0,30}(على مدار الساعة|24\/7|ليلًا ونهارًا)|(على مدار الساعة|24\/7)[^.،؛]{0,10}خدم/,
    "the company answers calls and messages around the clock; it does not work around the clock",
    "الشركة ترد على الاتصالات والرسائل على مدار الساعة، ولا تعمل على مدار الساعة: أعد صياغة الجملة",
  ),
  haunted: phrase(
    allSources,
    /مسكون/,
    "«مسكونة» reads as 'haunted' to a Saudi reader: say «المأهولة»",
    "«المسكونة» تُفهم «التي تسكنها الجن»: اكتب «المأهولة» أو أعد الصياغة",
  ),
  competingSpelling: (s) =>
    allSources(s)
      .flatMap((source) => strings(source))
      .flatMap(({ source, path, text }) =>
        competingSpellings
          .filter(([pattern]) => pattern.test(text))
          .map(([, use]) =>
            warn(
              source,
              path,
              `a spelling that competes with a service's one name: use ${use}`,
              `كتابة تنافس اسم الخدمة المعتمد: اكتب ${use}`,
            ),
          ),
      ),
  nameInHeroTitle: (s) =>
    Object.values(s.services).flatMap((source) => {
      const page = source.data as { name: string; hero: { title: string } };
      return page.hero.title.includes(page.name.replace(/^ال/, ""))
        ? []
        : [
            warn(
              source,
              ["hero", "title"],
              `the page's title does not carry the service's name «${page.name}»`,
              `عنوان الصفحة لا يذكر اسم الخدمة «${page.name}»: اذكره فيه كما تظهره القوائم`,
            ),
          ];
    }),
  illustrationAsWork: (s) =>
    illustratedSections(s).flatMap((key) => {
      const section = (s.home.data as Record<string, Record<string, unknown>>)[key]!;
      const heading = ["title", "intro", "readMore"].filter((field) => typeof section[field] === "string");
      const text = heading.map((field) => section[field]).join(" ");
      if (ownWork.test(text))
        return [
          warn(
            s.home,
            [key, "title"],
            "this section shows illustrations, yet its heading calls them the company's work",
            "هذا القسم يعرض رسومًا توضيحية، وعنوانه يقدّمها على أنها من أعمالك: غيّر العنوان أو ضع صورًا حقيقية",
          ),
        ];
      if (!saysIllustration.test(text))
        return [
          warn(
            s.home,
            [key, "title"],
            "this section shows illustrations: its title or intro must say so («رسوم توضيحية»)",
            "هذا القسم يعرض رسومًا توضيحية: اذكر ذلك في عنوانه أو مقدمته، أو ضع صورًا حقيقية",
          ),
        ];
      return [];
    }),
  illustrationAlt: (s) => {
    const inside = new Set(illustratedSections(s));
    const slotWarnings = pageSources(s)
      .flatMap((source) => slots(source))
      .filter(({ source, path, node }) => {
        // Inside a section that already says it shows illustrations, an alt need not repeat it.
        const inIllustrated = source === s.home && inside.has(String(path[0]));
        return illustrationAlt.test(node.alt as string) === inIllustrated;
      })
      .map(({ source, path, node }) =>
        illustrationAlt.test(node.alt as string)
          ? warn(
              source,
              [...path, "alt"],
              "the section already says these are illustrations: describe the drawing without «رسم توضيحي»",
              "القسم يقول إنها رسوم توضيحية: صف الرسم دون أن تبدأ بـ «رسم توضيحي»",
            )
          : warn(
              source,
              [...path, "alt"],
              "an illustration's alt starts «رسم توضيحي ل…», so that no one takes it for a photo of real work",
              "ابدأ وصف الرسم بـ «رسم توضيحي لـ…» حتى لا يُظن صورة عمل حقيقي",
            ),
      );
    const projectPhotos = s.projects.flatMap((source) =>
      ((source.data as { photos?: { src: string; alt: string }[] }).photos ?? []).flatMap((photo, i) =>
        photo.src.startsWith("illustration:") && !illustrationAlt.test(photo.alt)
          ? [
              warn(
                source,
                ["photos", i, "alt"],
                "an illustration's alt starts «رسم توضيحي ل…», so that no one takes it for a photo of real work",
                "ابدأ وصف الرسم بـ «رسم توضيحي لـ…» حتى لا يُظن صورة عمل حقيقي",
              ),
            ]
          : [],
      ),
    );
    return [...slotWarnings, ...projectPhotos];
  },
  altLength: (s) =>
    allSources(s)
      .flatMap((source) => slots(source))
      .filter(({ node }) => (node.alt as string).length > 125)
      .map(({ source, path }) =>
        warn(
          source,
          [...path, "alt"],
          "keep an alt text to 125 characters: screen readers read it in one breath",
          "وصف الصورة أطول من 125 حرفًا: اختصره، فقارئ الشاشة يقرؤه دفعة واحدة",
        ),
      ),
  gluedLatin: (s) =>
    allSources(s)
      .flatMap((source) => strings(source))
      .filter(
        ({ path, text }) =>
          !/url|href|src|instagram|maps/i.test(path.join(".")) &&
          /[\u0621-\u064A][A-Za-z]|[A-Za-z][\u0621-\u064A]/.test(text),
      )
      .map(({ source, path }) =>
        warn(
          source,
          path,
          "an Arabic letter glued to a Latin word: right to left, «MDF وHDF» displays as «HDFو MDF»",
          "حرف عربي ملتصق بكلمة لاتينية، فتنقلب في العرض: افصل بينهما بمسافة أو أعد الصياغة (مثل «ألواح MDF وألواح HDF»)",
        ),
      ),
  priceFromOnly: (s) =>
    [...allSources(s), ...s.guides]
      .flatMap((source) => strings(source))
      .concat(guideBodies(s))
      .filter(({ text }) => text.split(/[.؟!\n]/).some((line) => fromOnly.test(line) && aboutPrice.test(line)))
      .map(({ source, path }) =>
        warn(
          source,
          path,
          "a price by its minimum alone («تبدأ من»): the Ministry of Commerce requires a range «من … إلى …»",
          "السعر بحدّه الأدنى وحده («تبدأ من») تمنعه وزارة التجارة: اذكر السعر مدى «من … إلى …»، أو احذف الجملة فالأسعار تظهر من جداولها",
        ),
      ),
  vatLeftOut: (s) =>
    Object.values(s.services)
      .flatMap((source) => strings(source))
      .filter(
        ({ path, text }) =>
          (path[0] === "priceTerms" && path[1] === "excludes" && /ضريب|VAT/i.test(text)) ||
          /(لا يشمل|لا تشمل|غير شامل[ةه]?|بدون|دون)\s+(ال)?ضريبة/.test(text),
      )
      .map(({ source, path }) =>
        warn(
          source,
          path,
          "prices are shown with VAT (the site settings say how they are typed): do not say VAT is left out",
          "الأسعار تظهر شاملة ضريبة القيمة المضافة (كما في إعداد الأسعار في بيانات الشركة)، فلا تقل إنها لا تشملها: احذف هذا السطر",
        ),
      ),
  bareCityKeyword: (s) =>
    pageSources(s)
      .flatMap((source) => strings(source))
      .filter(({ path }) => path.at(-1) === "title" || path.join(".").endsWith("meta.description"))
      .filter(
        ({ text }) =>
          [...text.replaceAll("مقاول هناجر الرياض", "").matchAll(/(\S+)\s+الرياض/g)].some(
            ([, before]) => before !== "في",
          ) || /^الرياض\s*:/.test(text),
      )
      .map(({ source, path }) =>
        warn(
          source,
          path,
          "«الرياض» after a bare keyword reads as a search string: write «… في الرياض»",
          "«الرياض» بعد كلمة مفردة تُقرأ كلمات بحث لا جملة: اكتب «… في الرياض»",
        ),
      ),
};

/** Every copy warning of the content, rule by rule. */
export const copyWarnings = (sources: ContentSources): CopyWarning[] =>
  Object.values(copyRules).flatMap((rule) => rule(sources));
