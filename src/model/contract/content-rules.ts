// The content rules that no schema can say, because they span fields or files: one
// named function each, with the owner's Arabic beside the developer's English. To add
// a rule, write its function and add it to `contentRules` (and a case to its test).
import { fieldLabels } from "./admin-labels.ts";
import { bodyProblems } from "./guide-body.ts";
import { servicePages, type ServiceSlug } from "./pages.ts";
import { uploadFileName, type Guide, type Project, type Review, type ServicePageContent } from "./schema.ts";
import { pricedItems } from "../../lib/prices.ts";
import type { ContentSources, SiteContent } from "./validate.ts";
import { collectImages, fieldProblem, type ContentProblem, type Source } from "./problems.ts";

/** Every file parsed by its schema, in the order of its sources; drafts and unsorted records included. */
export type RuleInput = {
  sources: ContentSources;
  content: Omit<SiteContent, "projects" | "reviews" | "guides"> & {
    projects: Project[];
    reviews: Review[];
    guides: Guide[];
  };
  /** Each service page with its file. */
  services: { source: Source; page: ServicePageContent }[];
};

export type ContentRule = (input: RuleInput) => ContentProblem[];

/** A problem with one field, in the developer's English and the owner's Arabic. */
const problem = (source: Source, path: readonly PropertyKey[], message: string, arabic: string): ContentProblem => ({
  ...fieldProblem(source, path, message),
  arabic,
});

const label = (name: string) => `«${fieldLabels[name] ?? name}»`;
const serviceName = (content: RuleInput["content"], slug: string) =>
  content.services[slug as ServiceSlug]?.name ?? slug;

/** At most this many example records of each kind ship (docs/decisions/0004-proof-and-examples.md). */
export const maxExamples = 2;

/** A section's id is its anchor on the page: two alike would open the same place. */
export function sectionIdsUnique({ services }: RuleInput) {
  return services.flatMap(({ source, page }) => {
    const ids = new Set<string>();
    return page.sections.flatMap((section, s) => {
      if (section.kind === "image") return [];
      const twice = ids.has(section.id);
      ids.add(section.id);
      return twice
        ? [
            problem(
              source,
              ["sections", s, "id"],
              `"${section.id}" is used twice on the page`,
              `المعرّف «${section.id}» مستعمل مرتين في الصفحة: غيّر أحدهما`,
            ),
          ]
        : [];
    });
  });
}

/** One service, one name: two services sharing a name could not be told apart in menus and filters. */
export function serviceNamesUnique({ services }: RuleInput) {
  const names = new Map<string, string>();
  return services.flatMap(({ source, page }) => {
    const other = names.get(page.name);
    names.set(page.name, source.file);
    return other
      ? [
          problem(
            source,
            ["name"],
            `"${page.name}" is also the name of ${other}`,
            `«${page.name}» اسم خدمة أخرى أيضًا: اختر لهذه الخدمة اسمًا مختلفًا`,
          ),
        ]
      : [];
  });
}

/** A buyer must read what a price includes next to it: a page with prices states its terms. */
export function priceTermsBesidePrices({ services }: RuleInput) {
  return services
    .filter(({ page }) => pricedItems(page.sections).length && !page.priceTerms)
    .map(({ source }) =>
      problem(
        source,
        ["sections"],
        "the page shows prices but has no priceTerms (what the prices include and exclude)",
        `الصفحة تعرض أسعارًا: اكتب ${label("priceTerms")} (ما يشمله السعر وما لا يشمله)`,
      ),
    );
}

/** The home page's guide shows every service once: a card per service. */
export function oneCardPerService({ sources, content }: RuleInput) {
  const cards = new Set<string>();
  const twice = content.home.serviceGuide.items.flatMap((card, i) => {
    const seen = cards.has(card.service);
    cards.add(card.service);
    return seen
      ? [
          problem(
            sources.home,
            ["serviceGuide", "items", i, "service"],
            `"${card.service}" has a card already`,
            `لخدمة «${serviceName(content, card.service)}» بطاقة أخرى في الدليل: احذف إحدى البطاقتين`,
          ),
        ]
      : [];
  });
  const missing = servicePages
    .filter(({ slug }) => !cards.has(slug))
    .map(({ slug }) =>
      problem(
        sources.home,
        ["serviceGuide", "items"],
        `no card for the service "${slug}"`,
        `لا بطاقة لخدمة «${serviceName(content, slug)}» في الدليل: أضف بطاقة لها`,
      ),
    );
  return [...twice, ...missing];
}

