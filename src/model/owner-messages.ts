// The build's content errors worded for the owner: each problem names the page
// and the field as the admin's forms label them (admin-labels.ts),
// beside the file and line a developer needs, with no stack trace.
import { contentCatalog, groupOf } from "./catalog.ts";
import { serviceSlugs } from "./pages.ts";
import {
  collectionLabels,
  fieldLabels,
  fileLabels,
  kindLabels,
  optionLabels,
  pathLabels,
  singularLabels,
} from "./admin-labels.ts";
import { describePath, problemText, type ContentError, type ContentProblem } from "./validate.ts";

/** The most specific label of a field path, as the admin finds it: "a.b.c", then "b.c", then "c". */
function labelOf(path: readonly string[]) {
  for (let i = 0; i < path.length; i++) {
    const label = pathLabels[path.slice(i).join(".")];
    if (label) return label;
  }
  return fieldLabels[path.at(-1)!] ?? path.at(-1)!;
}

const itemKeys = ["title", "question", "name", "type", "thickness"];
const quoted = (text: unknown) => (typeof text === "string" && text.trim() ? ` «${text.trim()}»` : "");

/** The page or record, as the admin lists it: «تسوير الأراضي», «مشروع «مظلة فيلا»». */
export function pageLabel(entry: string | undefined, data: unknown) {
  if (!entry) return undefined;
  const folder = collectionLabels[entry];
  if (folder?.singular) {
    const record = (data ?? {}) as Record<string, unknown>;
    return `${folder.singular}${quoted(record.title ?? record.name)}`;
  }
  // A service page by the name its record gives it.
  const name = (serviceSlugs as readonly string[]).includes(entry) && (data as { name?: unknown } | undefined)?.name;
  return (typeof name === "string" && name.trim()) || fileLabels[entry] || entry;
}

/**
 * A field path as the admin's labels read: `أقسام الصفحة › جدول أسعار «أسعار التسوير» › صفوف الجدول «شبك حديد» ›
 * السعر التقريبي › من (ريال)`. List items add no label of their own (as in the admin) but their title, and a
 * section block its kind.
 */
export function fieldLabel(entry: string, path: readonly PropertyKey[], data: unknown) {
  const keys: string[] = [entry];
  const parts: string[] = [];
  let node = data;
  for (const key of path) {
    node = node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === "number") {
      const item = (node ?? {}) as Record<string, unknown>;
      const kind = typeof item.kind === "string" ? item.kind : undefined;
      if (kind) keys.push(kind);
      const name = quoted(itemKeys.map((k) => item[k]).find((v) => typeof v === "string"));
      const singular = singularLabels[keys.slice(-2).join(".")] ?? singularLabels[keys.at(-1)!];
      const label = (kind && kindLabels[kind]) || [singular, key + 1].filter(Boolean).join(" ");
      parts.push(`${label}${name}`);
      continue;
    }
    keys.push(String(key));
    parts.push(labelOf(keys));
  }
  return parts.join(" › ");
}

/** The social networks of site.yml (site-schema.ts): their Arabic names and how a profile's link starts. */
const socialNetworks: Record<string, [string, string]> = {
  Instagram: ["إنستغرام", "https://www.instagram.com/"],
  Snapchat: ["سناب شات", "https://www.snapchat.com/add/"],
  TikTok: ["تيك توك", "https://www.tiktok.com/@"],
  X: ["إكس (تويتر)", "https://x.com/"],
};

