import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseDocument } from "yaml";
import { buildProject, copyProject } from "./support";

// Proves the owner's photo path end to end, as the admin does it: a photo
// uploaded to photos/uploads/ and chosen for a slot in the YAML replaces that
// slot's illustration with no code change, shows the photo's own alt text, and
// the build emits responsive AVIF and WebP with sizes.
let project: string;
const photoAlt = "صورة اختبار: أرض محاطة بسور صاج";
let html: string;

beforeAll(async () => {
  project = copyProject("photo-build-");
  mkdirSync(join(project, "photos/uploads"), { recursive: true });
  // A 2000×1333 photo-like fixture: a gradient with some shapes, so encoders have real work.
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1333"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#9cc3dc"/><stop offset="1" stop-color="#e9d8b9"/></linearGradient></defs><rect width="2000" height="1333" fill="url(#g)"/><rect x="200" y="700" width="1600" height="300" fill="#8a8f96"/><circle cx="1600" cy="260" r="120" fill="#f5a524"/></svg>`,
  );
  await sharp(scene).jpeg({ quality: 85 }).toFile(join(project, "photos/uploads/fencing-site.jpg"));
  const page = join(project, "content/pages/fencing.yml");
  const doc = parseDocument(readFileSync(page, "utf8"));
  doc.setIn(["hero", "image", "photo"], "/images/uploads/fencing-site.jpg");
  doc.setIn(["hero", "image", "photoAlt"], photoAlt);
  writeFileSync(page, doc.toString());

  html = readFileSync(join(buildProject(project), "fencing/index.html"), "utf8");
}, 180_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("owner photos", () => {
  test("replace the slot's illustration with a responsive <picture>", () => {
    const picture = /<picture>([\s\S]*?)<\/picture>/.exec(html)?.[1];
    expect(picture).toBeDefined();
    const avif = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/i.exec(picture!);
    const webp = /<source type="image\/webp" srcSet="([^"]+)" sizes="([^"]+)"/i.exec(picture!);
    expect(avif).not.toBeNull();
    expect(webp).not.toBeNull();
    for (const set of [avif![1]!, webp![1]!]) {
      const widths = set.split(",").map((candidate) => Number(/ (\d+)w$/.exec(candidate.trim())?.[1]));
      expect(widths).toEqual([320, 480, 800, 1200, 1600]);
    }
    expect(avif![2]).toMatch(/vw|px/);
  });

  test("the fallback <img> keeps the photo's aspect ratio in width and height, and stays the eager LCP image", () => {
    const img = /<picture>[\s\S]*?(<img[^>]*>)[\s\S]*?<\/picture>/.exec(html)?.[1] ?? "";
    const width = Number(/width="(\d+)"/.exec(img)?.[1]);
    const height = Number(/height="(\d+)"/.exec(img)?.[1]);
    expect(width).toBeGreaterThan(0);
    expect(width / height).toBeCloseTo(2000 / 1333, 2);
    expect(img).toMatch(/loading="eager"/);
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(img).toContain(`alt="${photoAlt}"`);
  });

  test("every generated file exists and is really AVIF or WebP", async () => {
    const urls = new Set([...html.matchAll(/(\/assets\/[^" ,]+\.(avif|webp))/g)].map((m) => m[1]!));
    expect(urls.size).toBe(10); // 5 widths × 2 formats
    for (const url of urls) {
      const file = join(project, "build/client", url);
      const { format } = await sharp(file).metadata();
      expect(url.endsWith(".avif") ? "heif" : "webp").toBe(format);
    }
  });

  test("slots without a photo keep their illustration", () => {
    expect(html).toMatch(/<img[^>]+src="\/assets\/2-[^"]+\.svg"/);
  });
});
