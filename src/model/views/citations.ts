import { dateText } from "./cards";
import { guidePath } from "../contract/pages";
import type { SiteContent } from "../contract/validate";

type Sections = SiteContent["services"][keyof SiteContent["services"]]["sections"];

/**
 * Steps that follow a guide (a permit's), by section id: the guide's first source and the date its
 * facts were checked, as the guide itself shows them, and the way to it. content-rules.ts makes sure the
 * guide is built and has the date, so a page never restates them.
 */
export function citations(content: Pick<SiteContent, "guides">, sections: Sections) {
  return Object.fromEntries(
    sections.flatMap((section) => {
      if (section.kind !== "steps" || !section.guide) return [];
      const guide = content.guides.find((g) => g.slug === section.guide)!;
      const checked = guide.factsChecked!;
      return [
        [
          section.id,
          {
            source: guide.sources[0]!,
            checked: { date: checked, text: dateText(checked) },
            guide: { title: guide.title, href: guidePath(guide.slug) },
          },
        ],
      ];
    }),
  );
}

export type Citation = ReturnType<typeof citations>[string];
