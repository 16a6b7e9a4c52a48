import { describe, expect, test } from "vitest";
import {
  chosenWidth,
  densityCap,
  photoSlots,
  projectCardSlot,
  sizesOf,
  sizesWidthAt,
  slotsOfField,
  sourceGroups,
  type PhotoSlot,
} from "./photo-slots";

const sizesAt = sizesWidthAt;
const chosen = chosenWidth;

/** The group a viewport's browser uses: the first whose media matches. */
function groupAt(slot: PhotoSlot, viewport: number) {
  return sourceGroups(slot).find((group) => !group.media || viewport <= Number(/(\d+)px/.exec(group.media)![1]))!;
}

// Each slot's box at 360, 1024 and 1280 px, from the CSS its component gives it: container-page
// (src/styles/app.css) is the viewport less 16 px a side, 24 from 640 px, 32 from 1024 px, at most 1152 px wide
// (max-w-6xl), and from 768 px its end side is max(2rem, 6rem - (100vw - 72rem) / 2) from 1280 px and 6rem
// below; grids and gaps as noted. The photo audit measures the same boxes in Chromium (photoBoxMisses).
const container = (viewport: number) => {
  const start = viewport >= 1024 ? 32 : viewport >= 640 ? 24 : 16;
  const end = viewport >= 1280 ? Math.max(32, 96 - (viewport - 1152) / 2) : viewport >= 768 ? 96 : start;
  return Math.min(viewport, 1152) - start - end;
};
const columns = (width: number, count: number, gap: number) => (width - gap * (count - 1)) / count;
const rendered: Record<keyof typeof photoSlots, (viewport: number) => number> = {
  // lg:grid-cols-[1.2fr_1fr] lg:gap-10 beside the words.
  homeHero: (v) => (v >= 1024 ? ((container(v) - 40) * 1) / 2.2 : container(v)),
  // lg:grid-cols-[1.1fr_1fr] lg:gap-12.
  serviceHero: (v) => (v >= 1024 ? (container(v) - 48) / 2.1 : container(v)),
  // lg:grid-cols-[1fr_1.1fr] lg:gap-12, the photo second.
  projectHero: (v) => (v >= 1024 ? ((container(v) - 48) * 1.1) / 2.1 : container(v)),
  // gap-4 sm:grid-cols-2 lg:grid-cols-3.
  projectPhoto: (v) => columns(container(v), v >= 1024 ? 3 : v >= 640 ? 2 : 1, 16),
  // gap-4 sm:grid-cols-2, each in a 1 px border.
  beforeAfter: (v) => columns(container(v), v >= 640 ? 2 : 1, 16) - 2,
  // max-w-2xl (672 px) with a 1 px border.
  sectionImage: (v) => Math.min(container(v), 672) - 2,
  // grid-cols-3 gap-2 sm:gap-3 md:grid-cols-4 xl:grid-cols-6.
  gallery: (v) => columns(container(v), v >= 1280 ? 6 : v >= 768 ? 4 : 3, v >= 640 ? 12 : 8),
  // hidden on phones, w-40 from 640 px.
  serviceGuideCard: (v) => (v >= 640 ? 160 : 0),
  // max-w-3xl (768 px) beside the contents from 1024 px.
  guideBody: (v) => (v >= 1024 ? 768 : container(v)),
};

describe("each photo slot's sizes is its rendered box", () => {
  for (const [name, slot] of Object.entries(photoSlots)) {
    test.for([360, 700, 800, 1024, 1200, 1280])(`${name} at %i px`, (viewport) => {
      expect(sizesAt(sizesOf(slot), viewport)).toBeCloseTo(rendered[name as keyof typeof photoSlots](viewport), 0);
    });
  }

  test.for([360, 1024, 1280])("a project card at %i px, in grids of 1 to 7 and 20", (viewport) => {
    // A 96 px thumbnail on phones; from 640 px a card of cardGrid's (gap-5): two columns, the odd last spanning both.
    const cases = [
      { count: 1, sm: [1, 1], lg: [1, 1] },
      { count: 2, sm: [2, 1], lg: [2, 1] },
      { count: 3, sm: [2, 1], lg: [3, 1] },
      { count: 20, sm: [2, 1], lg: [2, 1] },
      { count: 5, sm: [2, 2], lg: [6, 3] },
    ] as const;
    for (const { sm, lg } of cases) {
      const slot = projectCardSlot({ sm: { columns: sm[0], span: sm[1] }, lg: { columns: lg[0], span: lg[1] } });
      const [count, span] = viewport >= 1024 ? lg : sm;
      const track = columns(container(viewport), count, 20) * span + 20 * (span - 1);
      // The photo fills the card inside its 1 px border.
      expect(sizesAt(sizesOf(slot), viewport)).toBeCloseTo(viewport < 640 ? 96 : track - 2, 0);
    }
  });
});

describe("the widths each slot offers", () => {
  const slots = Object.entries<PhotoSlot>({
    ...photoSlots,
    projectCard: projectCardSlot({ sm: { columns: 2, span: 1 }, lg: { columns: 3, span: 1 } }),
  });
  for (const [name, slot] of slots) {
    const cap = slot.density ?? densityCap;
    test(`${name}: a 360 px phone at 2× and 3× gets at least its box and at most its density cap (${cap}×)`, () => {
      const box = sizesAt(sizesOf(slot), 360);
      if (box === 0) return expect(sourceGroups(slot).some((group) => group.media)).toBe(false);
      for (const dpr of [2, 3]) {
        const width = chosen(groupAt(slot, 360).widths, box, dpr);
        expect(width / box).toBeGreaterThanOrEqual(0.95);
        expect(width / box).toBeLessThanOrEqual(cap);
      }
    });

    test.for([1024, 1280])(`${name}: a desktop at %i px, 1×, gets its box or more`, (viewport) => {
      const box = sizesAt(sizesOf(slot), viewport);
      const width = chosen(groupAt(slot, viewport).widths, box, 1);
      expect(width).toBeGreaterThanOrEqual(box * 0.95);
      expect(width).toBeLessThanOrEqual(box * 2);
    });
  }
});

describe("the slots a photo's field is drawn in", () => {
  test("a project's first photo is its page's hero and its card; the rest, its photos and pairs", () => {
    expect(slotsOfField("project", ["photos", 0])).toEqual(["projectHero", "projectCard"]);
    expect(slotsOfField("project", ["photos", 3])).toEqual(["projectPhoto"]);
    expect(slotsOfField("project", ["beforeAfter", 0, "after"])).toEqual(["beforeAfter"]);
  });

  test("a page's hero, a section's image and the home page's slots", () => {
    expect(slotsOfField("home", ["hero", "image"])).toEqual(["homeHero"]);
    expect(slotsOfField("service", ["hero", "image"])).toEqual(["serviceHero"]);
    expect(slotsOfField("service", ["sections", 2, "image"])).toEqual(["sectionImage"]);
    expect(slotsOfField("home", ["gallery", "items", 1, "image"])).toEqual(["gallery"]);
    expect(slotsOfField("home", ["serviceGuide", "items", 0, "image"])).toEqual(["serviceGuideCard"]);
  });

  test("a field no slot draws fails the build, naming it", () => {
    expect(() => slotsOfField("service", ["faq", 0])).toThrow("service faq.0");
  });
});
