import { z } from "zod";
import { fieldLabels } from "./admin-labels.ts";
import { said } from "./check-messages.ts";
import { serviceSlugs } from "./pages.ts";
import { plainDigits } from "./phone.ts";
import { shippedPrices } from "./review-marks.ts";

/** A field as the admin labels it, quoted, for a message: «وصف الصورة». */
const fieldName = (name: string) => `«${fieldLabels[name] ?? name}»`;

/** The message of a sentence that must keep a placeholder: `{service}`, which the page fills in. */
export const keeps = (name: string) =>
  said(`must contain {${name}}`, `أبقِ {${name}} في النص كما هي: يُكتب مكانها ما تشير إليه عند العرض`);

// Zod schemas for every content record and every YAML file in
// content/. Types are inferred from them so that the TypeScript shape, the
// build-time validation and the admin's config (generated from these schemas)
// can never drift apart. Objects are strict: an unknown or misspelt field
// fails the build instead of being silently ignored. Build-time only: nothing
// here reaches the browser bundle.

// A field left out: zod's issue still holds its input only where its message is made, so the message is made here.
z.config({
  customError: (issue) =>
    issue.code === "invalid_type" && issue.input === undefined
      ? said(`required: expected ${issue.expected}`, "حقل مطلوب لم يُملأ: اكتب قيمته")
      : undefined,
});

export const text = z.string().trim().min(1, said("must not be empty", "الحقل فارغ: اكتب فيه نصًا"));
/**
 * Words a visitor reads: the mark tells the English translation which fields it holds
 * (src/model/contract/translation.ts) and the admin which fields it edits in both languages. Never on a fact.
 */
export const words = text.meta({ translate: true });

/** A page's title and description for search results and shares: within what Google shows. */
export const pageMeta = z.strictObject({ title: words.max(60), description: words.max(160) });

/** An illustration shipped in src/assets/illustrations, e.g. "fencing/1". */
export const illustrationRef = z
  .string()
  .regex(
    /^[a-z0-9-]+\/[a-z0-9-]+$/,
    said('must look like "folder/name", e.g. "fencing/1"', "اختر الرسم من القائمة في لوحة التحرير"),
  );

/**
 * How content refers to an owner's upload: the file's path in the project, "/photos/uploads/x.jpg"
 * (the admin's public_folder writes it so). Never a URL: the build serves each photo at its own
 * encoded addresses.
 */
export const uploadRefPrefix = "/photos/uploads/";

/** The file name of an uploaded photo's reference ("/photos/uploads/x.jpg" → "x.jpg"), or undefined for an illustration. */
export const uploadFileName = (ref: string) =>
  ref.startsWith(uploadRefPrefix) ? ref.slice(uploadRefPrefix.length) : undefined;

/** An owner photo uploaded through the admin (stored in photos/uploads/). */
export const uploadPath = z
  .string()
  .regex(
    /^\/photos\/uploads\/[^/]+\.(jpe?g|png|webp)$/i,
    said(
      'must be an uploaded photo such as "/photos/uploads/hangar.jpg" (JPEG, PNG or WebP)',
      "ارفع الصورة من زر الصورة في لوحة التحرير: JPEG أو PNG أو WebP",
    ),
  );

/**
 * An image slot on a page: an illustration by default, replaced by the owner's
 * photo when `photo` is set. The photo has its own alt text, so the drawing's
 * description can never end up on a photo (or the other way round).
 */
export const imageSchema = z
  .strictObject({
    illustration: illustrationRef.meta({ widget: "hidden" }),
    alt: words,
    photo: uploadPath.optional().meta({ widget: "image" }),
    photoAlt: words.optional(),
  })
  .refine((image) => !image.photo || image.photoAlt, {
    message: said(
      "a photo needs its own alt text (photoAlt) describing what the photo shows",
      `الصورة تحتاج وصفًا خاصًا بها: اكتب ما تظهره في ${fieldName("photoAlt")}`,
    ),
    path: ["photoAlt"],
  });

