import { createContext, useContext } from "react";
// The build's table of encoded image files (not content: no words, the same for every page), as the default.
// eslint-disable-next-line no-restricted-imports
import { images } from "virtual:site-content";
import { imageOf, type ContentImageSource, type ImageTable } from "~/lib/images";
import { cn } from "~/lib/cn";

/** The files the build made for each image reference: the content's own, unless a test provides others. */
export const ImageFiles = createContext<ImageTable>(images);

/**
 * A content image with its intrinsic size (no layout shift). Below-the-fold
 * images are lazy; the one LCP candidate per page passes `priority`.
 */
export function ContentImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ContentImageSource;
  /** The displayed width, for photo srcsets; illustrations are SVG and ignore it. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { src, width, height, alt, sources } = imageOf(image, useContext(ImageFiles));
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto w-full object-cover", className)}
    />
  );
  if (!sources?.length) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
