// What stands between the shipped content and the public site, in three kinds
// (docs/decisions/0035-public-when-the-facts-are-real.md):
// - the facts a visitor relies on, still examples: they keep a production build a
//   noindex draft (validate.ts exampleValues, and the shipped address below);
// - records that are only samples (example projects and reviews, starter guides he has
//   not approved, the sample areas served): shown, labelled, in a draft, and simply
//   left out of a public build, as an empty section is (publicContent);
// - «راجِع»: values that shipped with the site and look real (the founding year and so
//   the years of experience, the hours, the 24-hour and free-visit promises, every
//   price): listed until the owner ticks each one in its `review` box or changes the
//   value. They do not hold the site back; the build report and the admin say which are left.
// No Node import: the admin runs this too (admin/publish-status.ts).
import { pricedItems } from "../../lib/prices.ts";
import { servicePages, type ServiceSlug } from "../contract/pages.ts";
import { credentialNotes, riyadhDay, withCurrentCredentials } from "../views/credentials.ts";
import { companyReviewKeys, fingerprint, priceFingerprint } from "../contract/review-marks.ts";
import { sharedEnglish, type FolderKey } from "../contract/catalog.ts";
import {
  fieldProblem,
  type ContentProblem,
  type ContentSources,
  type SiteContent,
  type Source,
  type TranslatedKey,
} from "../contract/validate.ts";
import { said } from "../contract/check-messages.ts";
import { fieldLabels, pathLabels } from "../contract/admin-labels.ts";

/** The list of a priced section that holds its prices (src/lib/prices.ts reads the same). */
const priceLists = { prices: "rows", "cladding-sizes": "rows", types: "items" } as const;
/** The kinds of section that hold prices: the admin opens them unfolded (admin/sveltia/bundle.ts). */
export const pricedKinds = Object.keys(priceLists) as (keyof typeof priceLists)[];

/** Each price of a service page: where it is in the record, its fingerprint and whether he ticked it. */
export function priceMarks(page: Pick<SiteContent["services"][ServiceSlug], "sections">) {
  return page.sections.flatMap((section, i) => {
    const list = priceLists[section.kind as keyof typeof priceLists];
    if (!list) return [];
    return pricedItems([section]).map((item, j) => ({
      path: ["sections", i, list, j, "price"] as (string | number)[],
      print: priceFingerprint(item),
      confirmed: item.price.confirmed === true,
    }));
  });
}

/** Of the company's, the one that is also a fact a visitor relies on: until ticked or changed, the site stays a draft. */
const heldKeys: readonly string[] = ["address"];

type Marks = { shipped?: Record<string, string> } & Record<string, unknown>;

/** The values of one record that are still as shipped and not ticked. */
function pending(marks: Marks | undefined, values: Record<string, unknown>) {
  if (!marks?.shipped) return [];
  return Object.keys(values).filter((key) => marks[key] !== true && marks.shipped?.[key] === fingerprint(values[key]));
}

/** The words every «راجِع» item ends with (src/model/owner/owner-messages.ts words them for the owner). */
export const reviewMessage = said(
  "a value shipped with the site that looks real: tick it in its review box if it is right, or change it",
  "قيمة مرفقة مع الموقع تبدو حقيقية: إن كانت صحيحة فضع علامتها في خانة «راجِع»، وإلا فغيّرها",
);
/** A page's prices still as shipped and unticked, how many: one item per page, at the first of them. */
export const pricesMessage = (count: number) =>
  said(
    `${count} shipped prices on this page look real: tick each one you checked, beside it, or change it`,
    `أسعار مرفقة مع الموقع لم تؤكدها بعد في هذه الصفحة: ${count}. ضع علامة «راجِع» بجانب كل سعر صحيح، أو غيّره`,
  );
const heldMessage = said(
  "the address shipped with the site: tick it in the review box if it is your office, or change it",
  "العنوان مرفق مع الموقع: إن كان عنوان مكتبك فضع علامته في خانة «راجِع»، وإلا فاكتب عنوانك",
);

/**
 * Promises the pages' copy makes that a switch in the settings controls: a page that still makes one
 * after he switched it off is listed until he rewrites it (the trust band and JSON-LD follow the switch).
 */
const promises = {
  contact247: /على مدار الساعة|ليلًا ونهارًا|ليلا ونهارا|24\/7|24 ساعة|around the clock|24 hours|day and night/i,
  freeSurvey: /مجان|free (site )?(visit|survey)/i,
} as const satisfies Partial<Record<keyof SiteContent["site"]["company"], RegExp>>;

