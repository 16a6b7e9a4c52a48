import { describe, expect, test } from "vitest";
import { fieldLabels, pathLabels } from "./admin-labels";
import { checkRecords, recordFile, recordSources, type ContentRecord } from "./check";
import { readSources } from "./load";
import { ownerItem } from "../owner/owner-messages";
import { validateContent } from "./validate";

// The admin's check is the build's: the same records give the same content, and
// a record the build refuses gives the build's problems, worded for the owner.

const real = readSources();

/** The content as the admin holds it: one record per file, with its data (and a guide's body). */
function records(): ContentRecord[] {
  const single = (entry: string, data: unknown) => ({ entry, data: structuredClone(data) });
  return [
    single("site", real.site.data),
    single("ui", real.ui.data),
    single("home", real.home.data),
    ...Object.entries(real.services).map(([slug, source]) => single(slug, source.data)),
    single("projects-page", real.projectsPage.data),
    single("guides-page", real.guidesPage.data),
    single("warranty-page", real.warrantyPage.data),
    single("privacy-page", real.privacyPage.data),
    single("complaints-page", real.complaintsPage.data),
    ...real.projects.map((s) => ({ entry: "projects", slug: s.slug, data: structuredClone(s.data) })),
    ...real.reviews.map((s) => ({ entry: "reviews", slug: s.slug, data: structuredClone(s.data) })),
    ...real.guides.map((s) => ({ entry: "guides", slug: s.slug, data: structuredClone(s.data), body: s.body })),
  ];
}

describe("checkRecords on the admin's records", () => {
  test("accepts today's content and gives the content the build renders", () => {
    const checked = checkRecords(recordSources(records(), real.imageExists));
    expect(checked.problems).toEqual([]);
    expect(checked.content).toEqual(validateContent(real));
  });

  test("names each record's file as the build does", () => {
    expect(recordFile({ entry: "fencing" })).toBe("content/pages/fencing.yml");
    expect(recordFile({ entry: "projects", slug: "x-1" })).toBe("content/projects/x-1.yml");
    expect(recordFile({ entry: "guides", slug: "g" })).toBe("content/guides/g.md");
  });

  test("refuses a price whose «من» is above its «إلى», in Arabic, naming the page and the field", () => {
    const all = records();
    const fencing = all.find((r) => r.entry === "fencing")!.data as {
      name: string;
      sections: { kind: string; rows?: { price: { min: number; max: number } }[] }[];
    };
    const section = fencing.sections.findIndex((s) => s.kind === "prices");
    const price = fencing.sections[section]!.rows![0]!.price;
    price.min = price.max + 20;
    const { content, problems } = checkRecords(recordSources(all, real.imageExists));
    expect(content).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ entry: "fencing", path: ["sections", section, "rows", 0, "price", "min"] });
    const shown = ownerItem(problems[0]!);
    // The page by the name its record gives it, as the admin lists it.
    expect(shown.place.startsWith(fencing.name)).toBe(true);
    expect(shown.reason).toMatch(/^[\u0600-\u06FF«]/);
    expect(shown.reason).toContain(`«${fieldLabels.min}» أكبر من «${fieldLabels.max}»`);
  });

  test("applies the rules across records: a second service with the same name", () => {
    const all = records();
    const [first, second] = all.filter((r) => ["fencing", "canopies"].includes(r.entry));
    (second!.data as { name: string }).name = (first!.data as { name: string }).name;
    const { problems } = checkRecords(recordSources(all, real.imageExists));
    expect(problems.map((p) => [p.entry, p.path])).toContainEqual([second!.entry, ["name"]]);
  });

  test("refuses a project photo that was never uploaded", () => {
    const all = records();
    const project = all.find((r) => r.entry === "projects")!;
    (project.data as { photos: { src: string }[] }).photos[0]!.src = "/photos/uploads/not-uploaded.webp";
    const { problems } = checkRecords(recordSources(all, real.imageExists));
    expect(problems.map((p) => p.entry)).toContain("projects");
  });
});

describe("the «راجِع» boxes in the admin, as the build has them (src/model/owner/go-live.ts)", () => {
  test("a tick is accepted, and gives the build's content; anything but a tick is refused in Arabic, naming the box", () => {
    const all = records();
    const fencing = all.find((r) => r.entry === "fencing")!.data as {
      sections: { kind: string; rows?: { price: Record<string, unknown> }[] }[];
    };
    const at = fencing.sections.findIndex((section) => section.kind === "prices");
    const price = fencing.sections[at]!.rows![0]!.price;
    price.confirmed = true;
    const ticked = checkRecords(recordSources(all, real.imageExists));
    expect(ticked.problems).toEqual([]);
    const section = ticked.content!.services.fencing.sections[at] as { rows: { price: { confirmed?: boolean } }[] };
    expect(section.rows[0]!.price.confirmed).toBe(true);

    price.confirmed = "نعم";
    const { content, problems } = checkRecords(recordSources(all, real.imageExists));
    expect(content).toBeUndefined();
    expect(problems.map((p) => [p.entry, p.path])).toEqual([
      ["fencing", ["sections", at, "rows", 0, "price", "confirmed"]],
    ]);
    const shown = ownerItem(problems[0]!);
    expect(shown.place).toContain(pathLabels["price.confirmed"]);
    expect(shown.reason).toMatch(/^[\u0600-\u06FF«]/);
  });
});
