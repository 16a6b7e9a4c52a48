import { widthLadder } from "../../src/lib/photo-slots";

/**
 * An upload's files as the build encodes them (scripts/build/content-plugin.ts): every crop the slots use, at
 * every width of the ladder, in AVIF and WebP. For component tests: today's content has no owner photo.
 */
export function encodedPhoto(name: string) {
  const crops = { "1:1": 1, "3:2": 3 / 2, "5:2": 5 / 2, "3:1": 3 };
  const files = (aspect: string, ratio: number, format: string) =>
    widthLadder.map((width) => ({
      src: `/assets/${name}-${aspect.replace(":", "x")}-${width}.${format}`,
      width,
      height: Math.round(width / ratio),
    }));
  return {
    photo: Object.fromEntries(
      Object.entries(crops).map(([aspect, ratio]) => [
        aspect,
        { avif: files(aspect, ratio, "avif"), webp: files(aspect, ratio, "webp") },
      ]),
    ),
  };
}
