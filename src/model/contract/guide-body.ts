// Rules and measures of a guide's Markdown body that need no Markdown parser:
// the build checks them with the rest of the content, with the line of each problem.
import { uploadFileName } from "./schema.ts";
import { said } from "./check-messages.ts";

const headingsMessage = said(
  "a guide's headings start at ## (the title is the page's only # heading)",
  "عناوين الدليل تبدأ من «عنوان 2»: غيّر «عنوان 1» إلى «عنوان 2»",
);
const shortcodeMessage = said(
  "the only shortcode is {{prices:<service>}}, alone on its line",
  "اكتب {{prices:اسم-الخدمة}} وحدها في سطر مستقل",
);
const imageAlt = "الصورة في النص تحتاج وصفًا: اكتب ما تظهره في خانة الوصف";
const imageUpload = "الصورة في النص ليست مرفوعة: ارفعها من زر الصورة في المحرر";
const imageMissing = "الصورة في النص غير موجودة بين الصور المرفوعة: ارفعها من جديد من زر الصورة في المحرر";

/** A line holding only `{{prices:fencing}}` shows that service's price list, read from its page at build time. */
export const priceShortcode = /^\{\{\s*prices:([a-z-]+)\s*\}\}$/;

const image = /!\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g;

export type BodyProblem = { line: number; message: string };

/**
 * What the build refuses in a body: a level-1 heading (the page's h1 is the
 * title), a price list of a service without one, an image without alt text,
 * not uploaded, or inside a paragraph (only a picture on its own line goes
 * through the responsive pipeline).
 */
export function bodyProblems(
  body: string,
  { pricedServices, imageExists }: { pricedServices: readonly string[]; imageExists: (ref: string) => boolean },
): BodyProblem[] {
  const problems: BodyProblem[] = [];
  let fenced = false;
  body.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line.startsWith("```")) fenced = !fenced;
    if (fenced) return;
    const at = i + 1;
    if (/^#\s/.test(line)) problems.push({ line: at, message: headingsMessage });
    const shortcode = priceShortcode.exec(line);
    if (shortcode && !pricedServices.includes(shortcode[1]!))
      problems.push({
        line: at,
        message: said(
          `{{prices:${shortcode[1]}}} names no service with a price list`,
          `{{prices:${shortcode[1]}}} لا تشير إلى خدمة لها قائمة أسعار: اكتب اسم خدمة مثل fencing`,
        ),
      });
    if (!shortcode && /\{\{/.test(line)) problems.push({ line: at, message: shortcodeMessage });
    for (const match of line.matchAll(image)) {
      const [whole, alt, src] = match;
      if (!alt!.trim())
        problems.push({
          line: at,
          message: said(`the image ${src} needs alt text describing what it shows`, imageAlt),
        });
      if (!uploadFileName(src!))
        problems.push({
          line: at,
          message: said(`the image ${src} must be uploaded (a /photos/uploads/ path)`, imageUpload),
        });
      else if (!imageExists(src!))
        problems.push({ line: at, message: said(`the image ${src} is not in photos/uploads/`, imageMissing) });
      if (whole !== line)
        problems.push({
          line: at,
          message: said(`the image ${src} must stand alone on its own line`, "ضع الصورة في سطر وحدها"),
        });
    }
  });
  return problems;
}

/** The uploaded pictures a body shows, for the build's image pipeline. */
export const bodyImages = (body: string) =>
  [...body.matchAll(image)].map((match) => match[2]!).filter((src) => uploadFileName(src));

/** Reading time at about 180 words a minute, a careful pace for Arabic prose, never under a minute. */
export function readingMinutes(body: string) {
  const words = body
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[#*_>|`[\]()!-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 180));
}
