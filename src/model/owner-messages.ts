// The build's content errors worded for the owner: each problem names the page
// and the field as the admin's forms label them (scripts/build/admin-labels.ts),
// beside the file and line a developer needs, with no stack trace.
import {
  collectionLabels,
  fieldLabels,
  fileLabels,
  kindLabels,
  pathLabels,
  singularLabels,
} from "../../scripts/build/admin-labels.ts";
import {
  describePath,
  exampleMessage,
  problemText,
  unknownField,
  type ContentError,
  type ContentProblem,
} from "./validate.ts";

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
  return fileLabels[entry] ?? entry;
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

/** Arabic for the messages an owner meets most; the English stays beside it for the developer. */
function arabicOf(message: string) {
  if (message === exampleMessage) return "قيمة مثال لا تقبلها النسخة المنشورة: اكتب القيمة الحقيقية";
  if (message === unknownField) return "حقل غير معروف: خطأ في اسمه أو في غير مكانه";
  if (message.startsWith("example: true")) return "سجل مثال: احذفه، أو أزل علامة «مثال توضيحي» إن كان عملًا حقيقيًا";
  if (message === "must not be empty") return "لا يجوز أن يكون فارغًا";
  if (/received undefined$/.test(message)) return "حقل مطلوب لم يُملأ";
  if (/is not in photos\/uploads/.test(message)) return "الصورة غير موجودة: ارفعها من لوحة التحرير";
  if (/^a delivered project shows real photos/.test(message)) return "المشروع المنفّذ يحتاج صورًا حقيقية: ارفع صورة";
  return undefined;
}

/** One problem: file and line, then the page and field in the admin's words, then the reason. */
export function ownerProblemText(problem: ContentProblem) {
  const page = pageLabel(problem.entry, problem.data);
  if (!page) return problemText(problem);
  const field = problem.path?.length ? fieldLabel(problem.entry!, problem.path, problem.data) : undefined;
  const arabic = arabicOf(problem.message);
  return [
    `${problem.at} · ${[page, field].filter(Boolean).join(" › ")}: ${arabic ? `${arabic} / ` : ""}${problem.message}`,
    // The developer's name for the field, to search the file with.
    problem.path?.length ? `    (${describePath(problem.path, problem.data)})` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

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