const label = (name: string) => `«${fieldLabels[name] ?? name}»`;
const count = (n: unknown, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/**
 * The build's own reasons, in Arabic, each saying what to type instead. The English
 * beside them stays for the developer; a reason not listed here falls back to zod's
 * issue code (arabicOfIssue), so no reason reaches the owner in English alone.
 */
const reasons: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^must not be empty$/, () => "الحقل فارغ: اكتب فيه نصًا"],
  [/received undefined$/, () => "حقل مطلوب لم يُملأ: اكتب قيمته"],
  [
    /^an example value; a production build publishes only a noindex draft while it remains$/,
    () => "ما زالت فيه قيمة المثال: اكتب القيمة الحقيقية",
  ],
  [
    /^terms shipped as an example/,
    () => `هذا نص مثال مرفق مع الموقع: اكتب نص شركتك ثم أزل العلامة من ${label("example")}`,
  ],
  [
    /^example: true marks a shipped example/,
    () => `سجل مثال: احذفه، أو أزل العلامة ${label("example")} إن كان عملًا حقيقيًا`,
  ],
  [
    /^a value shipped with the site that looks real/,
    () => "قيمة مرفقة مع الموقع تبدو حقيقية: إن كانت صحيحة فضع علامتها في خانة «راجِع»، وإلا فغيّرها",
  ],
  [
    /^(\d+) shipped prices on this page look real/,
    ([, count]) =>
      `أسعار مرفقة مع الموقع لم تؤكدها بعد في هذه الصفحة: ${count}. ضع علامة «راجِع» بجانب كل سعر صحيح، أو غيّره`,
  ],
  [
    /^a promise switched off in the settings \((\w+)\)/,
    ([, key]) =>
      `هذا النص يعد بما ألغيته في الإعدادات (${label(key!)}): أعد صياغته أو احذف الوعد، أو أعد تفعيله إن كنت تقدمه`,
  ],
  [
    /^the address shipped with the site/,
    () => "العنوان مرفق مع الموقع: إن كان عنوان مكتبك فضع علامته في خانة «راجِع»، وإلا فاكتب عنوانك",
  ],
  [/^a starter guide the owner has not approved/, () => `دليل جاهز لم تراجعه بعد: اقرأه ثم اختر ${label("reviewed")}`],
  [
    /^no English for this field, and the English page is published/,
    () =>
      `الصفحة الإنجليزية منشورة وهذا الحقل بلا ترجمة: اكتب ترجمته، أو ألغِ «${pathLabels["en.reviewed"]}» فتُحجب الصفحة الإنجليزية حتى تكتمل`,
  ],
  [
    /^the English list must have as many items as the Arabic/,
    () => "عدد عناصر القائمة في الترجمة الإنجليزية غير عددها في العربية: اجعل لكل عنصر عربي ترجمته، بالترتيب نفسه",
  ],
  [
    /^the English block must be of the same kind/,
    () => "نوع هذا القسم في الترجمة الإنجليزية غير نوعه في العربية: رتّب أقسام الترجمة كترتيب الأقسام العربية",
  ],
  [
    /^a starter English translation the owner has not approved/,
    () => `ترجمة إنجليزية جاهزة لم تراجعها بعد: اقرأها ثم اختر «${pathLabels["en.reviewed"]}» لتُنشر الصفحة الإنجليزية`,
  ],
  [
    /^an English translation with words left to write/,
    () => "ترجمة إنجليزية ناقصة: هذا الحقل بلا ترجمة، والصفحة الإنجليزية محجوبة حتى تكتمل",
  ],
  [/^unknown field/, () => "حقل غير معروف: اسمه خطأ أو في غير مكانه، فاحذفه"],
  [/^must be a phone number/, () => "اكتب رقم الهاتف بالأرقام وحدها، مثل 0554318270 أو 011 234 5678"],
  [/^must be an E\.164 number/, () => "الرقم ناقص أو زائد: اكتب رقمًا سعوديًا كاملًا مثل 0554318270 أو 011 234 5678"],
  [/^must be a Saudi mobile number/, () => "اكتب رقم جوال سعوديًا من 10 أرقام يبدأ بـ 05، مثل 0554318270"],
  [/^must be the 10-digit commercial registration/, () => "اكتب رقم السجل التجاري: 10 أرقام"],
  [/^must be 15 digits, starting and ending with 3/, () => "اكتب الرقم الضريبي: 15 رقمًا أولها 3 وآخرها 3"],
  [/^must be a 5-digit postal code/, () => "اكتب الرمز البريدي: 5 أرقام"],
  [/^must be a short number of 3 to 10 digits/, () => "اكتب الرقم الموحد بالأرقام وحدها، مثل 1900"],
  [/^must be inside Saudi Arabia \((16)/, () => "الموقع خارج المملكة: انسخ خط العرض من خرائط Google (بين 16 و32.2)"],
  [/^must be inside Saudi Arabia \((34)/, () => "الموقع خارج المملكة: انسخ خط الطول من خرائط Google (بين 34.5 و55.7)"],
  [/^must not be in the future$/, () => "السنة لم تأتِ بعد: اكتب سنة مضت أو السنة الحالية"],
  [
    /^must be an https:\/\/ URL$/,
    () => "اكتب الرابط كاملًا يبدأ بـ \u2066https://\u2069، وانسخه من شريط العنوان في المتصفح",
  ],
  [
    /^must be a Google Maps link to the business profile$/,
    () =>
      "هذا ليس رابطًا من Google: افتح نشاطك التجاري في خرائط Google، واضغط «مشاركة» وانسخ الرابط، وهو يبدأ بـ \u2066https://maps.app.goo.gl/\u2069",
  ],
  [
    /^must be the Google link that opens the review form$/,
    () =>
      "هذا ليس رابطًا من Google: افتح ملفك التجاري على Google، واضغط «طلب مراجعات» (Ask for reviews) وانسخ الرابط، وهو يبدأ غالبًا بـ \u2066https://g.page/r/\u2069",
  ],
  [
    /^must link to a profile on (\w+)/,
    (m) => {
      const [name, start] = socialNetworks[m[1]!] ?? [m[1], "https://"];
      return `هذا ليس رابط حساب في ${name}: انسخ رابط حسابك من ${name}، وهو يبدأ بـ \u2066${start}\u2069 ويليه اسم الحساب`;
    },
  ],
  [/^must not end with a slash$/, () => "احذف الشرطة المائلة / من آخر العنوان"],
  [/^credit at most 2 developers$/, () => "مطوّران على الأكثر: احذف ما زاد"],
  [/^must be a domain such as/, () => "اكتب النطاق وحده، مثل \u2066www.example.sa\u2069، بلا \u2066https://\u2069"],
  [/^must be the 32-character token/, () => "الصق الرمز المكوّن من 32 حرفًا من شيفرة Cloudflare Web Analytics"],
  [
    /^Cloudflare Web Analytics needs its token$/,
    () => "إحصاءات Cloudflare تحتاج رمزها: الصقه في هذا الحقل، أو اختر خدمة أخرى",
  ],
  [/^a photo needs its own alt text/, () => `الصورة تحتاج وصفًا خاصًا بها: اكتب ما تظهره في ${label("photoAlt")}`],
  [
    /^min must not be greater than max$/,
    () => `${label("min")} أكبر من ${label("max")}: اكتب في ${label("min")} رقمًا لا يزيد على ${label("max")}`,
  ],
  [/^at most two decimals/, () => "اكتب النسبة رقمًا فيه منزلتان عشريتان على الأكثر، مثل 15"],
  [/^min must be less than max$/, () => "الحد الأدنى ليس أصغر من الحد الأعلى: اكتب حدًا أدنى أصغر منه"],
  [/^must be a site path like/, () => "اكتب رابط صفحة من الموقع يبدأ بـ /، مثل \u2066/fencing\u2069"],
  [/^must be a guide's file name/, () => "اكتب اسم ملف الدليل بحروف لاتينية صغيرة وأرقام وشرطات، دون ‎.md‎"],
  [/^must be a lowercase anchor id$/, () => "اكتب معرّفًا بحروف لاتينية صغيرة وأرقام وشرطات، مثل prices-2"],
  [/^keep it to (\d+) characters/, (m) => `العنوان أطول من ${m[1]} حرفًا: اختصره، فنتائج البحث تقطع ما زاد`],
  [/^must have at least (\d+) photo/, (m) => `أضف ${count(Number(m[1]), "صورة واحدة", "صور")} على الأقل`],
  [/^must have at most (\d+) photos/, (m) => `${m[1]} صورة على الأكثر: احذف ما زاد`],
  [/^must have at most (\d+) pairs/, (m) => `${m[1]} أزواج على الأكثر: احذف ما زاد`],
  [/^must cite at least (\d+) source/, () => "أضف مصدرًا واحدًا على الأقل"],
  [/^must be a time on a 24-hour clock/, () => "اكتب الوقت بنظام 24 ساعة، مثل 08:00 أو 18:00"],
  [/^must be a date such as/, () => "اختر التاريخ من التقويم، أو اكتبه بالصيغة 2026-03-14 (السنة-الشهر-اليوم)"],
  [
    /^must be the board's width in cm/,
    () => "اكتب عرض اللوح بالسنتيمتر رقمًا وحده، مثل 15: به يحسب مقدّر الأسعار مساحة الجدار",
  ],
  [/^must be from 1 to 5$/, () => "اختر تقييمًا من 1 إلى 5"],
  [/^must contain \{(\w+)\}$/, (m) => `أبقِ {${m[1]}} في النص كما هي: يُكتب مكانها ما تشير إليه عند العرض`],
  [
    /^links to "(.+)", which is not a page of the site$/,
    (m) => `الرابط \u2066${m[1]}\u2069 لا يفتح صفحة من الموقع: اكتب رابط صفحة موجودة مثل \u2066/fencing\u2069`,
  ],
  [/^one entry per service: at most (\d+)$/, (m) => `بند واحد لكل خدمة، أي ${m[1]} بنود على الأكثر: احذف المكرر`],
  [/^a guide's headings start at ##/, () => "عناوين الدليل تبدأ من «عنوان 2»: غيّر «عنوان 1» إلى «عنوان 2»"],
  [
    /^\{\{prices:(.+)\}\} names no service with a price list$/,
    (m) => `{{prices:${m[1]}}} لا تشير إلى خدمة لها قائمة أسعار: اكتب اسم خدمة مثل fencing`,
  ],
  [/^the only shortcode is/, () => "اكتب {{prices:اسم-الخدمة}} وحدها في سطر مستقل"],
  [/^the image .* needs alt text/, () => "الصورة في النص تحتاج وصفًا: اكتب ما تظهره في خانة الوصف"],
  [/^the image .* must be uploaded/, () => "الصورة في النص ليست مرفوعة: ارفعها من زر الصورة في المحرر"],
  [/^the image .* must stand alone on its own line$/, () => "ضع الصورة في سطر وحدها"],
];

type Issue = Partial<Record<"code" | "expected" | "origin", string>> &
  Partial<Record<"minimum" | "maximum", number | bigint>> & { inclusive?: boolean; values?: unknown[] };

/** zod's own checks (a missing field, too long, not a number…), said in Arabic with what to type. */
function arabicOfIssue(found: ContentProblem["issue"], choices: ContentProblem["choices"] = {}) {
  const issue = found as Issue | undefined;
  const { code, origin } = issue ?? {};
  if (code === "invalid_type") {
    if (issue!.expected === "number") return "اكتب رقمًا بالأرقام وحدها، بلا كلمات ولا فواصل";
    if (issue!.expected === "boolean") return "اختر نعم أو لا";
    if (issue!.expected === "array") return "أضف عناصر القائمة واحدًا واحدًا";
    return "القيمة من غير النوع المطلوب: اكتبها من جديد في لوحة التحرير";
  }
  const limit = Number(code === "too_small" ? issue!.minimum : issue?.maximum);
  if (code === "too_small") {
    if (origin === "string") return `النص أقصر من المطلوب: اكتب ${limit} أحرف على الأقل`;
    if (origin === "array" || origin === "set") return `أضف ${limit} عناصر على الأقل`;
    return issue!.inclusive === false ? `اكتب رقمًا أكبر من ${limit}` : `اكتب رقمًا لا يقل عن ${limit}`;
  }
  if (code === "too_big") {
    if (origin === "string") return `النص أطول من ${limit} حرفًا: اختصره`;
    if (origin === "array" || origin === "set") return `${limit} عناصر على الأكثر: احذف ما زاد`;
    return issue!.inclusive === false ? `اكتب رقمًا أصغر من ${limit}` : `اكتب رقمًا لا يزيد على ${limit}`;
  }
  // The options as the admin's list shows them (their Arabic labels), never the values written in the file.
  if (code === "invalid_value")
    return `اختر من القائمة: ${(issue!.values ?? []).map((value) => `«${choices[String(value)] ?? optionLabels[String(value)] ?? String(value)}»`).join("، ")}`;
  if (code === "not_multiple_of") return "اكتب عددًا صحيحًا";
  if (code === "unrecognized_keys") return "حقل غير معروف: اسمه خطأ أو في غير مكانه، فاحذفه";
  return "الصيغة غير صحيحة: راجع الشرح تحت الحقل واكتب القيمة على مثاله";
}

/** The reason in Arabic, saying what to type instead. */
export function arabicReason(problem: Pick<ContentProblem, "message" | "issue" | "arabic" | "choices">) {
  if (problem.arabic) return problem.arabic;
  for (const [pattern, reason] of reasons) {
    const match = problem.message.match(pattern);
    if (match) return reason(match);
  }
  return arabicOfIssue(problem.issue, problem.choices);
}

/** Where the admin opens the entry: /admin/#/collections/settings/entries/site, …/projects/entries/<file>. */
export function adminLink(problem: Pick<ContentProblem, "entry" | "at">) {
  const entry = contentCatalog.find((item) => item.name === problem.entry);
  if (!entry) return "/admin/";
  if (entry.kind === "file") return `/admin/#/collections/${groupOf(entry.path)}/entries/${entry.name}`;
  const file = /([^/]+)\.(yml|md)(:\d+)?$/.exec(problem.at)?.[1];
  return `/admin/#/collections/${entry.name}${file ? `/entries/${file}` : ""}`;
}

/** A problem as the banner, the build report and the admin show it: where, why and what to do, and a link. */
export type OwnerItem = { place: string; reason: string; link: string; at: string };

export function ownerItem(problem: ContentProblem): OwnerItem {
  const page = pageLabel(problem.entry, problem.data) ?? problem.at;
  const field = problem.entry && problem.path?.length ? fieldLabel(problem.entry, problem.path, problem.data) : "";
  return {
    place: [page, field].filter(Boolean).join(" › "),
    reason: arabicReason(problem),
    link: adminLink(problem),
    at: problem.at,
  };
}

/** One problem: file and line, then the page and field in the admin's words, then the reason. */
export function ownerProblemText(problem: ContentProblem, reason = arabicReason(problem)) {
  const page = pageLabel(problem.entry, problem.data);
  if (!page) return `${problem.at}: ${reason} / ${problemText(problem)}`;
  const field = problem.path?.length ? fieldLabel(problem.entry!, problem.path, problem.data) : undefined;
  return [
    `${problem.at} · ${[page, field].filter(Boolean).join(" › ")}: ${reason} / ${problem.message}`,
    // The developer's name for the field, to search the file with.
    problem.path?.length ? `    (${describePath(problem.path, problem.data)})` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** A copy warning (src/model/copy-warnings.ts), placed as a problem is, with its own Arabic. */
export const ownerWarningText = (warning: ContentProblem & { arabic: string }) =>
  ownerProblemText(warning, warning.arabic);

/** The whole failure, for the build's output and the deploy log: every problem, no stack trace. */
export function contentFailureMessage(error: ContentError) {
  return [
    "المحتوى فيه أخطاء، فلم يُنشر شيء وبقي الموقع المنشور كما هو. صحّح كل حقل مذكور في لوحة التحرير (/admin) أو في الملف المذكور:",
    "The content has errors, so nothing was published. Fix each field below in the admin (/admin) or in the file named:",
    ...(error.problems.length
      ? error.problems.map((problem) => `  - ${ownerProblemText(problem)}`)
      : [error.message.replace(/^Invalid content:\n/, "")]),
  ].join("\n");
}
