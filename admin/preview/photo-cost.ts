// What the owner's photos on the page he is editing will cost a phone once the build has converted them,
// shown beside the preview before he saves: the build's own warning (src/model/owner/photo-budgets.ts) on the
// file a 360 px phone at 2× fetches of each photo. The admin holds his upload (WebP, 1600 px), not the
// build's files, so it makes that file itself: his photo cut to the slot's crop and width on a canvas,
// encoded as WebP at the build's quality, and weighed as the AVIF the build serves a phone (its measured
// share of the WebP's bytes). A warning, never a refusal: the save goes ahead.
import type { ContentRecord } from "~/model/contract/check";
import { serviceSlugs } from "~/model/contract/pages";
import { photoWarnings, type PhonePhoto } from "~/model/owner/photo-budgets";
import { uploadFileName } from "~/model/contract/schema";
import { collectImages } from "~/model/contract/validate";
import {
  chosenWidth,
  photoQuality,
  photoSlots,
  referencePhone,
  sizesOf,
  sizesWidthAt,
  slotsOfField,
  sourceGroups,
} from "~/lib/photo-slots";

/**
 * The build's AVIF (quality 50) of a phone photo over its WebP (quality 70) at the same width: the median
 * over the photo site's files up to 480 px wide (npm run build:photos: 223 pairs, 0.60 to 1.09).
 */
export const avifShareOfWebp = 0.75;

/** A photo of the draft's page as a 360 px phone at 2× fetches it: the crop and width the build encodes. */
export type PhoneFile = { ref: string; alt: string; width: number; height: number; priority: boolean };

/** The slots that are a page's first photo, drawn with fetchpriority="high". */
const heroSlots = new Set(["homeHero", "serviceHero", "projectHero"]);

/** The kind of page a record is, for its photos' slots; none for a record without photo slots of its own. */
function kindOf(record: ContentRecord) {
  if (record.entry === "home") return "home";
  if (record.entry === "projects") return "project";
  if ((serviceSlugs as readonly string[]).includes(record.entry)) return "service";
  return undefined;
}

const at = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);

/** The owner's photos on the record's own page, each as the file a 360 px phone at 2× fetches. */
export function phoneFiles(record: ContentRecord): PhoneFile[] {
  const kind = kindOf(record);
  if (!kind) return [];
  const files: PhoneFile[] = [];
  for (const image of collectImages(record.data)) {
    if (!uploadFileName(image.ref)) continue;
    const field = image.path.slice(0, -1);
    // A project's first photo is also its card on the lists: on its own page, the hero.
    const name = slotsOfField(kind, field).find((slot) => slot !== "projectCard");
    if (!name) continue;
    const slot = photoSlots[name as keyof typeof photoSlots];
    const box = sizesWidthAt(sizesOf(slot), referencePhone);
    // A slot hidden on phones is never fetched there.
    if (box <= 0) continue;
    const group = sourceGroups(slot).find((g) => !g.media || referencePhone <= Number(/(\d+)px/.exec(g.media)?.[1]))!;
    const width = chosenWidth(group.widths, box, 2);
    const holder = at(record.data, field) as { alt?: string; photoAlt?: string };
    files.push({
      ref: image.ref,
      alt: holder.photoAlt ?? holder.alt ?? "",
      width,
      height: Math.round(width / group.aspect),
      priority: heroSlots.has(name),
    });
  }
  return files;
}

/** Bytes of a photo's phone file, or undefined when this browser cannot make it. */
export type Weigh = (file: PhoneFile) => Promise<number | undefined>;

/**
 * The warnings on the draft's page (photo-budgets.ts's, in the owner's words), from each photo's phone file
 * as `weigh` weighs it; `place` names the page.
 */
export async function photoCostWarnings(record: ContentRecord, place: string, weigh: Weigh) {
  const files = phoneFiles(record);
  const weighed = await Promise.all(files.map(weigh));
  const photos: PhonePhoto[] = files.flatMap((file, i) => {
    const bytes = weighed[i];
    return bytes === undefined
      ? []
      : [{ file: uploadFileName(file.ref) ?? file.ref, bytes, alt: file.alt, priority: file.priority }];
  });
  return photoWarnings(photos, { place, link: "", at: "" }).map((warning) => warning.item);
}

/**
 * Weighs a photo's phone file in this browser: the photo at `url(ref)` cut to the file's crop (centred, as the
 * build cuts it) and width, encoded as WebP at the build's quality, times avifShareOfWebp. A canvas that
 * cannot encode WebP (Safari's gives PNG) weighs nothing: no warning rather than a wrong one. Each file is
 * made once per photo and size.
 */
export function canvasWeigh(document: Document, url: (ref: string) => string | undefined): Weigh {
  const made = new Map<string, Promise<number | undefined>>();
  return (file) => {
    const src = url(file.ref);
    if (!src) return Promise.resolve(undefined);
    const key = `${src} ${file.width}x${file.height}`;
    let bytes = made.get(key);
    if (!bytes) {
      bytes = encode(document, src, file.width, file.height).catch(() => undefined);
      made.set(key, bytes);
    }
    return bytes;
  };
}

async function encode(document: Document, src: string, width: number, height: number) {
  const image = document.createElement("img");
  image.src = src;
  await image.decode();
  const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight);
  const [cropWidth, cropHeight] = [width / scale, height / scale];
  // An element's canvas, not an OffscreenCanvas: the upload's check of a WebP encoding (photo-conversion.ts)
  // watches those, and this is no upload.
  const canvas = document.createElement("canvas");
  Object.assign(canvas, { width, height });
  const context = canvas.getContext("2d")!;
  context.imageSmoothingQuality = "high";
  context.drawImage(
    image,
    (image.naturalWidth - cropWidth) / 2,
    (image.naturalHeight - cropHeight) / 2,
    cropWidth,
    cropHeight,
    0,
    0,
    width,
    height,
  );
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/webp", photoQuality.webp / 100));
  if (blob?.type !== "image/webp") return undefined;
  return Math.round(blob.size * avifShareOfWebp);
}
