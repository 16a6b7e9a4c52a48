// @vitest-environment jsdom
import { expect, test } from "vitest";
import { layout, renderStatic } from "../../../tests/support/layout";
import { SiteVisit } from "./site-visit";

test("the note under the visit step names each thing the lead log keeps of it, and links the privacy policy", () => {
  renderStatic(<SiteVisit />);
  const note = document.querySelector("[data-visit-privacy]")!;
  for (const words of Object.values(layout.ui.siteVisit.privacy.kept)) expect(note.textContent).toContain(words);
  expect(note.textContent).not.toContain("{kept}");
  const privacy = layout.nav.legal.find((link) => link.path.endsWith("/privacy"))!;
  expect(note.querySelector("a")!.getAttribute("href")).toBe(privacy.path);
});
