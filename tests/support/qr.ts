import jsQR from "jsqr";
import sharp from "sharp";
import { quietZone, type QrCode } from "../../src/lib/qr";

// QR codes read back as a phone's camera would: rasterised, then decoded by jsQR
// (a decoder of its own, not the library that drew them).

/** A picture of a QR code (a PNG screenshot, say), decoded; undefined when no code is found. */
export async function decodeQrImage(image: Buffer) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/** An <svg> element's markup as a page renders it, drawn 400 px wide on white and decoded. */
export async function decodeQrSvg(markup: string) {
  const svg = markup
    .replace(/^<svg(?![^>]*xmlns=)/, '<svg xmlns="http://www.w3.org/2000/svg"')
    .replace(/^<svg(?![^>]*\swidth=)/, '<svg width="400" height="400"');
  const png = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png().toBuffer();
  return decodeQrImage(png);
}

/** A code from src/lib/qr.ts, drawn black on white with its quiet zone, decoded. */
export function decodeQr({ size, path }: QrCode) {
  const side = size + 2 * quietZone;
  return decodeQrSvg(
    `<svg viewBox="${-quietZone} ${-quietZone} ${side} ${side}" shape-rendering="crispEdges"><path d="${path}" fill="#000"/></svg>`,
  );
}
