import { z } from "zod";
import { said } from "./check-messages.ts";
import { keeps, pageMeta, priceUnits, text, words } from "./schema.ts";

/** A sentence the estimator fills in: it must keep each of its placeholders. */
const withPlaceholders = (...names: string[]) =>
  names.reduce((schema, name) => schema.regex(new RegExp(`\\{${name}\\}`), keeps(name)), words);

/** A count's form that must show the figure: "{n}" is where it goes. */
const withFigure = words.regex(/\{n\}/, keeps("n"));

/**
 * Words that follow a figure and agree with it, by the figure's Arabic number category
 * (Intl.PluralRules("ar"), src/lib/format.ts formFor): 3–10 `few` («5 سنوات»), 11–99 `many`
 * («14 مشروعًا منجزًا»), `other` for the rest and for any form left empty («14 سنة»).
 */
const agreeingWords = z.strictObject({
  one: words.optional(),
  two: words.optional(),
  few: words.optional(),
  many: words.optional(),
  other: words,
});

/**
 * How the estimator asks for a quantity in one price unit, and the quantities it accepts. A
 * quantity is written in the unit's form for its Arabic number category (Intl.PluralRules):
 * 1 `one` («باب واحد»), 2 `two` («بابان»), 3–10 `few` («3 أبواب»), 11–99 `many` («30 بابًا»),
 * and `other` for 100, 101, 102, fractions (and for any category whose form is left empty).
 */
const quantityUnitSchema = z
  .strictObject({
    /** The quantity field's label, e.g. "المساحة بالمتر المربع". */
    label: words,
    /** What the quantity is, e.g. «المساحة», «الطول», «عدد الأبواب»: before it in the result and the message. */
    measure: words,
    one: words.optional(),
    two: words.optional(),
    few: withFigure.optional(),
    many: withFigure.optional(),
    other: withFigure,
    /** What "length × width" typed in this unit means: the area, or a plot's perimeter; refused when empty. */
    fromSides: z.enum(["area", "perimeter"]).optional(),
    min: z.number().positive(),
    /**
     * Beyond it the quantity is implausible for a price per unit: the buyer is asked to book a visit or call
     * instead of being given a range; capped so that every total formats as plain digits.
     */
    max: z.number().positive().max(10_000_000),
    /** Pieces are counted in whole numbers. */
    whole: z.boolean().default(false),
  })
  .refine((unit) => unit.min < unit.max, {
    message: said("min must be less than max", "الحد الأدنى ليس أصغر من الحد الأعلى: اكتب حدًا أدنى أصغر منه"),
    path: ["min"],
  });