/** Every illustration and uploaded photo a page or project names exists. */
export function imagesExist({ sources, content, services }: RuleInput) {
  const records = [
    { source: sources.home, data: content.home as unknown },
    ...services.map(({ source, page }) => ({ source, data: page as unknown })),
    ...sources.projects.map((source, i) => ({ source: source as Source, data: content.projects[i] as unknown })),
  ];
  return records.flatMap(({ source, data }) =>
    collectImages(data)
      .filter(({ ref }) => !sources.imageExists(ref))
      .map(({ path, ref }) =>
        uploadFileName(ref)
          ? problem(
              source,
              path,
              `"${ref}" is not in photos/uploads/ (upload it in the admin, or copy it there)`,
              "الصورة غير موجودة: ارفعها من لوحة التحرير",
            )
          : problem(
              source,
              path,
              `"${ref}" has no illustration (src/assets/illustrations/${ref}.svg)`,
              "الرسم المختار غير موجود: اختر رسمًا آخر",
            ),
      ),
  );
}

/** A guide is updated after it is published. */
export function guideDatesInOrder({ sources, content }: RuleInput) {
  return sources.guides.flatMap((source, i) => {
    const guide = content.guides[i]!;
    return guide.updated && guide.updated < guide.published
      ? [
          problem(
            source,
            ["updated"],
            `updated (${guide.updated}) is before published (${guide.published})`,
            "تاريخ التحديث قبل تاريخ النشر: اختر تاريخًا بعده",
          ),
        ]
      : [];
  });
}

/** A guide's body: headings, price lists and images, each at its line (guide-body.ts words its own problems). */
export function guideBodies({ sources, content }: RuleInput) {
  const pricedServices = servicePages
    .map(({ slug }) => slug)
    .filter((slug) => pricedItems(content.services[slug].sections).length);
  return sources.guides.flatMap((source) =>
    bodyProblems(source.body, { pricedServices, imageExists: sources.imageExists }).map((found): ContentProblem => ({
      at: `${source.file}:${source.bodyLine + found.line - 1}`,
      entry: source.entry,
      message: found.message,
    })),
  );
}

const recordFolders = ({ sources, content }: RuleInput) =>
  [
    ["projects", content.projects, sources.projects],
    ["reviews", content.reviews, sources.reviews],
    ["guides", content.guides, sources.guides],
  ] as const;

/** Few examples ship of each kind (docs/decisions/0004-proof-and-examples.md). */
export function fewExamples(input: RuleInput) {
  return recordFolders(input).flatMap(([kind, items]): ContentProblem[] => {
    const examples = items.filter((item) => "example" in item && item.example);
    return examples.length > maxExamples
      ? [
          {
            at: `content/${kind}`,
            message: `${examples.length} records are marked example: true (${examples.map((e) => e.slug).join(", ")}); keep at most ${maxExamples}`,
            arabic: `سجلات المثال أكثر من ${maxExamples}: احذف ما زاد`,
          },
        ]
      : [];
  });
}

/** A record's file name becomes its page's address. */
export function recordFileNames(input: RuleInput) {
  return recordFolders(input).flatMap(([, , folder]) =>
    folder
      .filter((source) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(source.slug))
      .map((source): ContentProblem => ({
        at: source.file,
        entry: source.entry,
        message: "the file name must be lowercase latin letters, digits and dashes (it becomes the page address)",
        arabic: "اسم الملف يصير عنوان الصفحة: اكتبه بحروف لاتينية صغيرة وأرقام وشرطات",
      })),
  );
}

/** An illustration is not the company's work (docs/decisions/0004-proof-and-examples.md): only an example may show one. */
export function deliveredProjectsShowPhotos({ sources, content }: RuleInput) {
  return content.projects.flatMap((project, i) =>
    project.example
      ? []
      : project.photos.flatMap((photo, p) =>
          photo.src.startsWith("illustration:")
            ? [
                problem(
                  sources.projects[i]!,
                  ["photos", p, "src"],
                  "a delivered project shows real photos: upload one (an illustration is only for a record marked example: true)",
                  "المشروع المنفّذ يحتاج صورًا حقيقية: ارفع صورة من العمل",
                ),
              ]
            : [],
        ),
  );
}