/** A photo of real work: an upload, or (only in example records) an illustration such as "illustration:canopies/2". */
export const photoSchema = z.strictObject({
  src: z.union([uploadPath, z.string().regex(/^illustration:[a-z0-9-]+\/[a-z0-9-]+$/)]).meta({ widget: "image" }),
  alt: words,
});

export const iconNames = [
  "warehouse",
  "car",
  "door",
  "hammer",
  "layers",
  "fence",
  "grid",
  "blinds",
  "sun",
  "shield",
  "home",
  "building",
  "factory",
  "trees",
  "waves",
  "store",
  "wrench",
  "ruler",
  "sparkles",
  "clock",
  "badge-check",
  "thermometer",
  "droplets",
  "palette",
  "lightbulb",
  "tractor",
  "fuel",
  "hard-hat",
  "file-check",
] as const;
export const iconSchema = z.enum(iconNames);

export const priceUnits = ["sqm", "linear-metre", "metre", "unit", "door"] as const;

/** An indicative price range in SAR. */
export const priceSchema = z
  .object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    /**
     * «راجِع», right under the range it confirms: ticked once he has checked a price the site shipped with
     * (src/model/owner/go-live.ts). A price he changes is his without it; the others on the page stay listed until
     * each is ticked.
     */
    confirmed: z.boolean().optional(),
    unit: z.enum(priceUnits),
  })
  .refine((p) => p.min <= p.max, {
    message: said(
      "min must not be greater than max",
      `${fieldName("min")} أكبر من ${fieldName("max")}: اكتب في ${fieldName("min")} رقمًا لا يزيد على ${fieldName("max")}`,
    ),
    path: ["min"],
  });

// Records.
/** A service's card in the home page's guide: its name and link come from the service list. */
export const guideCardSchema = z.strictObject({
  service: z.enum(serviceSlugs),
  description: words,
  image: imageSchema,
});
export const galleryItemSchema = z.strictObject({ image: imageSchema });
export const serviceSchema = z.strictObject({ title: words, description: words });
// A price right under the name it belongs to, its description after it: the admin's form follows this order.
export const priceRowSchema = z.strictObject({ type: words, price: priceSchema, description: words });
export const shutterTypeSchema = z.strictObject({ title: words, price: priceSchema, description: words });
/** A priced type card; canopy types also list their features. */
export const canopyTypeSchema = shutterTypeSchema.extend({ features: z.array(words).min(1).optional() });
/** The step number is the item's position, so it can never be out of order. */
export const stepSchema = z.strictObject({ title: words, description: words });
export const faqSchema = z.strictObject({ question: words, answer: words });
export const materialSchema = z.strictObject({ title: words, description: words });
export const specSchema = z.strictObject({ name: words, value: words });
const boardWidth = said(
  "must be the board's width in cm, a number such as 15",
  "اكتب عرض اللوح بالسنتيمتر رقمًا وحده، مثل 15: به يحسب مقدّر الأسعار مساحة الجدار",
);
/** `width` in cm, typed: the estimator prices a board sold by the metre by the wall area it covers (decision 0031). */
export const claddingSizeSchema = z.strictObject({
  thickness: words,
  price: priceSchema,
  dimensions: words,
  width: z.number(boardWidth).positive(boardWidth),
});
export const useCaseSchema = z.strictObject({ icon: iconSchema, title: words, description: words });

const sectionId = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]*$/,
    said("must be a lowercase anchor id", "اكتب معرّفًا بحروف لاتينية صغيرة وأرقام وشرطات، مثل prices-2"),
  );

/**
 * How a list marks its items, by what they are: benefits get a check, drawbacks
 * a minus, tips a light bulb, ordered factors a number, plain lists a dot.
 * A drawback never gets a check.
 */
