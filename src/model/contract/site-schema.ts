import { z } from "zod";
import { said } from "./check-messages.ts";
import { serviceSlugs } from "./pages.ts";
import { internationalPhone, plainDigits, typedPhonePattern } from "./phone.ts";
import { companyReviewKeys, reviewMarks } from "./review-marks.ts";
import { text, words } from "./schema.ts";

/** A number as the owner types it (05…, spaces, Arabic-Indic digits), used in international form (phone.ts). */
const typedPhone = z
  .string()
  .regex(
    new RegExp(typedPhonePattern),
    said(
      "must be a phone number: digits, spaces and dashes only",
      "اكتب رقم الهاتف بالأرقام وحدها، مثل 0554318270 أو 011 234 5678",
    ),
  )
  .transform(internationalPhone);
/** E.164 as used in tel: links, e.g. +966112345678 or +966500000000. */
const e164 = typedPhone.pipe(
  z
    .string()
    .regex(
      /^\+[1-9]\d{7,14}$/,
      said(
        "must be an E.164 number such as +966500000000",
        "الرقم ناقص أو زائد: اكتب رقمًا سعوديًا كاملًا مثل 0554318270 أو 011 234 5678",
      ),
    ),
);
/** WhatsApp needs a Saudi mobile number, +9665 followed by 8 digits. */
const saudiMobile = typedPhone.pipe(
  z
    .string()
    .regex(
      /^\+9665\d{8}$/,
      said(
        "must be a Saudi mobile number in E.164, e.g. +966500000000",
        "اكتب رقم جوال سعوديًا من 10 أرقام يبدأ بـ 05، مثل 0554318270",
      ),
    ),
);
/** Digits typed in either script, with or without spaces. */
const digits = (pattern: RegExp, message: string) =>
  z.string().transform(plainDigits).pipe(z.string().regex(pattern, message));
/** The week's days as schema.org names them, from the Saudi week's first. */
export const weekDays = ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const clockTime = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const clockMessage = said(
  "must be a time on a 24-hour clock such as 08:00",
  "اكتب الوقت بنظام 24 ساعة، مثل 08:00 أو 18:00",
);
/** The day a certificate or policy ends, as the admin's date field writes it. */
const expires = z.iso.date(
  said("must be a date such as 2027-03-14", "اختر التاريخ من التقويم، أو اكتبه بالصيغة 2027-03-14 (السنة-الشهر-اليوم)"),
);
const httpsUrl = z.url({
  protocol: /^https$/,
  message: said(
    "must be an https:// URL",
    "اكتب الرابط كاملًا يبدأ بـ \u2066https://\u2069، وانسخه من شريط العنوان في المتصفح",
  ),
});

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return "";
  }
};

/**
 * Google's own public addresses: Maps and Search (also google.com.sa), the short links Maps and the business
 * profile share (maps.app.goo.gl, goo.gl, g.page, g.co, share.google) and the review form (search.google.com).
 * Not business.google.com: the owner's dashboard, which a visitor cannot open.
 */
export const isGoogleUrl = (url: string) =>
  /^((www|maps|search)\.)?google\.com(\.sa)?$|^(maps\.app\.)?goo\.gl$|^(g\.page|g\.co|share\.google)$/.test(
    hostOf(url),
  );

/** A link on Google; the message (owner-messages.ts) says where in Google to copy the right one. */
const googleUrl = (message: string) => httpsUrl.refine(isGoogleUrl, message);

/**
 * A profile on a social network, by the network's own domains: a link to anything else is a typing mistake. The
 * owner reads the network's Arabic name and how a profile's link starts.
 */
const profileUrl = (network: string, arabicName: string, start: string, domains: string[]) =>
  httpsUrl.refine(
    (url) => domains.some((domain) => hostOf(url) === domain || hostOf(url).endsWith(`.${domain}`)),
    said(
      `must link to a profile on ${network} (${domains.join(", ")})`,
      `هذا ليس رابط حساب في ${arabicName}: انسخ رابط حسابك من ${arabicName}، وهو يبدأ بـ \u2066${start}\u2069 ويليه اسم الحساب`,
    ),
  );

