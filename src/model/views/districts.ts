// District pages come only from real work: a district gets a page when at least
// two real (not example) projects were delivered there, so no page is a thin
// doorway (docs/decisions/0010-guides-districts-warranty.md).
import type { Project } from "../contract/schema.ts";

/** The fewest real projects that earn a district its own page. */
export const minProjectsPerDistrict = 2;

// Letters of Arabic district names, for ASCII addresses such as /projects/district/al-narjis.
const latin: Record<string, string> = {
  ا: "a",
  أ: "a",
  إ: "i",
  آ: "a",
  ء: "",
  ؤ: "u",
  ئ: "i",
  ب: "b",
  ت: "t",
  ث: "th",
  ج: "j",
  ح: "h",
  خ: "kh",
  د: "d",
  ذ: "dh",
  ر: "r",
  ز: "z",
  س: "s",
  ش: "sh",
  ص: "s",
  ض: "d",
  ط: "t",
  ظ: "z",
  ع: "a",
  غ: "gh",
  ف: "f",
  ق: "q",
  ك: "k",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
  ة: "a",
  و: "w",
  ي: "y",
  ى: "a",
};

/** "حي النرجس" → "al-nrjs": stable and ASCII, the same with or without «حي» (letters only, no vowels). */
export function districtSlug(district: string) {
  const name = district
    .trim()
    .replace(/^حي\s+/, "")
    .replace(/[\u064B-\u0652\u0640]/g, "");
  const words = name.split(/\s+/).map((word) => {
    const article = word.startsWith("ال") && word.length > 2;
    const rest = [...(article ? word.slice(2) : word)].map((ch) => latin[ch] ?? ch.toLowerCase()).join("");
    return article ? `al-${rest}` : rest;
  });
  return words
    .join("-")
    .replace(/[^a-z0-9-]+/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

export type District = { slug: string; name: string; projects: Project[] };

/** The districts that earn a page, each with its real projects (newest first, as given). */
export function districtsWithPages(projects: readonly Project[]): District[] {
  const bySlug = new Map<string, District>();
  for (const project of projects) {
    if (project.example) continue;
    const slug = districtSlug(project.district);
    if (!slug) continue;
    const district = bySlug.get(slug) ?? { slug, name: project.district.trim(), projects: [] };
    district.projects.push(project);
    bySlug.set(slug, district);
  }
  return [...bySlug.values()]
    .filter((district) => district.projects.length >= minProjectsPerDistrict)
    .sort((a, b) => b.projects.length - a.projects.length || a.slug.localeCompare(b.slug));
}