export const listMarkers = ["check", "minus", "tip", "number", "dot"] as const;
const marker = z.enum(listMarkers).optional();
const sectionBase = { id: sectionId, title: words, intro: words.optional() };

/** The blocks a service page is assembled from, rendered in the order given. */
export const sectionSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("services"),
    ...sectionBase,
    items: z.array(serviceSchema).min(1),
    marker,
  }),
  z.strictObject({ kind: z.literal("prose"), ...sectionBase, paragraphs: z.array(words).min(1) }),
  z.strictObject({ kind: z.literal("checklist"), ...sectionBase, items: z.array(words).min(1), marker }),
  z.strictObject({ kind: z.literal("materials"), ...sectionBase, items: z.array(materialSchema).min(1), marker }),
  z.strictObject({
    kind: z.literal("steps"),
    ...sectionBase,
    items: z.array(stepSchema).min(2),
    note: words.optional(),
    /**
     * The guide these steps follow (its file name): its first source and the date its facts were
     * checked show under the steps, with a link to it, so a permit is told once (content-rules.ts).
     */
    guide: z
      .string()
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        said(
          "must be a guide's file name, such as my-guide",
          "اكتب اسم ملف الدليل بحروف لاتينية صغيرة وأرقام وشرطات، دون ‎.md‎",
        ),
      )
      .optional(),
  }),
  // A priced section's rows come first in the admin's form, under its title: the prices he checks, then the
  // wording around them and the anchor id he never changes.
  z.strictObject({
    kind: z.literal("prices"),
    title: sectionBase.title,
    rows: z.array(priceRowSchema).min(1),
    intro: sectionBase.intro,
    /** Column headers: type, price (naming the unit), description. */
    columns: z.tuple([words, words, words]),
    note: words,
    id: sectionBase.id,
  }),
  z.strictObject({
    kind: z.literal("types"),
    title: sectionBase.title,
    items: z.array(canopyTypeSchema).min(1),
    intro: sectionBase.intro,
    note: words,
    id: sectionBase.id,
  }),
  z.strictObject({ kind: z.literal("specs"), ...sectionBase, items: z.array(specSchema).min(1) }),
  z.strictObject({
    kind: z.literal("cladding-sizes"),
    title: sectionBase.title,
    rows: z.array(claddingSizeSchema).min(1),
    intro: sectionBase.intro,
    /** Column headers, in this order: thickness, length × width, price (naming the unit). */
    columns: z.tuple([words, words, words]),
    note: words,
    id: sectionBase.id,
  }),
  z.strictObject({ kind: z.literal("use-cases"), ...sectionBase, items: z.array(useCaseSchema).min(1) }),
  z.strictObject({ kind: z.literal("image"), image: imageSchema }),
  /** «لماذا تختارنا»: this page's own reasons; the company profile's facts (years, warranty, contract, areas) follow them. */
  z.strictObject({ kind: z.literal("why-us"), ...sectionBase, items: z.array(words).max(3).optional() }),
]);

/**
 * What a page's prices include and leave out, and what their unit assumes
 * (fence height, panel size). Owner data: `example: true` marks the shipped
 * sample, which keeps a production build a noindex draft.
 */
export const priceTermsSchema = z.strictObject({
  includes: z.array(words).min(1),
  excludes: z.array(words).min(1),
  assumptions: z.array(words).optional(),
  example: z.boolean().default(false),
});

export type PriceTerms = z.infer<typeof priceTermsSchema>;