/** The registered company behind the site: what a buyer checks before paying. */
export const companySchema = z.strictObject({
  /** As in the commercial register; its English (the register's English name) in `en:`, shown on English pages. */
  legalName: words,
  /** Commercial registration (السجل التجاري). */
  cr: digits(
    /^\d{10}$/,
    said("must be the 10-digit commercial registration number", "اكتب رقم السجل التجاري: 10 أرقام"),
  ),
  /**
   * The Unified National Number (الرقم الوطني الموحد, 700…), the sole identifier under the 2025 Commercial
   * Register Law: shown first, and in place of the CR above once set. Beside the CR in the admin's form.
   */
  unifiedNumber: digits(
    /^7\d{9}$/,
    said(
      "must be the 10-digit unified national number, starting with 7",
      "اكتب الرقم الوطني الموحد للمنشأة: 10 أرقام أولها 7",
    ),
  ).optional(),
  /** ZATCA VAT registration number. */
  vat: digits(
    /^3\d{13}3$/,
    said("must be 15 digits, starting and ending with 3", "اكتب الرقم الضريبي: 15 رقمًا أولها 3 وآخرها 3"),
  ),
  /** The National Address (العنوان الوطني); the street and district in English in `en:`, for English pages. */
  address: z.strictObject({
    district: words,
    street: words,
    postalCode: digits(/^\d{5}$/, said("must be a 5-digit postal code", "اكتب الرمز البريدي: 5 أرقام")),
    buildingNumber: digits(
      /^\d{4}$/,
      said("must be the 4-digit building number of the National Address", "اكتب رقم المبنى من العنوان الوطني: 4 أرقام"),
    ).optional(),
    additionalNumber: digits(
      /^\d{4}$/,
      said(
        "must be the 4-digit additional number of the National Address",
        "اكتب الرقم الإضافي من العنوان الوطني: 4 أرقام",
      ),
    ).optional(),
  }),
  founded: z
    .number()
    .int()
    .min(1950)
    .max(
      new Date().getFullYear(),
      said("must not be in the future", "السنة لم تأتِ بعد: اكتب سنة مضت أو السنة الحالية"),
    ),
  hours: words,
  /**
   * The same hours for search engines (the home page's JSON-LD openingHoursSpecification): the days open, and
   * the times on a 24-hour clock. Without it the JSON-LD states no hours. Replies around the clock
   * (contact247) are not opening hours.
   */
  openingHours: z
    .strictObject({
      days: z.array(z.enum(weekDays)).min(1),
      opens: digits(clockTime, clockMessage),
      closes: digits(clockTime, clockMessage),
    })
    .optional(),
  /** The contact promise: calls and messages are answered around the clock. */
  contact247: z.boolean(),
  freeSurvey: z.boolean(),
  /** «راجِع»: a tick per shipped value above that looks real (src/model/owner/go-live.ts). */
  review: reviewMarks(companyReviewKeys),
  /**
   * The warranty, per service (docs/decisions/0018-one-truth-per-fact.md): a service has its own
   * entry (duration and cover) or none, and a page promises only its own service's.
   */
  warranty: z
    .strictObject({
      /** What every entry shares (when it starts, that it is in the contract); never a duration. */
      general: words.optional(),
      /** At most one entry per service: a duplicate is refused by content-rules.ts (oneWarrantyPerService), a ninth by the admin too. */
      services: z
        .array(
          z.strictObject({
            service: z.enum(serviceSlugs),
            /** As read after «ضمان»: «سنة», «سنتين», «3 سنوات», «ستة أشهر» (the badge is «ضمان {duration}»). */
            duration: words,
            /** What it covers. */
            text: words,
          }),
        )
        .max(
          serviceSlugs.length,
          said(
            `one entry per service: at most ${serviceSlugs.length}`,
            `بند واحد لكل خدمة، أي ${serviceSlugs.length} بنود على الأكثر: احذف المكرر`,
          ),
        )
        .optional(),
      /** What the warranty does not cover. */
      excludes: z.array(words).optional(),
      /** How to claim, step by step. */
      claim: z.array(words).optional(),
      /** Shipped example terms: shown with the example label; they keep a production build a noindex draft. */
      example: z.boolean().default(false),
    })
    .optional(),
  /**
   * How a job is paid for, shown beside every price list. `example: true` marks
   * the shipped sample: shown, labelled, and it keeps a production build a noindex draft.
   */
  payment: z
    .strictObject({
      deposit: words,
      stages: z.array(words).min(1),
      /** Smaller jobs' own terms (e.g. 50/50): up to `upTo` riyals, as the buyer reads prices (with VAT). */
      smallJobs: z
        .strictObject({
          upTo: z
            .number()
            .int(said("must be a whole number of riyals", "اكتب المبلغ بالريال عددًا صحيحًا، بلا هللات"))
            .positive(said("must be more than 0", "اكتب مبلغًا أكبر من صفر")),
          stages: z.array(words).min(1),
        })
        .optional(),
      contract: words,
      invoice: words,
      example: z.boolean().default(false),
    })
    .optional(),
  /** The office's map pin; without it the site says only that it serves the city and its suburbs. */
  geo: z
    .strictObject({
      lat: z
        .number()
        .min(
          16,
          said(
            "must be inside Saudi Arabia (16–32.2)",
            "الموقع خارج المملكة: انسخ خط العرض من خرائط Google (بين 16 و32.2)",
          ),
        )
        .max(
          32.2,
          said(
            "must be inside Saudi Arabia (16–32.2)",
            "الموقع خارج المملكة: انسخ خط العرض من خرائط Google (بين 16 و32.2)",
          ),
        ),
      lng: z
        .number()
        .min(
          34.5,
          said(
            "must be inside Saudi Arabia (34.5–55.7)",
            "الموقع خارج المملكة: انسخ خط الطول من خرائط Google (بين 34.5 و55.7)",
          ),
        )
        .max(
          55.7,
          said(
            "must be inside Saudi Arabia (34.5–55.7)",
            "الموقع خارج المملكة: انسخ خط الطول من خرائط Google (بين 34.5 و55.7)",
          ),
        ),
    })
    .optional(),
  // ── Credentials a company buyer checks (docs/decisions/2026-11-28-credentials-with-dates.md) ──
  /**
   * Each shows on the company profile once set, with its expiry and the official lookup where one exists
   * (src/model/views/credentials.ts): the build warns 30 days before an expiry and leaves an expired one out of a
   * public build. Nothing shows while empty.
   */
  credentials: z
    .strictObject({
      /** Contractor classification on Balady (تصنيف مقدمي خدمات المدن). */
      classification: z.strictObject({ field: words, grade: words, certificate: text, expires }).optional(),
      /** Membership of the Saudi Contractors Authority. */
      contractorsAuthority: z.strictObject({ membership: text, expires }).optional(),
      /** The Chamber of Commerce subscription. */
      chamber: z.strictObject({ subscription: text, expires }).optional(),
      /** The Saudization (Nitaqat) certificate. */
      saudization: z.strictObject({ certificate: text, expires }).optional(),
      /** The GOSI (social insurance) certificate. */
      gosi: z.strictObject({ certificate: text, expires }).optional(),
      /** The Zakat certificate. */
      zakat: z.strictObject({ certificate: text, expires }).optional(),
      /** Each policy: the insurer, what it covers, its number if he wants it shown, and its expiry. */
      insurance: z.array(z.strictObject({ insurer: words, cover: words, policy: text.optional(), expires })).optional(),
    })
    .optional(),
  // ── end of the credentials ──
  /** Where the company works: the contact section, the footer and the business JSON-LD (areaServed). */
  areasServed: z
    .strictObject({
      areas: z.array(words).min(1),
      example: z.boolean().default(false),
    })
    .optional(),
});

