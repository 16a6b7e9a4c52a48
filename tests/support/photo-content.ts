import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isSeq, parseDocument, stringify } from "yaml";
import sharp from "sharp";
import { phonePhotoPixels } from "../../scripts/photos/phone-photo.js";
import { serviceSlugs } from "../../src/model/pages.ts";
import { fixtureContent } from "./fixture-content.ts";

/**
 * The photo site's projects: twenty, of six photos each, four with a before/after pair. Each project's first
 * photo (its card and its hero) is its own; the other five and the pair are the same files in every project,
 * which weighs the same on each page and spares the build encoding a hundred more.
 */
export const photoProjects = 20;
const photosPerProject = 6;
const districts = ["حي السلي", "حي النرجس", "حي الملقا", "حي العارض", "حي المصيف"];

/**
 * The photo site: the fixture content (tests/support/fixture-content.ts) with the owner's phone photos in every
 * slot: the hero of the home page and of every service page, every image section and the gallery, and twenty
 * projects of six photos each, four of them with a before/after pair. The photos are made here from a seed
 * (scripts/photos/phone-photo.js), stored as the admin stores an upload (WebP 85, 1600 px): never downloaded,
 * never committed. Returns the content folder. The audit builds and measures it (docs/quality.md).
 */
export async function photoContent(base: string) {
  const content = fixtureContent(base);
  const uploads = join(base, "photos/uploads");
  mkdirSync(uploads, { recursive: true });
  const photos = await photoMaker(uploads);

  // Every slot of the home page and the service pages shows a photo.
  for (const file of ["home", ...serviceSlugs]) {
    const path = join(content, "pages", `${file}.yml`);
    const doc = parseDocument(readFileSync(path, "utf8"));
    const withPhoto = (keys: (string | number)[], name: string) => {
      const image = doc.getIn(keys);
      if (!isMap(image)) return;
      doc.setIn([...keys, "photo"], photos.named(name));
      doc.setIn([...keys, "photoAlt"], `صورة من موقع العمل: ${name}`);
    };
    withPhoto(["hero", "image"], `${file}-hero`);
    const sections = doc.getIn(["sections"]);
    let images = 0;
    if (isSeq(sections))
      sections.items.forEach((_, i) => {
        if (doc.getIn(["sections", i, "kind"]) === "image") withPhoto(["sections", i, "image"], `section-${images++}`);
      });
    const gallery = doc.getIn(["gallery", "items"]);
    if (isSeq(gallery)) gallery.items.forEach((_, i) => withPhoto(["gallery", "items", i, "image"], `gallery-${i}`));
    writeFileSync(path, doc.toString({ lineWidth: 0 }));
  }

  // Twenty projects of six photos each, replacing the fixture's one.
  const projects = join(content, "projects");
  for (const file of readdirSync(projects)) rmSync(join(projects, file));
  for (let p = 0; p < photoProjects; p++) {
    const slug = `photo-project-${p + 1}`;
    const photo = (name: string) => ({ src: photos.named(name), alt: `صورة من موقع المشروع رقم ${p + 1}` });
    const project = {
      title: `مشروع مصوّر رقم ${p + 1}`,
      service: serviceSlugs[p % serviceSlugs.length],
      district: districts[p % districts.length],
      year: 2020 + (p % 6),
      size: { value: 200 + 40 * p, unit: "sqm" },
      duration: "4 أسابيع",
      clientType: "شركة",
      story: "مشروع نفذناه وصوّرناه بالجوال في كل مرحلة، من تجهيز الموقع حتى التسليم.",
      photos: Array.from({ length: photosPerProject }, (_, i) => photo(i ? `project-photo-${i}` : `${slug}-cover`)),
      ...(p < 4 ? { beforeAfter: [{ before: photo("before"), after: photo("after") }] } : {}),
      featured: p < 3,
    };
    writeFileSync(join(projects, `${slug}.yml`), stringify(project, { lineWidth: 0 }));
  }
  await photos.done();
  return content;
}

/**
 * Phone photos by name: a few are made from a seed (a second or more each), and each name gets its own
 * variant of one (mirrored, its colours turned), so that every photo is a file of its own that weighs what
 * a phone photo does.
 */
async function photoMaker(uploads: string, bases = 6) {
  const made: Promise<unknown>[] = [];
  const originals = Array.from({ length: bases }, (_, seed) => {
    const { data, info } = phonePhotoPixels({ seed: seed + 1 });
    return sharp(data, { raw: info }).png({ compressionLevel: 0 }).toBuffer();
  });
  const names = new Map<string, string>();
  return {
    /** The photo of this name: made on first use. */
    named(name: string) {
      const known = names.get(name);
      if (known) return known;
      const n = names.size;
      const file = `${name}.webp`;
      names.set(name, `/photos/uploads/${file}`);
      made.push(
        originals[n % bases]!.then((original) =>
          sharp(original)
            .flop(Math.floor(n / bases) % 2 === 1)
            .modulate({ hue: (Math.floor(n / (2 * bases)) * 37) % 360, brightness: 0.9 + (n % 5) * 0.05 })
            .webp({ quality: 85 })
            .toFile(join(uploads, file)),
        ),
      );
      return names.get(name)!;
    },
    done: () => Promise.all(made),
  };
}
