/**
 * Where photos are drawn: each image slot's rendered box at every width of the layout, from which a photo's
 * `sizes`, the widths it is encoded at and its crop follow (docs/photos.md, decision "photos as light as the
 * drawings"). The boxes mirror the CSS the components give the slot (container-page, the grids and their
 * gaps in src/styles/app.css and src/components/); the slot's own aspect classes live here, so that the crop
 * the build encodes and the frame the page draws are one value. A browser test measures the real boxes.
 */

/** A width in CSS px at a viewport width v: `vw × v + px`. */
export type Length = { vw: number; px: number };

/** From the viewport width `from` up to the next range: the slot's box width, and the crop it shows (width ÷ height). */
export type SlotRange = { from: number; box: Length; aspect: number };

export type PhotoSlot = {
  ranges: SlotRange[];
  /** The frame's aspect classes, matching each range's aspect. */
  className: string;
  /** Image pixels per CSS pixel on a phone, at most (densityCap unless the slot is a page's largest paint). */
  density?: number;
};

/** Tailwind's breakpoints, and container-page: max-w-6xl (1152 px) with 16, 24 and 32 px of padding. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
const containerMax = 1152;

/**
 * Photos are drawn at most this many image pixels per CSS pixel on a phone, whatever its screen: the bytes
 * grow with the square of the density, and a page of photos must fit its budget on a phone's connection
 * (decision "photos as light as the drawings"). A page's hero, its largest paint and the one photo seen
 * first, gets `heroDensity`. Tablets and desktops get up to `heroDensity` everywhere.
 */
export const densityCap = 1.25;
export const heroDensity = 1.5;

/** The phone the budgets are measured on: its width decides the phone's widths (every narrower phone gets them too). */
export const referencePhone = 360;

/** The widths a photo may be encoded at: a shared ladder, so that slots share files. */
export const widthLadder = [96, 128, 160, 240, 320, 400, 480, 640, 800, 1200, 1600] as const;

/**
 * Quality per format: the lowest whose SSIM on phone photos is within 0.01 of a JPEG at quality 80's
 * (scripts/photos/choose-quality.js).
 */
export const photoQuality = { avif: 50, webp: 70 } as const;

const px = (value: number): Length => ({ vw: 0, px: value });
const full = (padding: number): Length => ({ vw: 1, px: -2 * padding });

/**
 * container-page's content width (src/styles/app.css): the viewport less its padding (16, 24, 32 px a side),
 * up to 1152 px; from 768 px to 1280 px its end side keeps 96 px (6rem) for the floating contact buttons.
 */
const floatingGutter = 96;
const container: { from: number; box: Length }[] = [
  { from: 0, box: full(16) },
  { from: breakpoints.sm, box: full(24) },
  { from: breakpoints.md, box: { vw: 1, px: -24 - floatingGutter } },
  { from: breakpoints.lg, box: { vw: 1, px: -32 - floatingGutter } },
  { from: containerMax, box: px(containerMax - 32 - floatingGutter) },
  // From 1280 px the gutter, max(2rem, 6rem - (100vw - 72rem) / 2), is back to 32 px.
  { from: breakpoints.xl, box: px(containerMax - 64) },
];

/** A track of `span` of `columns` columns of a grid `gap` px apart, in a box of width `box`. */
export function track(box: Length, columns: number, gap: number, span = 1): Length {
  const share = span / columns;
  return { vw: box.vw * share, px: (box.px - gap * (columns - 1)) * share + gap * (span - 1) };
}

/** Less `amount` px: a border, say. */
const less = (box: Length, amount: number): Length => ({ vw: box.vw, px: box.px - amount });

/** The width of a length at a viewport width. */
export const widthAt = (length: Length, viewport: number) => length.vw * viewport + length.px;

/** The range a viewport width falls in. */
export const rangeAt = (slot: PhotoSlot, viewport: number) =>
  slot.ranges.findLast((range) => range.from <= viewport) ?? slot.ranges[0]!;