/**
 * One privacy-friendly analytics service, off until the owner chooses one
 * (src/lib/analytics.ts). Neither sets cookies; the CSP widens for it alone.
 */
export const analyticsSchema = z
  .strictObject({
    service: z.enum(["none", "plausible", "cloudflare"]),
    /** The site as registered in Plausible; the site's own host when empty. */
    plausibleDomain: z
      .string()
      .regex(
        /^[a-z0-9.-]+\.[a-z]{2,}$/,
        said(
          "must be a domain such as example.sa, without https://",
          "اكتب النطاق وحده، مثل \u2066www.example.sa\u2069، بلا \u2066https://\u2069",
        ),
      )
      .optional(),
    /** The token from Cloudflare Web Analytics' JS snippet (public by design). */
    cloudflareToken: z
      .string()
      .regex(
        /^[0-9a-f]{32}$/,
        said(
          "must be the 32-character token from Cloudflare's snippet",
          "الصق الرمز المكوّن من 32 حرفًا من شيفرة Cloudflare Web Analytics",
        ),
      )
      .optional(),
  })
  .refine((analytics) => analytics.service !== "cloudflare" || analytics.cloudflareToken, {
    message: said(
      "Cloudflare Web Analytics needs its token",
      "إحصاءات Cloudflare تحتاج رمزها: الصقه في هذا الحقل، أو اختر خدمة أخرى",
    ),
    path: ["cloudflareToken"],
  });