/**
 * Steps that follow a guide show its first source and the date its facts were checked
 * (citations.ts): the guide must be built and carry that date.
 */
export function stepsFollowPublishedGuides({ content, services }: RuleInput) {
  const built = new Map(content.guides.filter((g) => !g.draft).map((g) => [g.slug, g]));
  return services.flatMap(({ source, page }) =>
    page.sections.flatMap((section, s) => {
      if (section.kind !== "steps" || !section.guide) return [];
      const guide = built.get(section.guide);
      const path = ["sections", s, "guide"];
      if (!guide)
        return [
          problem(
            source,
            path,
            `"${section.guide}" is not a published guide in content/guides/`,
            `لا يوجد دليل منشور اسم ملفه «${section.guide}»: اكتب اسم ملف دليل منشور، دون ‎.md‎`,
          ),
        ];
      if (!guide.factsChecked)
        return [
          problem(
            source,
            path,
            `the guide "${section.guide}" has no factsChecked date to show with its source`,
            `الدليل «${section.guide}» بلا ${label("factsChecked")}: اكتب فيه تاريخ آخر مراجعة لمصدره`,
          ),
        ];
      return [];
    }),
  );
}

/** Each entry after the first for the same service. */
const duplicateWarranties = (warranty: SiteContent["site"]["company"]["warranty"]) =>
  (warranty?.services ?? []).flatMap((terms, index, all) =>
    all.findIndex((other) => other.service === terms.service) === index ? [] : [{ index, service: terms.service }],
  );

/** One warranty per service (src/model/views/warranty.ts reads it by service): a second entry would contradict the first. */
export function oneWarrantyPerService({ sources, content }: RuleInput) {
  return duplicateWarranties(content.site.company.warranty).map(({ index, service }) => {
    const name = content.services[service as ServiceSlug].name;
    return problem(
      sources.site,
      ["company", "warranty", "services", index, "service"],
      `"${name}" (${service}) has two warranty entries; keep one`,
      `لخدمة «${name}» بندا ضمان: احذف أحدهما، فلكل خدمة بند واحد`,
    );
  });
}

/** The figures a size is written with, Arabic-Indic digits read as Western: «٢٩٠ في ١٥ سم» → [290, 15]. */
const figures = (text: string) =>
  (text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).match(/\d+(\.\d+)?/g) ?? []).map(Number);

/** A board's typed width (the estimator's) is one of the figures its size shows the buyer. */
export function boardWidthInSize({ services }: RuleInput) {
  return services.flatMap(({ source, page }) =>
    page.sections.flatMap((section, s) =>
      section.kind !== "cladding-sizes"
        ? []
        : section.rows.flatMap((row, r) => {
            const shown = figures(row.dimensions);
            return !shown.length || shown.includes(row.width)
              ? []
              : [
                  problem(
                    source,
                    ["sections", s, "rows", r, "width"],
                    `the width ${row.width} cm is not in the size "${row.dimensions}"`,
                    `العرض ${row.width} سم غير مذكور في ${label("dimensions")} «${row.dimensions}»: اكتب العرض نفسه في الحقلين`,
                  ),
                ];
          }),
    ),
  );
}

/**
 * The estimator's price model (a service page's `estimate`) makes sense: every from–to in order, a factor
 * that never lowers the estimate (1 is none), the spans in order within 0–100 %, the height's basis within
 * its limits, and types that are rows of the page's prices in the model's unit.
 */
