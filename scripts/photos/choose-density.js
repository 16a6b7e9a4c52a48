// Measures what a photo's density costs the eye on a phone (src/lib/photo-slots.ts, densityCap): for
// generated phone photos in a 328 px box (a 360 px phone's content width) on a 2× screen, each width's
// AVIF (at the chosen quality) as the screen shows it, scaled to 656 px, against the unencoded photo at
// 656 px: SSIM and bytes per density. Its figures go in the commit message that changes the cap.
//   npm exec -- node scripts/photos/choose-density.js
import sharp from "sharp";
import { phonePhotoPixels } from "./phone-photo.js";
import { ssim } from "./ssim.js";

const box = 328;
const screen = { width: box * 2, height: Math.round((box * 2) / 1.5) };
const widths = [320, 400, 480, 560, 656];
const quality = Number(process.argv[2] ?? 55);
/** @type {Record<number, { ssim: number[], bytes: number[] }>} */
const scores = {};
for (const seed of [1, 2, 3]) {
  const { data, info } = phonePhotoPixels({ seed });
  const stored = await sharp(data, { raw: info }).webp({ quality: 85 }).toBuffer();
  const reference = await sharp(stored)
    .resize({ ...screen, fit: "cover" })
    .removeAlpha()
    .raw()
    .toBuffer();
  for (const width of widths) {
    const encoded = await sharp(stored)
      .resize({ width, height: Math.round(width / 1.5), fit: "cover" })
      .avif({ quality })
      .toBuffer();
    const shown = await sharp(encoded).resize(screen).removeAlpha().raw().toBuffer();
    scores[width] ??= { ssim: [], bytes: [] };
    scores[width].ssim.push(ssim(reference, shown, screen.width, screen.height));
    scores[width].bytes.push(encoded.length);
  }
}
const mean = (/** @type {number[]} */ values) => values.reduce((a, b) => a + b, 0) / values.length;
for (const width of widths) {
  const { ssim: values, bytes } = scores[width];
  console.log(
    `${width} px (${(width / box).toFixed(2)}×): SSIM ${mean(values).toFixed(4)} on a 2× screen, ${(mean(bytes) / 1000).toFixed(1)} kB`,
  );
}
