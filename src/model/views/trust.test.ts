// The trust band's counts agree with their figures, in the words the content gives.
import { describe, expect, test, vi } from "vitest";
import { content } from "../../../tests/support/content";
import { trustItems } from "./trust";

const forms = content.ui.trust;
const delivered = { ...content.projects[0]!, example: false };
const item = (key: string, c: Parameters<typeof trustItems>[0]) => trustItems(c).items.find((i) => i.key === key);

describe("the trust band's counts", () => {
  test.each([
    [5, forms.years.few],
    [14, forms.years.many],
    [100, forms.years.other],
  ])("%i years of experience read with the form for their number", (years, form) => {
    vi.useFakeTimers({ now: new Date(content.site.company.founded + years, 5, 1), toFake: ["Date"] });
    try {
      expect(item("years", content)).toMatchObject({ value: String(years), label: form ?? forms.years.other });
    } finally {
      vi.useRealTimers();
    }
  });

  test.each([
    [3, forms.projects.few],
    [12, forms.projects.many],
  ])("%i delivered projects read with the form for their number", (count, form) => {
    const projects = Array.from({ length: count }, (_, i) => ({ ...delivered, slug: `project-${i}` }));
    expect(item("projects", { ...content, projects })).toMatchObject({
      value: String(count),
      label: form ?? forms.projects.other,
    });
  });
});