export function estimateModelsMakeSense({ services }: RuleInput) {
  return services.flatMap(({ source, page }) => {
    const model = page.estimate;
    if (!model) return [];
    const found: ContentProblem[] = [];
    const at = (path: PropertyKey[], english: string, arabic: string) =>
      found.push(problem(source, ["estimate", ...path], english, `حاسبة صفحة «${page.name}»: ${arabic}`));
    const inOrder = (path: PropertyKey[], band: { min: number; max: number } | undefined, what: string) => {
      if (band && band.min > band.max)
        at(
          [...path, "min"],
          `min ${band.min} is greater than max ${band.max}`,
          `في ${what} «من» ${band.min} أكبر من «إلى» ${band.max}: اكتب الأصغر في «من»`,
        );
    };
    inOrder([], model, "«أقل ضلع أو طول» و«أطوله»");
    // A canopy by cars needs the m² a car takes, and a positive one.
    if (model.size === "cars" && !model.perCar)
      at(
        ["perCar"],
        "a model by cars needs perCar, the m² a car takes",
        "الحاسبة تسأل عن عدد السيارات: اكتب «مساحة السيارة الواحدة» من–إلى بالمتر المربع، مثل من 15 إلى 18",
      );
    inOrder(["perCar"], model.perCar, "«مساحة السيارة الواحدة»");
    if (model.perCar && model.perCar.min <= 0)
      at(
        ["perCar", "min"],
        `a car cannot take ${model.perCar.min} m²`,
        `«مساحة السيارة الواحدة» ${model.perCar.min} م²: اكتب مساحة أكبر من صفر، مثل 15`,
      );
    if (model.height) {
      inOrder(["height"], model.height, "«الارتفاع»");
      inOrder(["height", "wall"], model.height.wall, "«لكل م² من الجدار»");
      const { basis, min, max } = model.height;
      if (basis < min || basis > max)
        at(
          ["height", "basis"],
          `the basis ${basis} is outside ${min}–${max}`,
          `الارتفاع الذي يفترضه السعر (${basis}) خارج حدود الارتفاع من ${min} إلى ${max}: اكتب ارتفاعًا بينهما`,
        );
    }
    model.spans?.forEach((span, i) => {
      if (span.from > span.to)
        at(
          ["spans", i, "from"],
          `from ${span.from}% is above to ${span.to}%`,
          `في جزء نطاق السعر للبحر حتى ${span.upTo} م «من» ${span.from} أكبر من «إلى» ${span.to}: اكتب الأصغر في «من»`,
        );
      if (i && span.upTo <= model.spans![i - 1]!.upTo)
        at(
          ["spans", i, "upTo"],
          `spans must be in increasing order: ${span.upTo} m follows ${model.spans![i - 1]!.upTo} m`,
          `البحور من الأصغر إلى الأكبر: البحر ${span.upTo} م بعد ${model.spans![i - 1]!.upTo} م، فرتّبها`,
        );
    });
    model.options.forEach((option, o) =>
      option.choices.forEach((choice, c) => {
        const where = `إجابة «${choice.label}» عن «${option.label}»`;
        for (const kind of ["floor", "wall", "unit", "factor"] as const)
          inOrder(["options", o, "choices", c, kind], choice[kind], where);
        if (choice.factor && choice.factor.min < 1)
          at(
            ["options", o, "choices", c, "factor", "min"],
            `a factor of ${choice.factor.min} would lower the estimate; 1 is none`,
            `${where} تضرب التقدير في ${choice.factor.min}، وهذا يُنقصه: اكتب 1 لإجابة بلا أثر، أو أكثر من 1 لإجابة أغلى`,
          );
      }),
    );
    const items = pricedItems(page.sections);
    // As modelUnit (src/lib/spec-estimate.ts): a fence per metre, a floor or a canopy per m².
    const unit = model.size === "plot" ? "linear-metre" : "sqm";
    model.types?.forEach((row, i) => {
      const item = items[row - 1];
      if (!item || item.price.unit !== unit)
        at(
          ["types", i],
          `row ${row} is not a price in ${unit} on the page`,
          `النوع رقم ${row} ليس في جدول أسعار الصفحة بسعر ${unit === "sqm" ? "للمتر المربع" : "للمتر الطولي"}: اكتب رقم سطر منه (1 للأول)`,
        );
    });
    return found;
  });
}

/** Every rule, run in this order once every file has parsed. */
export const contentRules = [
  sectionIdsUnique,
  serviceNamesUnique,
  priceTermsBesidePrices,
  oneCardPerService,
  imagesExist,
  guideDatesInOrder,
  guideBodies,
  fewExamples,
  recordFileNames,
  deliveredProjectsShowPhotos,
  stepsFollowPublishedGuides,
  oneWarrantyPerService,
  boardWidthInSize,
  estimateModelsMakeSense,
] satisfies ContentRule[];