/** What an answer adds, from–to, in riyals as prices are typed, or a factor (content-rules.ts: min ≤ max, a factor ≥ 1). */
const estimateBand = z.strictObject({ min: z.number(), max: z.number() });
/** One answer to a question of the estimator: what it adds per m² of floor or wall, per unit, or multiplies; or a visit. */
export const estimateChoiceSchema = z.strictObject({
  label: words,
  floor: estimateBand.optional(),
  wall: estimateBand.optional(),
  unit: estimateBand.optional(),
  factor: estimateBand.optional(),
  /** No figure for this answer (a crane): the estimator offers the visit. */
  visit: z.boolean().optional(),
});
/** A question of the estimator; with `count`, how many too (doors, gates), each priced by the answer's `unit`. */
export const estimateOptionSchema = z.strictObject({
  label: words,
  count: z.strictObject({ label: words, max: z.number().int().positive().max(50) }).optional(),
  choices: z.array(estimateChoiceSchema).min(1),
});
/**
 * A service's price model (src/lib/spec-estimate.ts): the estimator asks the buyer's spec instead of one
 * number. Its types are rows of the page's price table, their rates as the table gives them.
 */
export const estimateModelSchema = z.strictObject({
  /**
   * "floor": width × length and the eave height (hangars); "plot": the plot's sides or the fence's length;
   * "cars": how many cars (a car park canopy), or the area in m².
   */
  size: z.enum(["floor", "plot", "cars"]),
  /** "cars": the m² a car takes under the roof, from–to (content-rules.ts: required there, min ≤ max). */
  perCar: estimateBand.optional(),
  /** The price table's rows offered as types, by their number in the table (1 the first); all when empty. */
  types: z.array(z.number().int().positive()).optional(),
  typeLabel: words,
  sizeLabel: words,
  sizeLine: words,
  /** The least side, fence length or number of cars estimated; beyond `max` (the longest side or fence, the most cars) a visit. */
  min: z.number().positive(),
  max: z.number().positive(),
  /** Which part of the type's range (percent of the way from its min to its max) a span up to `upTo` metres takes. */
  spans: z
    .array(
      z.strictObject({
        upTo: z.number().positive(),
        from: z.number().min(0).max(100),
        to: z.number().min(0).max(100),
      }),
    )
    .optional(),
  /** A fence: one number above this is read as a plot's area and asked about. */
  plotAbove: z.number().positive().optional(),
  height: z
    .strictObject({
      label: words,
      line: words,
      min: z.number().positive(),
      max: z.number().positive(),
      /** The height the type's rate is for (its price terms' basis). */
      basis: z.number().positive(),
      /** Each m² of wall above the basis adds this, each below it takes it off. */
      wall: estimateBand,
    })
    .optional(),
  /** None for a canopy by its cars: the admin asks no empty list of him. */
  options: z.array(estimateOptionSchema).default([]),
  /** What the estimate leaves out, shown under it. */
  excludes: z.array(words).min(1),
});
export type EstimateModel = z.infer<typeof estimateModelSchema>;

export const servicePageSchema = z.strictObject({
  /** The service's one name: navigation, cards, links to it and project filters all use it. */
  name: words,
  // First in the admin's form, where he lands: what the prices include (decision 0037). Each price's
  // «راجِع» tick is beside the price itself (priceSchema's confirmed).
  /** Required on a page with prices (content-rules.ts); shown after its last price list. */
  priceTerms: priceTermsSchema.optional(),
  /** The prices as shipped, fingerprinted one by one (hidden in the admin; src/model/owner/go-live.ts). */
  review: shippedPrices,
  // Folded to their titles in the admin (admin-labels.ts foldedLists), but those holding prices, open.
  sections: z.array(sectionSchema).min(3),
  meta: pageMeta,
  hero: z.strictObject({ title: words, lead: z.array(words).min(1).max(3), image: imageSchema }),
  /** Prefilled WhatsApp message; it names the service. */
  whatsappMessage: words,
  faqs: z.array(faqSchema).min(3),
  closing: z.strictObject({ title: words, text: words }),
  /** The estimator's price model, when it asks the spec (hangars, fences); otherwise one quantity per type. */
  estimate: estimateModelSchema.optional(),
});

export type Image = z.infer<typeof imageSchema>;
export type IconName = z.infer<typeof iconSchema>;
export type Price = z.infer<typeof priceSchema>;
export type PriceUnit = Price["unit"];
export type Faq = z.infer<typeof faqSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type ServicePageContent = z.infer<typeof servicePageSchema>;