/** The words every such item ends with (owner-messages.ts words them for the owner, by the switch). */
export const promiseMessage = (key: keyof typeof promises) =>
  said(
    `a promise switched off in the settings (${key}): rewrite or remove it`,
    `هذا النص يعد بما ألغيته في الإعدادات («${fieldLabels[key] ?? key}»): أعد صياغته أو احذف الوعد، أو أعد تفعيله إن كنت تقدمه`,
  );

/** Every string under `value`, with its field path. */
export function stringsIn(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsIn(item, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...path, key]));
  return [];
}

/**
 * The pages' copy, Arabic and English, where a promise is made in words rather than by a switch: the pages, and
 * the layout's words (the header's «اطلب معاينة مجانية», the visit form's), which every page shows.
 */
const pageCopy = (sources: Partial<ContentSources>) =>
  [
    sources.home,
    ...Object.values(sources.services ?? {}),
    sources.projectsPage,
    sources.privacyPage,
    sources.complaintsPage,
    sources.warrantyPage,
    sources.ui,
  ].filter((source): source is Source => Boolean(source));

/** The trust band's words for a switch (ui.yml → trust, and its English): shown only while the switch is on. */
const switchLabel = (source: Source, sources: Partial<ContentSources>, path: (string | number)[]) =>
  source === sources.ui && (path[0] === "trust" || (path[0] === "en" && path[1] === "trust"));

/** Each «راجِع» item, and the shipped values among them that hold the site in draft. */
export function reviewValues(
  content: Pick<SiteContent, "site" | "services">,
  sources: Pick<ContentSources, "site"> & Partial<ContentSources>,
) {
  const { company } = content.site;
  const companyValues = Object.fromEntries(companyReviewKeys.map((key) => [key, company[key]]));
  const review: ContentProblem[] = [];
  const held: ContentProblem[] = [];
  for (const key of pending(company.review, companyValues)) {
    const held_ = heldKeys.includes(key);
    (held_ ? held : review).push(fieldProblem(sources.site, ["company", key], held_ ? heldMessage : reviewMessage));
  }
  for (const { slug } of servicePages) {
    const page = content.services[slug];
    if (page.review?.prices === true) continue;
    const shipped = new Set(page.review?.shipped?.prices?.split(" "));
    // Only the prices still as shipped and unticked: one he changed or ticked is his, and no other with it.
    const left = priceMarks(page).filter((mark) => !mark.confirmed && shipped.has(mark.print));
    if (!left.length) continue;
    const source = sources.services?.[slug] ?? sources.site;
    review.push(fieldProblem(source, left[0]!.path, pricesMessage(left.length)));
  }
  for (const [key, pattern] of Object.entries(promises) as [keyof typeof promises, RegExp][]) {
    if (company[key]) continue;
    for (const source of pageCopy(sources))
      for (const { path } of stringsIn(source.data).filter(({ text }) => pattern.test(text)))
        if (!switchLabel(source, sources, path)) review.push(fieldProblem(source, path, promiseMessage(key)));
  }
  return { review, held };
}

/** Records a public build leaves out, as the draft's banner lists them: shown in the draft with their label. */
export function leftOutValues(
  content: Pick<SiteContent, "site" | "projects" | "reviews" | "guides"> & Partial<Pick<SiteContent, "translations">>,
  sources: Pick<ContentSources, "site" | "projects" | "reviews"> & Partial<ContentSources>,
  today = riyadhDay(new Date()),
): ContentProblem[] {
  const marked = (folder: readonly (Source & { slug: string })[], slug: string) =>
    fieldProblem(
      folder.find((s) => s.slug === slug)!,
      ["example"],
      said(
        "example: true marks a shipped example; delete the record, or remove the mark once it is real work",
        `سجل مثال: احذفه، أو أزل العلامة «${fieldLabels.example ?? "example"}» إن كان عملًا حقيقيًا`,
      ),
    );
  return [
    ...content.projects.filter((p) => p.example).map((p) => marked(sources.projects, p.slug)),
    ...content.reviews.filter((r) => r.example).map((r) => marked(sources.reviews, r.slug)),
    ...content.guides
      .filter((g) => !g.reviewed)
      .map((g) =>
        fieldProblem(
          (sources.guides ?? []).find((s) => s.slug === g.slug)!,
          ["reviewed"],
          said(
            "a starter guide the owner has not approved; read it, then set reviewed: true",
            `دليل جاهز لم تراجعه بعد: اقرأه ثم اختر «${fieldLabels.reviewed ?? "reviewed"}»`,
          ),
        ),
      ),
    ...translationsLeftOut(content, sources),
    ...(content.site.company.areasServed?.example
      ? [
          fieldProblem(
            sources.site,
            ["company", "areasServed", "example"],
            said(
              "terms shipped as an example; write the company's own, then remove example: true",
              `هذا نص مثال مرفق مع الموقع: اكتب نص شركتك ثم أزل العلامة من «${fieldLabels.example ?? "example"}»`,
            ),
          ),
        ]
      : []),
    // A credential past its expiry: a public build leaves it out (src/model/views/credentials.ts).
    ...credentialNotes(content, sources, today).expired,
  ];
}

