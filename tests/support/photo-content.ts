import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isSeq, parseDocument, stringify } from "yaml";
import sharp from "sharp";
import { phonePhotoPixels } from "../../scripts/photos/phone-photo.js";
import { serviceSlugs } from "../../src/model/contract/pages.ts";
import { fixtureContent } from "./fixture-content.ts";

/**
 * The photo site's projects: twenty, of six photos each, four with a before/after pair. Each project's first
 * photo (its card and its hero) is its own, so that the projects list shows twenty different thumbnails and
 * the audit sees which of them a phone loads; the other five and the pair are the same files in every project,
 * which weighs the same on each page and spares the build encoding a hundred more.
 */
export const photoProjects = 20;
const photosPerProject = 6;

/**
 * The service pages' heroes: this many photos, in turn. The build encodes a photo once per slot whatever the
 * number of pages showing it (the same file, the same widths), and one service page's hero weighs what
 * another's does, so nine files would measure nothing three do not.
 */
const serviceHeroes = 3;

/**
 * A project's first photo and the gallery's are stored this wide, not 1600 px: every file a phone fetches of
 * them (a project page's 480 px hero, a 128 px thumbnail) weighs within 2 % of the same file from the 1600 px
 * upload (measured on seeds 1 to 3; from 640 px wide, 25 % less), and the build reads and decodes thirty-two
 * photos a third the size.
 */
const smallWidth = 960;
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

  // The shipped settings' analytics (none), not the fixture's Plausible: the audit's browsers reach no other
  // origin, and Plausible's failed request is a console error that costs Lighthouse's best-practices score.
  const site = join(content, "site.yml");
  const settings = parseDocument(readFileSync(site, "utf8"));
  settings.setIn(["analytics", "service"], "none");
  writeFileSync(site, settings.toString({ lineWidth: 0 }));

  // Every slot of the home page and the service pages shows a photo.
  for (const file of ["home", ...serviceSlugs]) {
    const path = join(content, "pages", `${file}.yml`);
    const doc = parseDocument(readFileSync(path, "utf8"));
    const withPhoto = (keys: (string | number)[], name: string, width?: number) => {
      const image = doc.getIn(keys);
      if (!isMap(image)) return;
      doc.setIn([...keys, "photo"], photos.named(name, width));
      doc.setIn([...keys, "photoAlt"], `صورة من موقع العمل: ${name}`);
    };
    const hero =
      file === "home"
        ? "home-hero"
        : `service-hero-${((serviceSlugs as readonly string[]).indexOf(file) % serviceHeroes) + 1}`;
    withPhoto(["hero", "image"], hero);
    const sections = doc.getIn(["sections"]);
    let images = 0;
    if (isSeq(sections))
      sections.items.forEach((_, i) => {
        if (doc.getIn(["sections", i, "kind"]) === "image") withPhoto(["sections", i, "image"], `section-${images++}`);
      });
    const gallery = doc.getIn(["gallery", "items"]);
    if (isSeq(gallery))
      gallery.items.forEach((_, i) => withPhoto(["gallery", "items", i, "image"], `gallery-${i}`, smallWidth));
    writeFileSync(path, doc.toString({ lineWidth: 0 }));
  }

  // Twenty projects of six photos each, replacing the fixture's one.
  const projects = join(content, "projects");
  for (const file of readdirSync(projects)) rmSync(join(projects, file));
  for (let p = 0; p < photoProjects; p++) {
    const slug = `photo-project-${p + 1}`;
    const photo = (name: string, width?: number) => ({
      src: photos.named(name, width),
      alt: `صورة من موقع المشروع رقم ${p + 1}`,
    });
    const project = {
      title: `مشروع مصوّر رقم ${p + 1}`,
      service: serviceSlugs[p % serviceSlugs.length],
      district: districts[p % districts.length],
      year: 2020 + (p % 6),
      size: { value: 200 + 40 * p, unit: "sqm" },
      duration: "4 أسابيع",
      clientType: "شركة",
      story: "مشروع نفذناه وصوّرناه بالجوال في كل مرحلة، من تجهيز الموقع حتى التسليم.",
      photos: Array.from({ length: photosPerProject }, (_, i) =>
        i ? photo(`project-photo-${i}`) : photo(`${slug}-cover`, smallWidth),
      ),
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
    /** The photo of this name, `width` px wide (the admin stores uploads at 1600): made on first use. */
    named(name: string, width = 1600) {
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
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 85 })
            .toFile(join(uploads, file)),
        ),
      );
      return names.get(name)!;
    },
    done: () => Promise.all(made),
  };
}