const exactly = <T extends z.ZodType>(item: T, count: number) =>
  z
    .array(item)
    .length(count, said(`must have exactly ${count} items`, `اجعل في القائمة ${count} عناصر بالضبط: لا تزد ولا تنقص`));

/** The home page, its sections in page order. */
export const homePageSchema = z.strictObject({
  meta: pageMeta,
  hero: z.strictObject({ eyebrow: words, title: words, lead: z.array(words).min(1).max(2), image: imageSchema }),
  /** The services once, as one block of links, in the order of the service list (src/model/contract/pages.ts). */
  serviceGuide: z.strictObject({ title: words, intro: words, readMore: words, items: z.array(guideCardSchema) }),
  /** The company's own projects marked `featured`, in a section of their own. */
  featuredProjects: z.strictObject({
    title: words,
    intro: words,
    /** Shown instead while every project on show is a shipped example: no claim of delivered work. */
    examplesTitle: words,
    examplesIntro: words,
    all: words,
  }),
  gallery: z.strictObject({ title: words, intro: words, items: exactly(galleryItemSchema, 12) }),
  reviews: z.strictObject({
    title: words,
    intro: words,
    /** Shown instead while every review on show is a shipped example: no claim of real customers. */
    examplesTitle: words,
    examplesIntro: words,
  }),
  contact: z.strictObject({
    title: words,
    subtitle: words,
    call: words,
    chat: words,
    chatDetail: words,
    instagram: words,
    instagramDetail: words,
    map: words,
    /** Shown when the company profile has no map pin: no fake location. */
    serviceArea: words,
  }),
});

export type HomePageContent = z.infer<typeof homePageSchema>;

/** A completed project (content/projects/<slug>.yml). */
export const projectSchema = z.strictObject({
  /** Also the page's title in search results, after which the site's name follows. */
  // Its words are translated under `en:` (the English company profile's projects table): facts are the Arabic's.
  title: words.max(
    40,
    said(
      "keep it to 40 characters: search results cut longer titles",
      "العنوان أطول من 40 حرفًا: اختصره، فنتائج البحث تقطع ما زاد",
    ),
  ),
  service: z.enum(serviceSlugs),
  district: words,
  year: z.number().int().min(1980).max(2100),
  size: z.strictObject({ value: z.number().positive(), unit: z.enum(["sqm", "metre"]) }),
  /** As the owner says it, e.g. "3 أسابيع". */
  duration: words,
  clientType: words,
  story: words,
  photos: z
    .array(photoSchema)
    .min(1, said("must have at least 1 photo", "أضف صورة واحدة على الأقل"))
    .max(12, said("must have at most 12 photos", "12 صورة على الأكثر: احذف ما زاد")),
  /** Photos taken before the work, each paired with one of the finished work; both with their own alt. */
  beforeAfter: z
    .array(z.strictObject({ before: photoSchema, after: photoSchema, caption: words.optional() }))
    .max(6, said("must have at most 6 pairs", "6 أزواج على الأكثر: احذف ما زاد"))
    .optional(),
  featured: z.boolean().default(false),
  /** Shipped example: labelled on the page, left out of counts and JSON-LD, and of a public build (go-live.ts). */
  example: z.boolean().default(false),
});

