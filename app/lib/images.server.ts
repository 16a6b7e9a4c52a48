import type { Picture } from "imagetools-core";
import type { ResolvedImage } from "~/content/prepared";

// Owner photos win over illustrations: dropping photos/fencing/1.jpg replaces
// the fencing/1 illustration with no code change. The glob queries make
// vite-imagetools emit AVIF and WebP in several widths at build time.
const photos = import.meta.glob<Picture>("/photos/*/*.{jpg,jpeg,png,webp}", {
  eager: true,
  import: "default",
  query: { w: "320;480;800;1200;1600", format: "avif;webp;jpeg", as: "picture" },
});

const illustrations = import.meta.glob<string>("/app/assets/illustrations/*/*.svg", {
  eager: true,
  import: "default",
  query: "?url",
});

/** The intrinsic size of every illustration (viewBox 0 0 1200 800). */
const illustrationSize = { width: 1200, height: 800 } as const;

function photoFor(src: string) {
  const prefix = `/photos/${src}.`;
  const key = Object.keys(photos).find((path) => path.startsWith(prefix));
  return key ? photos[key] : undefined;
}

export function resolveImage(src: string): ResolvedImage {
  const photo = photoFor(src);
  if (photo) {
    return {
      src: photo.img.src,
      width: photo.img.w,
      height: photo.img.h,
      sources: Object.entries(photo.sources)
        .filter(([format]) => format !== "jpeg")
        .map(([format, srcSet]) => ({ type: `image/${format}`, srcSet })),
    };
  }
  const illustration = illustrations[`/app/assets/illustrations/${src}.svg`];
  if (!illustration) throw new Error(`No image for "${src}"`);
  return { src: illustration, ...illustrationSize };
}