/** The container's ranges, each box turned by `shape`, with `aspect` below and from 640 px. */
function inContainer(
  shape: (box: Length, from: number) => Length,
  aspect: { phone: number; wide: number },
  extra: number[] = [],
): SlotRange[] {
  const starts = [...new Set([...container.map((range) => range.from), ...extra])].sort((a, b) => a - b);
  return starts.map((from) => {
    const box = container.findLast((range) => range.from <= from)!.box;
    return { from, box: shape(box, from), aspect: from < breakpoints.sm ? aspect.phone : aspect.wide };
  });
}

/** Two hero columns from 1024 px, the photo's share of `fr` (the words' share first) and `gap` px apart. */
const heroColumn = (wordsFr: number, photoFr: number, gap: number) => (box: Length, from: number) =>
  from < breakpoints.lg
    ? box
    : { vw: (box.vw * photoFr) / (wordsFr + photoFr), px: ((box.px - gap) * photoFr) / (wordsFr + photoFr) };

/** The project cards' grid (cardGrid in src/components/sections/section.tsx): a card's columns and span. */
export type CardTrack = { sm: { columns: number; span: number }; lg: { columns: number; span: number } };

export const photoSlots = {
  /** The home page's hero: a 5:2 strip on phones, a 3:2 column beside the words from 1024 px (1.2fr 1fr, gap 40). */
  homeHero: {
    ranges: inContainer(heroColumn(1.2, 1, 40), { phone: 5 / 2, wide: 3 / 2 }),
    className: "aspect-5/2 sm:aspect-3/2",
    density: heroDensity,
  },
  /** A service page's hero: a 3:1 strip on phones, a 3:2 column from 1024 px (1.1fr 1fr, gap 48). */
  serviceHero: {
    ranges: inContainer(heroColumn(1.1, 1, 48), { phone: 3, wide: 3 / 2 }),
    className: "aspect-3/1 sm:aspect-3/2",
    density: heroDensity,
  },
  /** A project page's first photo: the hero's column from 1024 px (1fr 1.1fr, gap 48). */
  projectHero: {
    ranges: inContainer(heroColumn(1, 1.1, 48), { phone: 3 / 2, wide: 3 / 2 }),
    className: "aspect-3/2",
    density: heroDensity,
  },
  /** A project page's other photos: one, two and three to a row (gap 16). */
  projectPhoto: {
    ranges: inContainer(
      (box, from) => (from >= breakpoints.lg ? track(box, 3, 16) : from >= breakpoints.sm ? track(box, 2, 16) : box),
      { phone: 3 / 2, wide: 3 / 2 },
    ),
    // Every file is cut to 3:2, and the <img>'s width and height say so: no class needed.
    className: "",
  },
  /** A before/after pair: stacked on phones, side by side from 640 px (gap 16), inside a 1 px border. */
  beforeAfter: {
    ranges: inContainer((box, from) => less(from >= breakpoints.sm ? track(box, 2, 16) : box, 2), {
      phone: 3 / 2,
      wide: 3 / 2,
    }),
    className: "aspect-3/2",
  },
  /**
   * A photo between a service page's sections: the container, at most 672 px (max-w-2xl), inside a 1 px border:
   * 672 px from 720 px, the container again from 768 px (its gutter) until it is 672 px wide at 792 px.
   */
  sectionImage: {
    ranges: [
      { from: 0, box: less(full(16), 2), aspect: 3 / 2 },
      { from: breakpoints.sm, box: less(full(24), 2), aspect: 3 / 2 },
      { from: 720, box: px(672 - 2), aspect: 3 / 2 },
      { from: breakpoints.md, box: less({ vw: 1, px: -24 - floatingGutter }, 2), aspect: 3 / 2 },
      { from: 672 + 24 + floatingGutter, box: px(672 - 2), aspect: 3 / 2 },
    ],
    className: "aspect-3/2",
  },
  /** The home page's gallery: 3, 4 (from 768 px) and 6 (from 1280 px) to a row, 8 then 12 px apart. */
  gallery: {
    ranges: inContainer(
      (box, from) =>
        from >= breakpoints.xl
          ? track(box, 6, 12)
          : from >= breakpoints.md
            ? track(box, 4, 12)
            : track(box, 3, from >= breakpoints.sm ? 12 : 8),
      { phone: 3 / 2, wide: 3 / 2 },
      [breakpoints.md, breakpoints.xl],
    ),
    className: "aspect-3/2",
  },
  /** The home page's service cards' thumbnail: none on phones, 160 px from 640 px. */
  serviceGuideCard: {
    ranges: [
      { from: 0, box: px(0), aspect: 3 / 2 },
      { from: breakpoints.sm, box: px(160), aspect: 3 / 2 },
    ],
    className: "aspect-3/2",
  },
  /** A guide's photo: the article, at most 768 px (max-w-3xl) beside the contents from 1024 px. */
  guideBody: {
    ranges: inContainer((box, from) => (from >= breakpoints.lg ? { vw: 0, px: 768 } : box), {
      phone: 3 / 2,
      wide: 3 / 2,
    }),
    // Cut to 3:2 like the project photos, which its width and height say.
    className: "",
  },
} satisfies Record<string, PhotoSlot>;