/** A customer review (content/reviews/<slug>.yml), shown as the customer agreed. */
export const reviewSchema = z.strictObject({
  name: text,
  district: text,
  service: z.enum(serviceSlugs),
  date: z.iso.date(
    said(
      "must be a date such as 2026-03-14",
      "اختر التاريخ من التقويم، أو اكتبه بالصيغة 2026-03-14 (السنة-الشهر-اليوم)",
    ),
  ),
  text: text,
  rating: z
    .number()
    .int()
    .min(1, said("must be from 1 to 5", "اختر تقييمًا من 1 إلى 5"))
    .max(5, said("must be from 1 to 5", "اختر تقييمًا من 1 إلى 5"))
    .optional(),
  /** Where the review was first published, e.g. the Google Maps review. */
  source: z
    .url({
      protocol: /^https$/,
      message: said(
        "must be an https:// URL",
        "اكتب الرابط كاملًا يبدأ بـ \u2066https://\u2069، وانسخه من شريط العنوان في المتصفح",
      ),
    })
    .optional(),
  example: z.boolean().default(false),
});

export type Project = z.infer<typeof projectSchema> & { slug: string };
export type Review = z.infer<typeof reviewSchema> & { slug: string };

/** The projects list and project pages (content/pages/projects.yml). */
export const projectsPageSchema = z.strictObject({
  meta: z.strictObject({
    title: text.max(60),
    description: text.max(160),
    /** The description of a list filtered by service; {service} is replaced by the service's name. */
    serviceDescription: text.max(130).regex(/\{service\}/, keeps("service")),
  }),
  title: text,
  intro: text,
  /** Shown instead of the intro while every project listed is a shipped example: no claim of delivered work. */
  examplesIntro: text,
  filterLabel: text,
  all: text,
  empty: text,
  readMore: text,
  facts: z.strictObject({
    service: text,
    district: text,
    year: text,
    size: text,
    duration: text,
    clientType: text,
  }),
  sizeUnits: z.strictObject({ sqm: text, metre: text }),
  storyTitle: text,
  photosTitle: text,
  beforeAfter: z.strictObject({ title: text, before: text, after: text }),
  /** District pages (only where at least two real projects share a district); {district} is replaced by its name. */
  districts: z.strictObject({
    title: text.regex(/\{district\}/, keeps("district")),
    description: text.max(130).regex(/\{district\}/, keeps("district")),
    intro: text.regex(/\{district\}/, keeps("district")),
    label: text,
    services: text,
    reviews: text,
  }),
  closing: z.strictObject({ title: text, text: text }),
});

export type ProjectsPageContent = z.infer<typeof projectsPageSchema>;

/** A source a guide cites: its title as published, and its address. */
export const sourceSchema = z.strictObject({
  title: text,
  url: z.url({
    protocol: /^https$/,
    message: said(
      "must be an https:// URL",
      "اكتب الرابط كاملًا يبدأ بـ \u2066https://\u2069، وانسخه من شريط العنوان في المتصفح",
    ),
  }),
});

/**
 * A guide's front matter (content/guides/<slug>.md); the Markdown body follows it.
 * Dates are written as 2026-03-14.
 */
export const guideSchema = z.strictObject({
  /** Also the page's title in search results, after which the site's name follows. */
  title: text.max(
    40,
    said(
      "keep it to 40 characters: search results cut longer titles",
      "العنوان أطول من 40 حرفًا: اختصره، فنتائج البحث تقطع ما زاد",
    ),
  ),
  description: text.max(160),
  service: z.enum(serviceSlugs),
  published: z.iso.date(
    said(
      "must be a date such as 2026-03-14",
      "اختر التاريخ من التقويم، أو اكتبه بالصيغة 2026-03-14 (السنة-الشهر-اليوم)",
    ),
  ),
  updated: z.iso
    .date(
      said(
        "must be a date such as 2026-03-14",
        "اختر التاريخ من التقويم، أو اكتبه بالصيغة 2026-03-14 (السنة-الشهر-اليوم)",
      ),
    )
    .optional(),
  /** When the regulatory facts (permits, conditions) were last checked against their source. */
  factsChecked: z.iso
    .date(
      said(
        "must be a date such as 2026-03-14",
        "اختر التاريخ من التقويم، أو اكتبه بالصيغة 2026-03-14 (السنة-الشهر-اليوم)",
      ),
    )
    .optional(),
  sources: z.array(sourceSchema).min(1, said("must cite at least 1 source", "أضف مصدرًا واحدًا على الأقل")),
  /** A draft is never built. */
  draft: z.boolean().default(false),
  /** A starter guide written for the owner: labelled in a draft, left out of a public build until he marks it reviewed. */
  reviewed: z.boolean().default(true),
});

