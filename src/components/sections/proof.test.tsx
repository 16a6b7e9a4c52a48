import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { warrantyPath, type ServiceSlug } from "~/model/contract/pages";
import { warrantyByService, warrantyTrust } from "~/model/views/warranty";
import { loadFixtureContent } from "../../../tests/support/fixture-content";
import { TrustBand } from "./proof";

// Expected values come from the fixture content (tests/fixtures/content), whose company has terms for some
// services only.

const fixture = loadFixtureContent;
type Content = ReturnType<typeof fixture>;

/** The template's words around {duration}, with the service's own duration between them. */
const badgeOf = (content: Content, duration: string) =>
  content.ui.trust.warrantyDuration.split("{duration}").join(duration);

describe("the trust band", () => {
  const band = (content: Content, slug: ServiceSlug) => {
    const { item, note } = warrantyTrust({
      warranty: content.site.company.warranty,
      trust: content.ui.trust,
      link: content.warrantyPage.link,
      slug,
    });
    const items = item ? [{ key: "warranty", ...item }] : [];
    return renderToStaticMarkup(<TrustBand trust={{ label: content.ui.trust.label, items, note }} />);
  };

  test("shows the service's duration as its badge, linked to its terms", () => {
    const content = fixture();
    const { covered } = warrantyByService(content.site.company.warranty);
    for (const terms of covered) {
      const html = band(content, terms.service);
      expect(html).toContain(badgeOf(content, terms.duration));
      expect(html).toContain(`href="${warrantyPath}#${terms.service}"`);
      expect(html).not.toContain("data-trust-note");
    }
  });

  test("says plainly that a service has no warranty, with no badge and no check mark", () => {
    const content = fixture();
    const { none } = warrantyByService(content.site.company.warranty);
    for (const slug of none) {
      const html = band(content, slug);
      expect(html).toContain(content.ui.trust.noWarranty);
      expect(html).not.toContain('data-trust="warranty"');
      expect(html).not.toContain("<svg");
    }
  });
});