export type PhotoSlotName = keyof typeof photoSlots | "projectCard";

/**
 * A project card's photo: a 96 px square beside the words on phones, the card's width (its grid track, gap
 * 20, less the card's 1 px border) from 640 px.
 */
export function projectCardSlot(card: CardTrack): PhotoSlot {
  return {
    ranges: [
      { from: 0, box: px(96), aspect: 1 },
      ...container
        .filter((range) => range.from >= breakpoints.sm)
        .map(({ from, box }) => {
          const { columns, span } = from >= breakpoints.lg ? card.lg : card.sm;
          // Inside the card's 1 px border.
          return { from, box: less(track(box, columns, 20, span), 2), aspect: 3 / 2 };
        }),
    ],
    className: "aspect-square sm:aspect-3/2",
    // A 96 px thumbnail: a few kB however dense, and soft at less.
    density: heroDensity,
  };
}

/** The slot's `sizes`: its box at each range, the widest first. */
export function sizesOf(slot: PhotoSlot): string {
  const ranges = [...slot.ranges].reverse();
  return ranges
    .map((range, i) =>
      i === ranges.length - 1 ? cssLength(range.box) : `(min-width: ${range.from}px) ${cssLength(range.box)}`,
    )
    .join(", ");
}

const round = (value: number, places: number) => Number(value.toFixed(places));

function cssLength({ vw, px: pixels }: Length): string {
  if (vw === 0) return `${round(pixels, 1)}px`;
  const viewport = `${round(vw * 100, 3)}vw`;
  if (Math.abs(pixels) < 0.05) return viewport;
  return `calc(${viewport} ${pixels < 0 ? "-" : "+"} ${round(Math.abs(pixels), 1)}px)`;
}

/** One `<source>` group: the viewport widths it serves, its crop, and the widths it offers. */
export type SourceGroup = { media?: string; aspect: number; widths: number[] };

/**
 * The photo's files for a slot: on phones (below 640 px) widths from the box at 360 px up to the slot's
 * density, so no phone fetches more than that many image pixels per CSS pixel of a 360 px screen; from 640 px
 * widths from the narrowest box to 1.5 × the widest (up to 1600 px, the widest an upload is).
 */
export function sourceGroups(slot: PhotoSlot): SourceGroup[] {
  const phone = slot.ranges.filter((range) => range.from < breakpoints.sm);
  const wide = slot.ranges.filter((range) => range.from >= breakpoints.sm);
  const groups: SourceGroup[] = [];
  const phoneRange = phone.findLast((range) => range.from <= referencePhone);
  const phoneBox = phoneRange ? widthAt(phoneRange.box, referencePhone) : 0;
  if (phoneRange && phoneBox > 0) {
    groups.push({
      media: wide.length ? `(max-width: ${breakpoints.sm - 1}px)` : undefined,
      aspect: phoneRange.aspect,
      widths: ladderBetween(phoneBox, phoneBox * (slot.density ?? densityCap)),
    });
  }
  if (wide.length) {
    // Each range's box at its two ends (the last range up to 1920 px).
    const boxes = wide.flatMap((range, i) => {
      const end = (wide[i + 1]?.from ?? 1921) - 1;
      return [widthAt(range.box, range.from), widthAt(range.box, end)];
    });
    const aspects = new Set(wide.map((range) => range.aspect));
    if (aspects.size > 1) throw new Error("A slot's ranges from 640 px share one crop");
    groups.push({
      aspect: wide[0]!.aspect,
      widths: ladderBetween(Math.min(...boxes), Math.max(...boxes) * heroDensity),
    });
  }
  return groups;
}

