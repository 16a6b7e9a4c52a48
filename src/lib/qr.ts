import QRCode from "qrcode";

// A QR code drawn at build time as one SVG path, so the printed poster
// (/review-poster) needs no script and no request to another site.

/** The blank margin a reader needs around the code, in modules (ISO/IEC 18004). */
export const quietZone = 4;

/** The dark modules of `text`'s QR code as one path of 1-module-high runs, on a grid `size` modules square. */
export function qrCode(text: string) {
  // Level M: still reads with a crease or a smudge on a printed sheet, at a size that stays coarse.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size } = modules;
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules.get(row, col)) continue;
      let run = 1;
      while (col + run < size && modules.get(row, col + run)) run++;
      path += `M${col} ${row}h${run}v1h-${run}z`;
      col += run - 1;
    }
  }
  return { size, path };
}

export type QrCode = ReturnType<typeof qrCode>;