/** The price estimator's words and limits: every service page with prices, and /estimate. */
export const estimatorSchema = z.strictObject({
  title: words,
  intro: words,
  service: words,
  chooseService: words,
  item: words,
  district: words,
  unitPrice: words,
  /** Shown until a valid quantity is typed; {measure} is the unit's («المساحة», «عدد الأبواب»). */
  prompt: withPlaceholders("measure"),
  /** Above the range with VAT, which leads; {percent} is the rate of the site settings. */
  total: withPlaceholders("percent"),
  /** Before the range without VAT, under it. */
  /** Under the total: what it was worked out for. */
  basis: withPlaceholders("item", "measure", "quantity"),
  /** A board's name in the estimator's list and result: its thickness and width. */
  board: withPlaceholders("thickness", "width"),
  /** Instead of a range, when the quantity is beyond the unit's max: book a visit or call (the message asks for one). */
  large: words,
  /** A quantity typed as length × width, as the result and the message show it. */
  sides: z.strictObject({
    area: withPlaceholders("sides", "quantity"),
    perimeter: withPlaceholders("sides", "quantity"),
  }),
  /** Under a cladding estimate by area: the board metres that area needs. */
  boards: withPlaceholders("metres", "width"),
  /** Shown instead of the form when JavaScript does not run, above the call and WhatsApp links. */
  noScript: words,
  send: words,
  /** The link from a service page's estimator to /estimate. */
  otherServices: words,
  /** The link from the home page's first screen to /estimate. */
  homeLink: words,
  units: z.strictObject(
    Object.fromEntries(priceUnits.map((unit) => [unit, quantityUnitSchema])) as Record<
      (typeof priceUnits)[number],
      typeof quantityUnitSchema
    >,
  ),
  problems: z.strictObject({
    invalid: words,
    notPositive: words,
    /** {min}: the unit's least quantity, written in its form («متر طولي واحد»). */
    tooSmall: withPlaceholders("min"),
    notWhole: words,
    /** "20×30" typed where pieces are counted. */
    noSides: words,
  }),
  /**
   * The WhatsApp message: the greeting names the service, then one labelled line per fact; the
   * quantity's line is labelled with its unit's measure.
   */
  message: z.strictObject({
    greeting: withPlaceholders("service"),
    /** The first line instead, when the quantity is beyond the unit's max: a request for a visit. */
    visit: withPlaceholders("service"),
    item: words,
    /** The range with VAT; {percent} is the rate of the site settings. */
    estimate: withPlaceholders("percent"),
    district: words,
  }),
  /** The estimator that asks the spec (a service page's `estimate`): its result's headings and its questions' problems. */
  spec: z.strictObject({
    /** Shown until the size is typed. */
    prompt: words,
    /** Above the questions that widen the range most. */
    widens: words,
    /** Above what the estimate leaves out. */
    excludes: words,
    invalid: words,
    /** {min}: the model's least side or length, in metres. */
    tooSmall: withPlaceholders("min"),
    /** One number where a floor's two sides are asked. */
    needsSides: words,
    /** One number above the fence's `plotAbove`: {n} is the number typed. */
    plotArea: withPlaceholders("n"),
    /** {min} and {max}: the model's height limits. */
    height: withPlaceholders("min", "max"),
    /** A length or a side in the result and the message: {n} is the figure. */
    metres: withPlaceholders("n"),
    /** A plot's sides and its perimeter. */
    perimeter: withPlaceholders("sides", "length"),
    /** A floor's sides and its area. */
    area: withPlaceholders("sides", "area"),
    /** A car park canopy's estimator (size "cars"): it asks how many cars, or the area. */
    cars: z.strictObject({
      prompt: words,
      /** A number of cars, agreeing with it («سيارة واحدة»، «سيارتان»، «3 سيارات»، «11 سيارةً»). */
      one: words.optional(),
      two: words.optional(),
      few: withFigure.optional(),
      many: withFigure.optional(),
      other: withFigure,
      invalid: words,
      /** {min}: the least number of cars, in its form. */
      tooSmall: withPlaceholders("min"),
      /** The size's line: {cars} the number of cars, {min}–{max} the m² they take. */
      line: withPlaceholders("cars", "min", "max"),
      /** An area typed in m²: {n} is the figure. */
      area: withPlaceholders("n"),
    }),
  }),
  /** The /estimate page. */
  page: z.strictObject({
    meta: pageMeta,
    title: words,
    intro: words,
    pricesTitle: words,
  }),
});

/** An official page where a buyer checks a fact, and the words of its link. */
const lookup = z.strictObject({
  label: words,
  url: z.url({
    protocol: /^https$/,
    message: said(
      "must be an https:// URL",
      "اكتب الرابط كاملًا يبدأ بـ \u2066https://\u2069، وانسخه من شريط العنوان في المتصفح",
    ),
  }),
});

/**
 * The words of the shared layout (content/ui.yml): the header, footer,
 * floating buttons and the labels that repeat on every page. Components hold
 * none of them, so the owner can reword any of them in the admin.
 */