/**
 * How the owner types prices, and the VAT rate: every price a visitor reads includes VAT and says so;
 * the build derives the other figure at this rate (src/lib/vat.ts, docs/decisions/0034-prices-with-vat.md).
 */
export const pricesSettingSchema = z.strictObject({
  /** The VAT rate in percent, e.g. 15; whole hundredths, so the arithmetic stays exact. */
  vatPercent: z
    .number()
    .min(0)
    .max(100)
    .refine(
      (percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9,
      said("at most two decimals, such as 15", "اكتب النسبة رقمًا فيه منزلتان عشريتان على الأكثر، مثل 15"),
    ),
  /** True when the prices in the pages are typed with VAT; false when before it. */
  typedWithVat: z.boolean(),
});

export const siteSchema = z.strictObject({
  // The admin's form follows this order: the facts he must type first (his name, numbers, links, company),
  // then his words and options (docs/decisions/2026-11-28-step-five-on-a-phone.md).
  name: words,
  phone: e164,
  whatsapp: saudiMobile,
  url: httpsUrl.refine(
    (u) => !u.endsWith("/"),
    said("must not end with a slash", "احذف الشرطة المائلة / من آخر العنوان"),
  ),
  /**
   * The company's e-mail, optional: where a buyer sends drawings or a bill of quantities. Shown in the header's
   * contact, the footer and the company profile once set, and the «send your drawings» sections' mailto: link.
   */
  email: z
    .email(
      said(
        "must be an e-mail address such as info@your-company.sa",
        "اكتب بريدًا إلكترونيًا كاملًا، مثل \u2066info@your-company.sa\u2069",
      ),
    )
    .optional(),
  instagramUrl: profileUrl("Instagram", "إنستغرام", "https://www.instagram.com/", ["instagram.com"]),
  /** A map search until the owner sets googleProfileUrl, which then takes its place everywhere. */
  mapsUrl: httpsUrl,
  company: companySchema,
  tagline: words,
  city: words,
  whatsappGreeting: words,
  /**
   * The company's Google Business Profile, where buyers on Maps read its reviews: linked as «read our reviews»
   * and as the map. Optional: while empty nothing Google-related shows (docs/decisions/0017-google-profile.md).
   */
  googleProfileUrl: googleUrl(
    said(
      "must be a Google Maps link to the business profile",
      "هذا ليس رابطًا من Google: افتح نشاطك التجاري في خرائط Google، واضغط «مشاركة» وانسخ الرابط، وهو يبدأ بـ \u2066https://maps.app.goo.gl/\u2069",
    ),
  ).optional(),
  /** Google's «write a review» link for the profile: the «rate us» links and the printable QR poster. */
  googleReviewUrl: googleUrl(
    said(
      "must be the Google link that opens the review form",
      "هذا ليس رابطًا من Google: افتح ملفك التجاري على Google، واضغط «طلب مراجعات» (Ask for reviews) وانسخ الرابط، وهو يبدأ غالبًا بـ \u2066https://g.page/r/\u2069",
    ),
  ).optional(),
  /** Each profile the owner sets is listed in the business JSON-LD's sameAs; an empty one nowhere. */
  snapchatUrl: profileUrl("Snapchat", "سناب شات", "https://www.snapchat.com/add/", ["snapchat.com"]).optional(),
  tiktokUrl: profileUrl("TikTok", "تيك توك", "https://www.tiktok.com/@", ["tiktok.com"]).optional(),
  xUrl: profileUrl("X", "إكس (تويتر)", "https://x.com/", ["x.com", "twitter.com"]).optional(),
  prices: pricesSettingSchema,
  analytics: analyticsSchema.default({ service: "none" }),
  /** The lead log in the admin (worker/leads.ts): how long a lead is kept, said on the privacy page too. */
  leads: z.strictObject({ retentionMonths: z.int().min(1).max(36) }).default({ retentionMonths: 12 }),
  /**
   * Up to two credited developers; the owner may remove them (docs/decisions/0004-proof-and-examples.md).
   * The default makes the list optional in the admin: Sveltia reads a required list as "at least one",
   * and refuses to save the settings while it is empty.
   */
  developers: z
    .array(z.strictObject({ name: text, whatsapp: saudiMobile, message: text }))
    .max(2, said("credit at most 2 developers", "مطوّران على الأكثر: احذف ما زاد"))
    .default([]),
});

export type SiteConfig = z.infer<typeof siteSchema>;

export { profileKeys, type ProfileKey } from "../../lib/structured-data.ts";
