import type { Image, Project } from "~/model/contract/schema";
import { aspectName, sizesOf, sourceGroups, type PhotoSlot } from "./photo-slots";

/** What content places in an image slot: a page's slot (illustration, or the owner's photo) or a project photo. */
export type ContentImageSource = Image | Project["photos"][number];

export type PhotoSource = {
  type: string;
  media?: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
};

export type ResolvedImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** An owner photo (real work) rather than an illustration: only a photo may be called "our work". */
  photo: boolean;
  /** For owner photos, a source per format and crop for the slot; SVG illustrations are sharp at any size. */
  sources?: PhotoSource[];
};

/** The intrinsic size of every illustration (viewBox 0 0 1200 800). */
const illustrationSize = { width: 1200, height: 800 } as const;

/**
 * The build's files for each image reference in the content: an illustration's URL or an owner photo's encodings
 * (`images` of virtual:site-content, which the caller passes: a helper here reads no content module).
 */
export type ImageTable = Record<
  string,
  // `upload`: in the admin's preview, an owner photo Sveltia holds as one blob: URL (admin/preview/site-content.ts).
  { url: string; upload?: true } | { photo: Record<string, Record<"avif" | "webp", EncodedPhoto[]>> }
>;

/** One encoded file of a photo: its URL and pixel size. */
export type EncodedPhoto = { src: string; width: number; height: number };

/** A slot shows the owner's photo, with the photo's own alt, once one is set. */
export function imageOf(image: ContentImageSource, slot: PhotoSlot, table: ImageTable): ResolvedImage {
  if ("src" in image) return { ...resolveImage(image.src, slot, table), alt: image.alt };
  return image.photo
    ? { ...resolveImage(image.photo, slot, table), alt: image.photoAlt! }
    : { ...resolveImage(image.illustration, slot, table), alt: image.alt };
}

const formats = ["avif", "webp"] as const;

/**
 * An image reference from content (an illustration "fencing/1" or an upload "/photos/uploads/x.jpg") → its
 * files for the slot: for a photo, an AVIF and a WebP source per crop, each offering only the widths the
 * slot's boxes ask for (src/lib/photo-slots.ts), and the phone's largest WebP as the fallback `src`.
 */
export function resolveImage(ref: string, slot: PhotoSlot, table: ImageTable): Omit<ResolvedImage, "alt"> {
  const image = table[ref.replace(/^illustration:/, "")];
  if (!image) throw new Error(`No image for "${ref}"`);
  // An illustration's one SVG; in the admin's preview, an owner photo read from the file he chose (one blob: URL).
  if ("url" in image) return { src: image.url, ...illustrationSize, photo: "upload" in image };
  const sizes = sizesOf(slot);
  const sources = sourceGroups(slot).flatMap((group) => {
    const crop = image.photo[aspectName(group.aspect)];
    return formats.map((format) => {
      const files = group.widths.map((width) => {
        const file = crop?.[format].find((encoded) => encoded.width === width);
        // A photo narrower than a width is encoded no wider than itself: its widest file stands in.
        const fallback = crop?.[format].findLast((encoded) => encoded.width <= width);
        if (!file && !fallback) throw new Error(`No ${width} px ${format} of "${ref}" at ${aspectName(group.aspect)}`);
        return (file ?? fallback)!;
      });
      const unique = [...new Map(files.map((file) => [file.width, file])).values()];
      const widest = unique.at(-1)!;
      return {
        type: `image/${format}`,
        media: group.media,
        srcSet: unique.map((file) => `${file.src} ${file.width}w`).join(", "),
        sizes,
        width: widest.width,
        height: widest.height,
      };
    });
  });
  // The phone's WebP: what a browser without <picture> would show (none the site supports).
  const fallback = sources.find((source) => source.type === "image/webp")!;
  return {
    src: fallback.srcSet.split(", ").at(-1)!.split(" ")[0]!,
    width: fallback.width,
    height: fallback.height,
    photo: true,
    sources,
  };
}

/**
 * What the head preloads of a page's hero: the <picture>'s first source, the phone's AVIF, with its media, its
 * srcset and its sizes, so that the browser picks the same file from the preload as from the picture and
 * fetches it once, with the document's first requests instead of after the page's scripts. None for an
 * illustration (an SVG that is not the first screen's largest paint) or an upload in the admin's preview.
 */
export function heroPreload(image: ContentImageSource, slot: PhotoSlot, table: ImageTable): PhotoSource | undefined {
  return imageOf(image, slot, table).sources?.[0];
}