export const uiSchema = z.strictObject({
  skipLink: words,
  /** The link to the page in the other language: «English» here, and «العربية» in the English words. */
  languageSwitch: words,
  nav: z.strictObject({
    home: words,
    projects: words,
    mainLabel: words,
    mobileLabel: words,
    openMenu: words,
    closeMenu: words,
    homeLinkLabel: words,
    estimate: words,
  }),
  contact: z.strictObject({
    call: words,
    callTooltip: words,
    callNow: words,
    chat: words,
    order: words,
    /** The phone's contact bar: its link to the free site visit, between chat and call. */
    visit: words,
    instagram: words,
    instagramTooltip: words,
    map: words,
    /** The label of the reference line a tap writes into every WhatsApp message («رقم الطلب»). */
    reference: words,
    /** Shown to the buyer with the reference after each tap («رقم طلبك»). */
    yourReference: words,
    /** The header's e-mail link's name and tooltip, once the settings have the company's e-mail. */
    email: words,
  }),
  /**
   * «أرسل مخططاتك أو جدول الكميات»: on the pages of the services priced from a drawing and on the company
   * profile (src/model/views/drawings.ts), WhatsApp (which carries files) and, once the settings have the e-mail,
   * a mailto: that lists what the estimate needs.
   */
  drawings: z.strictObject({
    title: words,
    intro: words,
    /** The WhatsApp button, and its message's first line. */
    whatsapp: words,
    whatsappMessage: words,
    /** The e-mail button, and the e-mail's subject, greeting, the line before the specification and the last line. */
    email: words,
    subject: words,
    greeting: words,
    /** Before the service's name in the e-mail. */
    service: words,
    linesIntro: words,
    attach: words,
    /** What an estimate needs, one line each for him to fill in, while the service gives none of its own. */
    lines: z.array(words).min(1),
  }),
  footer: z.strictObject({
    about: words,
    cr: words,
    /** The unified national number (700…): shown in place of the CR once the settings have it. */
    unifiedNumber: words,
    vat: words,
    address: words,
    servicesTitle: words,
    contactTitle: words,
    companyTitle: words,
    rights: words,
    credits: words,
  }),
  servicePage: z.strictObject({
    faqTitle: words,
    projectsTitle: words,
    reviewsTitle: words,
    /**
     * Leads from the hero to the prices: «الأسعار التقريبية» + the range, with VAT, of every price in the
     * cheapest item's unit. Never a minimum alone (the Ministry of Commerce forbids «تبدأ من»).
     */
    pricesRange: words,
    /** Shown instead of projectsTitle/reviewsTitle while every record shown is a shipped example. */
    reviewsExamplesTitle: words,
    /** The box after a page's price list: what the prices include and leave out, and how a job is paid. */
    priceTermsTitle: words,
    includes: words,
    excludes: words,
    assumptions: words,
    paymentTitle: words,
    /** The payment terms when smaller jobs have their own (content/site.yml → company.payment.smallJobs). */
    paymentBySize: withPlaceholders("amount", "small", "stages"),
    /** The registration fact under «لماذا تختارنا»; {name}, {cr} and {vat} are replaced from the company profile. */
    registered: words.regex(/\{cr\}/, keeps("cr")),
    /** Under steps that follow a guide: «المصدر: …، تاريخ المراجعة …», then the link to the guide. */
    citation: z.strictObject({
      source: words,
      checked: words,
      guide: words.regex(/\{title\}/, keeps("title")),
    }),
  }),
  /** The trust band under the home and service heroes; each item shows only when the profile supports it. */
  trust: z.strictObject({
    label: words,
    since: words,
    years: agreeingWords,
    projects: agreeingWords,
    /** The home page's warranty item; a service page names its own duration instead. */
    warranty: words,
    /** A service page's badge: «ضمان {duration}», the duration from its warranty entry. */
    warrantyDuration: words.regex(/\{duration\}/, keeps("duration")),
    /** A service page whose service has no warranty entry says so, in place of the badge. */
    noWarranty: words,
    contact247: words,
    freeSurvey: words,
    /** Where the company works, before the list of areas. */
    areasServed: words,
  }),
  /** Beside every price a visitor reads: it includes VAT, and (optionally) what it is before VAT. */
  prices: z.strictObject({
    /** A price's range, «من {min} إلى {max}»; a price of one figure shows it alone. */
    range: withPlaceholders("min", "max"),
    /** After the figure, agreeing with it as the counts do: «184 ريالًا», «9,000 ريال». */
    currency: agreeingWords,
    /** After a price, what it is for: «للمتر المربع». */
    units: z.strictObject(
      Object.fromEntries(priceUnits.map((unit) => [unit, words])) as Record<(typeof priceUnits)[number], typeof words>,
    ),
    withVat: words,
    /** {amount}: the range before VAT; left empty, only the price with VAT shows. */
    beforeVat: withPlaceholders("amount").optional(),
  }),
  /** Marks a shipped example record on every page that shows it. */
  exampleLabel: words,
  /** The banner of a draft (a production build with example values left), on every page: the owner's, in Arabic only. */
  draft: z.strictObject({
    title: text,
    intro: text,
    /** Opens the list of examples; {count} is their number. */
    count: withPlaceholders("count").meta({ translate: false }),
    /** Each example's link into the admin. */
    fix: text,
    /** Opens the «راجِع» list: shipped values that look real, not yet confirmed; {count} is their number. */
    reviewCount: withPlaceholders("count").meta({ translate: false }),
    /** Each «راجِع» item's link into the admin, and each sample's. */
    review: text,
    /** Opens the list of samples a public build leaves out; {count} is their number. */
    leftOutCount: withPlaceholders("count").meta({ translate: false }),
  }),
  /**
   * /company-profile: the company as a company buyer checks it, to read or print on A4. The facts come from
   * the site settings; the lookups are official pages where a buyer checks a number (decision 0027).
   */
  companyProfile: z.strictObject({
    meta: pageMeta,
    /** The footer's link to the page. */
    link: words,
    title: words,
    /** Promises the completed projects: shown while the profile lists some. */
    intro: words,
    /** The same without the projects: shown while there is none to list. */
    introWithoutProjects: words,
    /** Shown on screen only, never printed: how to print the page or save it as a PDF. */
    printHint: words,
    /** The button that opens the browser's print, to print or save the profile as a PDF (with JavaScript only). */
    printAction: words,
    companyTitle: words,
    founded: words,
    address: words,
    // ── Credentials (src/model/views/credentials.ts) ──
    credentialsTitle: words,
    classification: words,
    certificate: words,
    contractorsAuthority: words,
    chamber: words,
    saudization: words,
    gosi: words,
    zakat: words,
    insurance: words,
    /** Before an insurance policy's number. */
    policy: words,
    /** Before each credential's expiry date. */
    expires: words,
    /** Beside a credential no public page can confirm: the buyer asks for a copy. */
    copyOnRequest: words,
    // ── end of the credentials ──
    servicesTitle: words,
    areasTitle: words,
    projectsTitle: words,
    /** The projects table's first column: each project's title. */
    project: words,
    /** The projects table's other columns, in the profile's language (the projects page's are Arabic only). */
    columns: z.strictObject({
      service: words,
      district: words,
      size: words,
      year: words,
      duration: words,
      clientType: words,
    }),
    sizeUnits: z.strictObject({ sqm: words, metre: words }),
    contactTitle: words,
    /** The contact channels' names, before each number or address as printed (a link's target is lost on paper). */
    channels: z.strictObject({ phone: words, whatsapp: words, email: words, website: words }),
    /**
     * Official pages where a buyer checks a fact; each link's words say what he finds there (and that Balady
     * asks for an Absher login). A credential without a public lookup shows «copyOnRequest» instead.
     */
    lookups: z.strictObject({ cr: lookup, vat: lookup, classification: lookup, chamber: lookup }),
  }),
  reviews: z.strictObject({
    ratingLabel: words,
    source: words,
    /** The link to the company's Google profile, where its reviews are (site.yml googleProfileUrl). */
    readOnGoogle: words,
    /** The link to Google's review form (site.yml googleReviewUrl). */
    writeOnGoogle: words,
    /** /review-poster: a page to print and hand to a client, with a QR code of the review link. */
    poster: z.strictObject({
      /** The tab's title; the page is never indexed. */
      metaTitle: words,
      title: words,
      line: words,
      thanks: words,
      /** What the QR code is, for a screen reader. */
      qrLabel: words,
      /** Before the review link printed as text, for a phone that cannot scan: «أو افتح الرابط:». */
      linkLabel: words,
      /** Before the phone number: «للتواصل:». */
      phoneLabel: words,
      /** Shown on screen only, never printed: how the owner prints it. */
      printHint: words,
    }),
  }),
  estimator: estimatorSchema,
  /** «اطلب معاينة مجانية»: the step on every service page and the home page that writes one WhatsApp message. */
  siteVisit: z.strictObject({
    title: words,
    intro: words,
    service: words,
    chooseService: words,
    district: words,
    day: words,
    /** The empty first choice of the day and time lists: a list left on it adds no line to the message. */
    choose: words,
    /** The days offered. */
    days: z.array(words).min(1),
    time: words,
    times: z.array(words).min(1),
    size: words,
    send: words,
    /**
     * Under the fields: what the lead log keeps of a visit request, then the privacy policy's link. One phrase per
     * field a visit's line holds (the policy's own list, content/pages/privacy.yml → leads.fields, names the same:
     * worker/privacy.test.ts), joined into {kept}; the estimate's band and the owner's mark are not a visit's.
     */
    privacy: z.strictObject({
      text: withPlaceholders("kept"),
      kept: z.strictObject({
        reference: words,
        created_at: words,
        page: words,
        service: words,
        kind: words,
        district: words,
      }),
    }),
    /** The message: a greeting, then one labelled line per fact. */
    message: z.strictObject({
      greeting: words,
      service: words,
      district: words,
      day: words,
      time: words,
      size: words,
    }),
  }),
  /**
   * The WhatsApp messages a complaint (/complaints) and a warranty claim (/warranty) open: each its own first line,
   * then one labelled line per fact for the buyer to complete (what was delivered, when, what is wrong). The tap
   * adds the reference after the first line, as in every message.
   */
  claimMessage: z.strictObject({
    complaint: words,
    warranty: words,
    delivered: words,
    date: words,
    issue: words,
  }),
  /** The 404 screen; its English lines are for visitors who do not read Arabic. */
  notFound: z.strictObject({
    metaTitle: words,
    metaDescription: words,
    title: words,
    /** Under the title: what may have happened, and what the services and the buttons below offer. */
    intro: words,
    /** Above the services list (the header's and footer's one list of services). */
    servicesTitle: words,
    home: words,
    /** The one English line, after the Arabic: the title, then a link home. */
    titleEnglish: words,
    homeEnglish: words,
  }),
});

export type UiText = z.infer<typeof uiSchema>;
export type EstimatorText = UiText["estimator"];