/** The ladder's widths from about `low` (a little under it is as good) to `high`; at least one. */
function ladderBetween(low: number, high: number): number[] {
  const widths = widthLadder.filter((width) => width >= low * 0.9 && width <= high);
  return widths.length ? [...widths] : [widthLadder.find((width) => width >= low) ?? widthLadder.at(-1)!];
}

/** An aspect as the encoder's crop ("3:2"). */
export function aspectName(aspect: number): string {
  for (const height of [1, 2, 3, 4, 5]) {
    const width = aspect * height;
    if (Math.abs(width - Math.round(width)) < 1e-6) return `${Math.round(width)}:${height}`;
  }
  throw new Error(`No simple ratio for the aspect ${aspect}`);
}

/**
 * Every slot's source groups, by name, for the build to encode: a project card's track depends on the grid,
 * so its files cover the narrowest (a quarter row) to half a row; a card alone in its row on a desktop shows
 * the widest of them (1200 px), which spares the build a 1600 px file of every project's first photo.
 */
export function encodingGroups(name: PhotoSlotName): SourceGroup[] {
  if (name !== "projectCard") return sourceGroups(photoSlots[name]);
  return [
    { sm: { columns: 2, span: 1 }, lg: { columns: 4, span: 1 } },
    { sm: { columns: 1, span: 1 }, lg: { columns: 2, span: 1 } },
  ].flatMap((card) => sourceGroups(projectCardSlot(card)));
}

/**
 * The slots a photo at this field of a record is drawn in: what the build encodes it for. A project's first
 * photo is its page's hero and its card everywhere.
 */
export function slotsOfField(
  record: "home" | "service" | "project" | "guide",
  path: (string | number)[],
): PhotoSlotName[] {
  const [first, second] = path;
  if (record === "guide") return ["guideBody"];
  if (record === "project") {
    if (first === "photos") return second === 0 ? ["projectHero", "projectCard"] : ["projectPhoto"];
    if (first === "beforeAfter") return ["beforeAfter"];
  }
  if (first === "hero") return [record === "home" ? "homeHero" : "serviceHero"];
  if (record === "home" && first === "gallery") return ["gallery"];
  if (record === "home" && first === "serviceGuide") return ["serviceGuideCard"];
  if (record === "service" && first === "sections") return ["sectionImage"];
  throw new Error(`No photo slot for ${record} ${path.join(".")}`);
}

/**
 * The width a browser reads from a `sizes` of this module's making at a viewport width: the first entry whose
 * (min-width) matches.
 */
export function sizesWidthAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const media = /^\(min-width: (\d+)px\)\s+(.*)$/.exec(entry.trim());
    if (media && viewport < Number(media[1])) continue;
    const length = media ? media[2]! : entry.trim();
    const calc = /^calc\(([\d.]+)vw ([-+]) ([\d.]+)px\)$/.exec(length);
    if (calc) return (Number(calc[1]) * viewport) / 100 + (calc[2] === "-" ? -1 : 1) * Number(calc[3]);
    if (length.endsWith("vw")) return (parseFloat(length) * viewport) / 100;
    return parseFloat(length);
  }
  throw new Error(`sizes "${sizes}" has no default`);
}

/**
 * The candidate Chromium takes from a srcset's widths for a box on a screen of this density
 * (html_srcset_parser.cc): in order of density, it moves on while the screen's density is at least the
 * geometric mean of this candidate's and the next one's.
 */
export function chosenWidth(widths: readonly number[], box: number, dpr: number): number {
  const densities = widths.map((width) => width / box);
  let i = 0;
  for (; i < densities.length - 1; i++) {
    const mean = Math.sqrt(densities[i]! * densities[i + 1]!);
    if ((dpr <= 1 && dpr > densities[i]!) || dpr >= mean) continue;
    break;
  }
  return widths[i]!;
}
