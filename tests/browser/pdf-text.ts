// A printed page read back as text: Playwright's page.pdf(), then Poppler's pdftotext (Debian's poppler-utils,
// installed by scripts/ensure-chromium.js) with each line's box, so that a test checks what is on paper.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";

export type PrintedLine = { top: number; bottom: number; text: string };
export type PrintedPage = { height: number; lines: PrintedLine[] };

/** XML's entities decoded, and the bidirectional marks pdftotext writes around a run of another direction dropped. */
const unescape = (text: string) =>
  text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The page as printed on A4 (its own @page rules), page by page, each line with its top and bottom in points. */
export async function printedPages(page: Page): Promise<PrintedPage[]> {
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
  const dir = mkdtempSync(join(tmpdir(), "printed-"));
  try {
    const file = join(dir, "page.pdf");
    writeFileSync(file, pdf);
    const xml = execFileSync("/usr/bin/pdftotext", ["-bbox-layout", file, "-"], { encoding: "utf8" });
    return [...xml.matchAll(/<page width="[\d.]+" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, height, body]) => ({
      height: Number(height),
      lines: [
        ...body!.matchAll(/<line xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([\s\S]*?)<\/line>/g),
      ].map(([, top, bottom, words]) => ({
        top: Number(top),
        bottom: Number(bottom),
        text: [...words!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map(([, word]) => unescape(word!)).join(" "),
      })),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The tallest stretch of a sheet with no line on it, in points: between two lines, from the top margin, and, on
 * every sheet but the last, down to the bottom margin (`margins` in points, as the page's @page sets them).
 */
export function largestGap(pages: readonly PrintedPage[], margins: { top: number; bottom: number }) {
  return Math.max(
    ...pages.map((sheet, i) => {
      const lines = [...sheet.lines].sort((a, b) => a.top - b.top);
      const edges = [margins.top, ...lines.flatMap((line) => [line.top, line.bottom])];
      if (i < pages.length - 1) edges.push(sheet.height - margins.bottom);
      let gap = 0;
      // Pairs of (previous bottom, next top).
      for (let k = 0; k + 1 < edges.length; k += 2) gap = Math.max(gap, edges[k + 1]! - edges[k]!);
      return gap;
    }),
  );
}
