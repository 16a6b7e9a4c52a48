// Measures the AVIF and WebP quality the pages' photos are encoded at
// (src/lib/photo-slots.ts): for generated phone photos at a phone's widths,
// the lowest quality whose SSIM against the unencoded picture is within 0.01
// of what a JPEG at quality 80 (the long-standing web default, and sharp's)
// scores on the same picture. Prints a table; its figures go in the commit
// message that changes the qualities (docs/photos.md).
//   npm exec -- node scripts/photos/choose-quality.js
import sharp from "sharp";
import { phonePhotoPixels } from "./phone-photo.js";
import { ssim } from "./ssim.js";

const seeds = [1, 2, 3];
const shapes = [
  { width: 480, height: 320 },
  { width: 480, height: 160 },
];
const avifQualities = [30, 35, 40, 45, 50, 55, 60];
const webpQualities = [50, 55, 60, 65, 70, 75, 80, 85];

/** @type {Record<string, { ssim: number[], bytes: number[] }>} */
const scores = {};
const record = (/** @type {string} */ key, /** @type {number} */ value, /** @type {number} */ bytes) => {
  scores[key] ??= { ssim: [], bytes: [] };
  scores[key].ssim.push(value);
  scores[key].bytes.push(bytes);
};

for (const seed of seeds) {
  console.error(`photo ${seed}`);
  const { data, info } = phonePhotoPixels({ seed });
  // As the admin stores it: WebP 85 at 1600 px; the pages encode from that.
  const stored = await sharp(data, { raw: info }).webp({ quality: 85 }).toBuffer();
  for (const shape of shapes) {
    const resized = sharp(stored).resize({ ...shape, fit: "cover" });
    const reference = await resized.clone().removeAlpha().raw().toBuffer();
    const grade = async (/** @type {string} */ key, /** @type {Buffer} */ encoded) => {
      const decoded = await sharp(encoded).removeAlpha().raw().toBuffer();
      record(
        `${key} ${shape.width}×${shape.height}`,
        ssim(reference, decoded, shape.width, shape.height),
        encoded.length,
      );
    };
    await grade("jpeg 80", await resized.clone().jpeg({ quality: 80 }).toBuffer());
    for (const quality of avifQualities)
      await grade(`avif ${quality}`, await resized.clone().avif({ quality }).toBuffer());
    for (const quality of webpQualities)
      await grade(`webp ${quality}`, await resized.clone().webp({ quality }).toBuffer());
  }
}

const mean = (/** @type {number[]} */ values) => values.reduce((a, b) => a + b, 0) / values.length;
for (const shape of shapes) {
  const name = `${shape.width}×${shape.height}`;
  const target = mean(scores[`jpeg 80 ${name}`].ssim);
  console.log(
    `\n${name}: JPEG 80 scores SSIM ${target.toFixed(4)} at ${(mean(scores[`jpeg 80 ${name}`].bytes) / 1000).toFixed(1)} kB`,
  );
  for (const [format, qualities] of /** @type {const} */ ([
    ["avif", avifQualities],
    ["webp", webpQualities],
  ])) {
    let chosen;
    for (const quality of qualities) {
      const { ssim: values, bytes } = scores[`${format} ${quality} ${name}`];
      const score = mean(values);
      if (chosen === undefined && score >= target - 0.01) chosen = quality;
      console.log(`  ${format} ${quality}: SSIM ${score.toFixed(4)}, ${(mean(bytes) / 1000).toFixed(1)} kB`);
    }
    console.log(`  → ${format}: lowest quality within 0.01 of JPEG 80: ${chosen ?? "none"}`);
  }
}
