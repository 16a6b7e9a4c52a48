import { images } from "virtual:site-content";
import type { Image, Project } from "~/model/schema";

/** What content places in an image slot: a page's slot (illustration, or the owner's photo) or a project photo. */
export type ContentImageSource = Image | Project["photos"][number];

export type ResolvedImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** An owner photo (real work) rather than an illustration: only a photo may be called "our work". */
  photo: boolean;
  /** Format → srcset, for owner photos; SVG illustrations are sharp at any size. */
  sources?: { type: string; srcSet: string }[];
};

/** The intrinsic size of every illustration (viewBox 0 0 1200 800). */
const illustrationSize = { width: 1200, height: 800 } as const;

/** The build's files for each image reference in the content (`images` of virtual:site-content). */
export type ImageTable = typeof images;

/** A slot shows the owner's photo, with the photo's own alt, once one is set. */
export function imageOf(image: ContentImageSource, table: ImageTable = images): ResolvedImage {
  if ("src" in image) return { ...resolveImage(image.src, table), alt: image.alt };
  return image.photo
    ? { ...resolveImage(image.photo, table), alt: image.photoAlt! }
    : { ...resolveImage(image.illustration, table), alt: image.alt };
}

/** An image reference from content (an illustration "fencing/1" or an upload "/photos/uploads/x.jpg") → its files. */
export function resolveImage(ref: string, table: ImageTable = images): Omit<ResolvedImage, "alt"> {
  const image = table[ref.replace(/^illustration:/, "")];
  if (!image) throw new Error(`No image for "${ref}"`);
  if ("url" in image) return { src: image.url, ...illustrationSize, photo: false };
  const { img, sources } = image.picture;
  return {
    src: img.src,
    width: img.w,
    height: img.h,
    photo: true,
    sources: Object.entries(sources)
      .filter(([format]) => format !== "jpeg")
      .map(([format, srcSet]) => ({ type: `image/${format}`, srcSet })),
  };
}
