import { images } from "virtual:site-content";
import type { ResolvedImage } from "~/content/prepared";

/** The intrinsic size of every illustration (viewBox 0 0 1200 800). */
const illustrationSize = { width: 1200, height: 800 } as const;

/** An image reference from content (an illustration "fencing/1" or an upload "/images/uploads/x.jpg") → its files. */
export function resolveImage(ref: string): ResolvedImage {
  const image = images[ref.replace(/^illustration:/, "")];
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