export type Guide = z.infer<typeof guideSchema> & { slug: string; body: string };

/** The guides list and guide pages (content/pages/guides.yml). */
export const guidesPageSchema = z.strictObject({
  meta: z.strictObject({
    title: text.max(60),
    description: text.max(160),
    /** {service} is replaced by the service's name. */
    serviceDescription: text.max(130).regex(/\{service\}/, keeps("service")),
  }),
  /** The footer's link to the list. */
  navLabel: text,
  title: text,
  intro: text,
  filterLabel: text,
  all: text,
  readMore: text,
  feedTitle: text,
  contents: text,
  readingTime: text.regex(/\{minutes\}/, keeps("minutes")),
  published: text,
  updated: text,
  factsChecked: text,
  sources: text,
  serviceLink: text,
  pricesNote: text,
  /** The heading of a service page's list of its guides. */
  serviceGuides: text,
  closing: z.strictObject({ title: text, text: text }),
});

export type GuidesPageContent = z.infer<typeof guidesPageSchema>;

/** The warranty page's words (content/pages/warranty.yml); the terms are the company profile's. */
export const warrantyPageSchema = z.strictObject({
  meta: pageMeta,
  title: words,
  intro: words,
  general: words,
  services: words,
  /** The label of what a service's warranty covers; its duration reads as the service page's badge. */
  covered: words,
  /** Before the names of the services without a warranty entry, which are never given another's. */
  none: words,
  excludes: words,
  claim: words,
  /** The trust band's and the footer's link to the page. */
  link: words,
  closing: z.strictObject({ title: words, text: words }),
});

export type WarrantyPageContent = z.infer<typeof warrantyPageSchema>;

const legalSection = z.strictObject({ title: words, paragraphs: z.array(words).min(1) });

/**
 * The privacy policy (content/pages/privacy.yml). The company's name, CR and
 * contact numbers come from the site settings; the analytics paragraph shown is
 * the one for the service switched on there (src/lib/analytics.ts).
 * `example: true` marks the shipped wording, which keeps a production build a noindex
 * draft until the owner has read it against what his company does.
 */
