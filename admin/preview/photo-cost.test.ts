import { describe, expect, test } from "vitest";
import { photoBudgets } from "~/model/owner/photo-budgets";
import { serviceSlugs } from "~/model/contract/pages";
import { phoneFiles, photoCostWarnings, type PhoneFile } from "./photo-cost";

// The admin's warning on what a draft's photos cost a phone, before the save. Records are made here: the
// owner's photos are his, and today's content has none.

const photo = (name: string, alt: string) => ({
  illustration: "fencing/1",
  alt: "رسم",
  photo: `/photos/uploads/${name}.webp`,
  photoAlt: alt,
});
const service = {
  entry: serviceSlugs[0],
  data: {
    hero: { image: photo("yard", "سور الفناء بعد التركيب") },
    sections: [
      { kind: "text", title: "نص" },
      { kind: "image", image: photo("gate", "البوابة") },
      // A drawing costs nothing the owner chose.
      { kind: "image", image: { illustration: "fencing/2", alt: "رسم" } },
    ],
  },
};
const project = {
  entry: "projects",
  slug: "villa",
  data: {
    photos: [
      { src: "/photos/uploads/cover.webp", alt: "الواجهة" },
      { src: "/photos/uploads/roof.webp", alt: "السقف" },
    ],
  },
};

// A 360 px phone: container-page leaves 328 px; a service hero is a 3:1 strip, a project's photos 3:2.
const phoneBox = 328;

describe("the files a 360 px phone at 2× fetches of the draft's photos", () => {
  test("a service page: its hero, first and cut to the strip, and its section's photo, drawings left out", () => {
    const [hero, section, ...others] = phoneFiles(service);
    expect(others).toEqual([]);
    expect(hero).toMatchObject({ ref: "/photos/uploads/yard.webp", alt: "سور الفناء بعد التركيب", priority: true });
    expect(hero!.width / phoneBox).toBeGreaterThanOrEqual(1);
    expect(hero!.width / phoneBox).toBeLessThanOrEqual(1.5);
    expect(hero!.width / hero!.height).toBeCloseTo(3, 1);
    expect(section).toMatchObject({ ref: "/photos/uploads/gate.webp", alt: "البوابة", priority: false });
    // Below the hero, photos are held to 1.25 image pixels per CSS pixel.
    expect(section!.width / (phoneBox - 2)).toBeLessThanOrEqual(1.25);
    expect(section!.width / section!.height).toBeCloseTo(3 / 2, 1);
  });

  test("a project page: its first photo is the hero, the others follow", () => {
    expect(phoneFiles(project).map((file) => [file.ref, file.priority])).toEqual([
      ["/photos/uploads/cover.webp", true],
      ["/photos/uploads/roof.webp", false],
    ]);
  });

  test("a record with no photo slot of its own has none", () => {
    expect(phoneFiles({ entry: "site", data: { logo: photo("logo", "الشعار") } })).toEqual([]);
  });
});

describe("the warning before the save", () => {
  const byRef = (bytes: Record<string, number | undefined>) => async (file: PhoneFile) =>
    bytes[file.ref.replace(/^.*\/|\.webp$/g, "")];
  const heavy = photoBudgets.firstViewPhotoKB * 1000 + 5000;

  test("a hero heavier than the first view allows: the page, the photo, its file and what to do, in Arabic", async () => {
    const [warning, ...others] = await photoCostWarnings(service, "«تركيب الأسوار»", byRef({ yard: heavy, gate: 10 }));
    expect(others).toEqual([]);
    expect(warning!.place).toBe("«تركيب الأسوار»");
    expect(warning!.reason).toContain("«سور الفناء بعد التركيب»");
    expect(warning!.reason).toContain("yard.webp");
    expect(warning!.reason).toContain(`${Math.round(heavy / 1000)} ك.ب`);
    expect(warning!.reason).toContain("اختر لها صورة أبسط");
  });

  test("photos heavier together than a page allows: the heaviest is named", async () => {
    const each = (photoBudgets.pagePhotosKB * 1000) / 2 + 1000;
    const [warning] = await photoCostWarnings(project, "«فيلا»", byRef({ cover: 10, roof: each * 2 }));
    expect(warning!.reason).toContain("«السقف»");
    expect(warning!.reason).toContain("roof.webp");
  });

  test("photos within budget, or a browser that cannot weigh them, give no warning", async () => {
    expect(await photoCostWarnings(service, "«تركيب الأسوار»", byRef({ yard: 20_000, gate: 30_000 }))).toEqual([]);
    expect(await photoCostWarnings(service, "«تركيب الأسوار»", byRef({}))).toEqual([]);
  });
});
