// The build's content errors worded for the owner: each problem names the page
// and the field as the admin's forms label them (admin-labels.ts),
// beside the file and line a developer needs, with no stack trace.
import { contentCatalog, fileLabels, groupOf } from "../contract/catalog.ts";
import { arabicSaid } from "../contract/check-messages.ts";
import { serviceSlugs } from "../contract/pages.ts";
import {
  collectionLabels,
  fieldLabels,
  kindLabels,
  optionLabels,
  pathLabels,
  singularLabels,
} from "../contract/admin-labels.ts";
import { describePath, problemText, type ContentError, type ContentProblem } from "../contract/validate.ts";

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
  // A rule's own Arabic, then the Arabic written beside the check (said()), then zod's check by its issue code.
  return problem.arabic ?? arabicSaid(problem.message) ?? arabicOfIssue(problem.issue, problem.choices);
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

/** A copy warning (src/model/owner/copy-warnings.ts), placed as a problem is, with its own Arabic. */
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