/** The source of a translated record, by its key in the content. */
function sourceOf(sources: Partial<ContentSources>, key: TranslatedKey): Source | undefined {
  const [folder, slug] = key.split("/") as [FolderKey, string | undefined];
  if (slug !== undefined) return sources[folder]?.find((s) => s.slug === slug);
  if (key in (sources.services ?? {})) return sources.services?.[key as ServiceSlug];
  return sources[key as Exclude<TranslatedKey, ServiceSlug | `${FolderKey}/${string}`>];
}

/**
 * English translations a public build leaves out, as starter guides: those the owner has not approved,
 * and those with a word left to write (an approved one with a word missing is refused: validate.ts).
 */
function translationsLeftOut(
  content: Partial<Pick<SiteContent, "translations">>,
  sources: Partial<ContentSources>,
): ContentProblem[] {
  return Object.entries(content.translations ?? {}).flatMap(([key, translation]) => {
    const source = sourceOf(sources, key as TranslatedKey);
    if (!source || !translation || translation.reviewed) return [];
    // The words every English page shows wait for a page's approval, which is listed: they have no box.
    if (sharedEnglish.includes(source.entry ?? "") && !translation.missing) return [];
    return [
      translation.missing
        ? fieldProblem(
            source,
            translation.missing,
            said(
              "an English translation with words left to write; its page waits",
              "ترجمة إنجليزية ناقصة: هذا الحقل بلا ترجمة، والصفحة الإنجليزية محجوبة حتى تكتمل",
            ),
          )
        : fieldProblem(
            source,
            ["en", "reviewed"],
            said(
              "a starter English translation the owner has not approved; read it, then set reviewed: true",
              `ترجمة إنجليزية جاهزة لم تراجعها بعد: اقرأها ثم اختر «${pathLabels["en.reviewed"]}» لتُنشر الصفحة الإنجليزية`,
            ),
          ),
    ];
  });
}

/**
 * The content a public build publishes: no example project or review, only the guides he
 * approved, no sample areas served, no expired credential, and no steps or guide linking to a guide that is left out.
 * Everything else (counts, lists, links, district pages, feeds, sitemap) is made from
 * this, so it is consistent by construction, as with a section that has no records.
 */
export function publicContent(content: SiteContent, today = riyadhDay(new Date())): SiteContent {
  const guides = content.guides.filter((guide) => guide.reviewed);
  const published = new Set(guides.map((guide) => guide.slug));
  const { areasServed, ...company } = content.site.company;
  const services = Object.fromEntries(
    Object.entries(content.services).map(([slug, page]) => [
      slug,
      {
        ...page,
        sections: page.sections.map((section) => {
          if (section.kind !== "steps" || !section.guide || published.has(section.guide)) return section;
          const { guide: _leftOut, ...steps } = section;
          return steps;
        }),
      },
    ]),
  ) as SiteContent["services"];
  // A published guide's link to one left out keeps its words and loses the link.
  const toLeftOut = /\[([^\]]+)\]\(\/guides\/([a-z0-9-]+)\/?(#[^)]*)?\)/g;
  // Only the English the owner approved: a starter translation has no page until he does.
  const translations = Object.fromEntries(
    Object.entries(content.translations)
      .filter(([, translation]) => translation?.reviewed)
      // The English company's credentials are the Arabic's with English words: the same ones expire.
      .map(([key, translation]) =>
        key === "site"
          ? [key, { ...translation, record: withCurrentCredentials(translation!.record as SiteContent["site"], today) }]
          : [key, translation],
      ),
  );
  return {
    ...content,
    translations,
    site: withCurrentCredentials(
      { ...content.site, company: areasServed?.example ? company : { ...company, areasServed } },
      today,
    ),
    services,
    projects: content.projects.filter((project) => !project.example),
    reviews: content.reviews.filter((review) => !review.example),
    guides: guides.map((guide) => ({
      ...guide,
      body: guide.body.replace(toLeftOut, (link, text: string, slug: string) => (published.has(slug) ? link : text)),
    })),
  };
}
