import QRCode from "qrcode";
import { describe, expect, test } from "vitest";
import { decodeQr } from "../../tests/support/qr";
import { qrCode } from "./qr";

describe("qrCode", () => {
  // Any link: the poster's own is the owner's, tested on the page (src/components/pages/review-poster-page.test.tsx).
  const link = "https://g.page/r/CQx3abcdEFGHEBM/review";

  test("decodes back to the text it was made from", async () => {
    expect(await decodeQr(qrCode(link))).toBe(link);
  });

  test("draws exactly the dark modules of the qrcode library's own encoding", () => {
    const { modules } = QRCode.create(link, { errorCorrectionLevel: "M" });
    const { size, path } = qrCode(link);
    expect(size).toBe(modules.size);
    const drawn = new Set<string>();
    for (const [, col, row, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
      for (let i = 0; i < Number(run); i++) drawn.add(`${Number(row)},${Number(col) + i}`);
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++) expect(drawn.has(`${row},${col}`)).toBe(Boolean(modules.get(row, col)));
  });
});
