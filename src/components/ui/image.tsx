import { createContext, useContext } from "react";
// The build's table of encoded image files (not content: no words, the same for every page), as the default.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { images } from "virtual:site-content";
import { imageOf, type ContentImageSource, type ImageTable } from "~/lib/images";
import type { PhotoSlot } from "~/lib/photo-slots";
import { cn } from "~/lib/cn";

/** The files the build made for each image reference: the content's own, unless a test provides others. */
export const ImageFiles = createContext<ImageTable>(images);

/**
 * A content image in its slot (src/lib/photo-slots.ts): the slot's frame (aspect classes), and for a photo
 * the files and `sizes` of the slot's rendered box, with its intrinsic size (no layout shift). Below-the-fold
 * images are lazy; the one LCP candidate per page passes `priority`.
 */
export function ContentImage({
  image,
  slot,
  priority = false,
  className,
}: {
  image: ContentImageSource;
  slot: PhotoSlot;
  priority?: boolean;
  className?: string;
}) {
  const { src, width, height, alt, sources } = imageOf(image, slot, useContext(ImageFiles));
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto w-full object-cover", slot.className, className)}
    />
  );
  if (!sources?.length) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={`${source.media}${source.type}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      {img}
    </picture>
  );
}