export const privacyPageSchema = z.strictObject({
  meta: pageMeta,
  /** The footer's link to the page. */
  link: words,
  title: words,
  intro: words,
  /** The date the owner last changed the policy, shown under its title («آخر تحديث»). */
  updated: z.iso.date(
    said(
      "must be a date such as 2026-03-14",
      "اختر التاريخ من التقويم، أو اكتبه بالصيغة 2026-03-14 (السنة-الشهر-اليوم)",
    ),
  ),
  updatedLabel: words,
  /** Who answers for the data (the controller): the legal name, CR and address of the site settings follow the text. */
  owner: z.strictObject({ title: words, text: words }),
  /**
   * What the Personal Data Protection Law's article 12 asks a policy to say (decision 0027): why the company
   * uses what reaches it, what that is and by which channel, how long it is kept, and the visitor's rights.
   */
  purposes: z.strictObject({
    title: words,
    /** Before each purpose's legal basis, e.g. «الأساس النظامي». */
    basisLabel: words,
    /** Each purpose with the legal basis the law allows it on (consent, a contract, a legal obligation…). */
    items: z.array(z.strictObject({ purpose: words, basis: words })).min(1),
  }),
  /** Each channel by which data reaches the company, and what reaches it there. */
  collection: z.strictObject({
    title: words,
    intro: words,
    items: z.array(z.strictObject({ channel: words, data: words })).min(1),
  }),
  /** What the site and its hosting record of a visit (and, once logged, the site's own records of taps). */
  records: legalSection,
  analytics: z.strictObject({
    title: words,
    /** One paragraph per setting of the site settings' analytics service. */
    none: words,
    plausible: words,
    cloudflare: words,
  }),
  /** The estimator and the site-visit request: messages the visitor sends himself. */
  forms: legalSection,
  /**
   * The lead log (worker/leads.ts): what a tap records, why, and for how long; «{months}» is the
   * site settings' leads.retentionMonths.
   */
  leads: legalSection.extend({
    /**
     * What each line of the log holds, one name per field it stores (migrations/, worker/leads.ts): listed under
     * the first paragraph. The keys are the log's own, so the list cannot leave out a field (worker/privacy.test.ts).
     */
    fields: z.strictObject({
      reference: words,
      created_at: words,
      page: words,
      service: words,
      kind: words,
      band: words,
      district: words,
      status: words,
    }),
  }),
  /** Transfers outside the Kingdom: to whom, what and why (the hosting, WhatsApp). */
  transfers: z.strictObject({ title: words, intro: words, items: z.array(words).min(1) }),
  /** Services the visitor reaches only by following a link. */
  thirdParties: z.strictObject({ title: words, intro: words, items: z.array(words).min(1) }),
  /** How long each kind of data is kept, and what happens to it then. */
  retention: legalSection,
  /** The visitor's rights over his data; the next part says how to use them. */
  rights: z.strictObject({ title: words, intro: words, items: z.array(words).min(1) }),
  /** Requests about one's data; the phone and WhatsApp of the site settings follow the text. */
  requests: z.strictObject({ title: words, text: words }),
  /** The right to complain to the authority (SDAIA) and where. */
  authority: z.strictObject({
    title: words,
    text: words,
    website: z.url({
      protocol: /^https$/,
      message: said(
        "must be an https:// URL",
        "اكتب الرابط كاملًا يبدأ بـ \u2066https://\u2069، وانسخه من شريط العنوان في المتصفح",
      ),
    }),
  }),
  example: z.boolean().default(false),
});

export type PrivacyPageContent = z.infer<typeof privacyPageSchema>;

/**
 * The complaints page (content/pages/complaints.yml): how to complain (the site
 * settings' phone and WhatsApp), the response time, what to include, and the
 * Ministry of Commerce's channels. `example: true` marks the shipped wording and
 * response time, which keep a production build a noindex draft until the owner confirms them.
 */
export const complaintsPageSchema = z.strictObject({
  meta: pageMeta,
  /** The footer's link to the page. */
  link: words,
  title: words,
  intro: words,
  channels: z.strictObject({ title: words, text: words }),
  response: z.strictObject({
    title: words,
    /** The promise itself, e.g. «خلال 3 أيام عمل من استلام الشكوى». */
    time: words,
    text: words,
  }),
  include: z.strictObject({ title: words, items: z.array(words).min(1) }),
  /** The Ministry of Commerce, for a complaint the company has not resolved. */
  ministry: z.strictObject({
    title: words,
    text: words,
    phoneLabel: words,
    /** The unified number, e.g. 1900. */
    phone: z
      .string()
      .transform(plainDigits)
      .pipe(
        z
          .string()
          .regex(
            /^\d{3,10}$/,
            said(
              "must be a short number of 3 to 10 digits, such as 1900",
              "اكتب الرقم الموحد بالأرقام وحدها، مثل 1900",
            ),
          ),
      ),
    appLabel: words,
    app: words,
    websiteLabel: words,
    website: z.url({
      protocol: /^https$/,
      message: said(
        "must be an https:// URL",
        "اكتب الرابط كاملًا يبدأ بـ \u2066https://\u2069، وانسخه من شريط العنوان في المتصفح",
      ),
    }),
  }),
  example: z.boolean().default(false),
});

export type ComplaintsPageContent = z.infer<typeof complaintsPageSchema>;
