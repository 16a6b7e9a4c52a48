// What the owner's photos cost a phone, measured on the published pages: the photo in a page's first view
// and all of a page's photos scrolled to its end, in the files a 360 px phone at 2× fetches (the pages'
// own sizes and srcsets, src/lib/photo-slots.ts). The build has converted them already: a photo past its
// budget is one whose detail (leaves, gravel, noise in a dim shot) no encoder can make light. A miss is a
// warning in the owner's build report and the admin's publish panel, never a refusal. The audit measures
// the same pages over the wire on the photo site (docs/quality.md).
import { chosenWidth, referencePhone, sizesWidthAt } from "../../lib/photo-slots.ts";
import type { OwnerItem } from "./owner-messages.ts";

export const photoBudgets = {
  /**
   * The first view's photo, kB: a page's first view is at most 80 kB on a phone (the audit's photo site), and
   * its words, styles, fonts and script take up to 50 of them.
   */
  firstViewPhotoKB: 30,
  /** A page's photos scrolled to its end, kB: a project page of six photos is at most 150 kB, 50 of them not photos. */
  pagePhotosKB: 100,
} as const;

/** A photo as a phone at 2× fetches it: the file, its bytes, its description, and whether it is the page's first. */
export type PhonePhoto = { file: string; bytes: number; alt: string; priority: boolean };

/** A <picture> of a built page, as the build's parse located it: the attributes of its <source>s and its <img>. */
export type Picture = { sources: readonly Readonly<Record<string, string>>[]; img: Readonly<Record<string, string>> };

/**
 * The photos of a page's pictures as a 360 px phone at 2× fetches them: per <picture>, the AVIF source the
 * phone's media matches and the width it picks for the box its sizes give. `bytes` of a file in the build.
 */
export function phonePhotos(pictures: readonly Picture[], bytes: (file: string) => number | undefined): PhonePhoto[] {
  const photos: PhonePhoto[] = [];
  for (const { sources, img } of pictures) {
    const avif = sources.find((source) => {
      if (source.type !== "image/avif") return false;
      const max = source.media && /max-width:\s*(\d+)px/.exec(source.media)?.[1];
      return !max || referencePhone <= Number(max);
    });
    if (!avif) continue;
    const box = sizesWidthAt(avif.sizes ?? "100vw", referencePhone);
    // A slot hidden on phones (a zero box) is never fetched there.
    if (box <= 0) continue;
    const candidates = (avif.srcset ?? "").split(/,\s*/).map((candidate) => {
      const [file = "", width = "0w"] = candidate.trim().split(/\s+/);
      return { file, width: parseInt(width) };
    });
    const width = chosenWidth(
      candidates.map((candidate) => candidate.width),
      box,
      2,
    );
    const file = candidates.find((candidate) => candidate.width === width)!.file;
    photos.push({ file, bytes: bytes(file) ?? 0, alt: img.alt ?? "", priority: img.fetchpriority === "high" });
  }
  return photos;
}

/** The upload a built file came from: the build names a photo's files after it ("/assets/yard.Ab3_x-9Q.avif"). */
export const uploadOf = (file: string) => /\/assets\/([^/]+)\.[\w-]{8}\.avif$/.exec(file)?.[1] ?? file;

const kB = (bytes: number) => (bytes / 1000).toFixed(0);

/**
 * The page's photo warnings, each with the photo and what to do, in the owner's words. `item` is the page's
 * owner item (its place and admin link), as the other budgets on his words give it.
 */
export function photoWarnings(
  photos: readonly PhonePhoto[],
  item: Omit<OwnerItem, "reason">,
): { figure: string; value: number; limit: number; item: OwnerItem }[] {
  const warnings = [];
  const first = photos.find((photo) => photo.priority);
  const limit = photoBudgets.firstViewPhotoKB * 1000;
  if (first && first.bytes > limit)
    warnings.push({
      figure: "firstViewPhotoKB",
      value: first.bytes / 1000,
      limit: photoBudgets.firstViewPhotoKB,
      item: {
        ...item,
        reason:
          `صورة أعلى الصفحة «${first.alt}» (الملف ${uploadOf(first.file)}) ثقيلة على الجوال حتى بعد تحويلها: ` +
          `${kB(first.bytes)} ك.ب والحد ${photoBudgets.firstViewPhotoKB} ك.ب، فتتأخر الصفحة في الظهور. ` +
          `اختر لها صورة أبسط: في ضوء النهار، أقل تفاصيل دقيقة (حصى، أوراق، ازدحام)، أو قصّها على العمل نفسه`,
      },
    });
  const total = photos.reduce((sum, photo) => sum + photo.bytes, 0);
  if (total > photoBudgets.pagePhotosKB * 1000) {
    const heaviest = [...photos].sort((a, b) => b.bytes - a.bytes)[0]!;
    warnings.push({
      figure: "pagePhotosKB",
      value: total / 1000,
      limit: photoBudgets.pagePhotosKB,
      item: {
        ...item,
        reason:
          `صور الصفحة معًا ثقيلة على الجوال: ${kB(total)} ك.ب والحد ${photoBudgets.pagePhotosKB} ك.ب، ` +
          `وأثقلها «${heaviest.alt}» (الملف ${uploadOf(heaviest.file)}، ${kB(heaviest.bytes)} ك.ب). ` +
          `احذف الصور المتشابهة واترك أوضحها، أو اختر صورًا أبسط`,
      },
    });
  }
  return warnings;
}
