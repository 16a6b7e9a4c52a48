import { describe, expect, test } from "vitest";
import { hasWarrantyPage, pathOfService, warrantyPath } from "~/model/contract/pages";
import { warrantyBadge, warrantyByService } from "~/model/views/warranty";
import { contentSets, headOf } from "../../../tests/support/content-sets";
import { warrantyPage } from "./_warranty";

describe.each(contentSets().filter(([, content]) => hasWarrantyPage(content.site)))(
  "/warranty's data, %s content",
  (_name, content) => {
    test("each service's own terms with its badge's words, and the services without any, named", () => {
      const warranty = content.site.company.warranty!;
      const { covered, none } = warrantyByService(warranty);
      const { head, props } = warrantyPage(content);
      expect(props.services).toEqual(
        covered.map((terms) => ({
          slug: terms.service,
          name: content.services[terms.service].name,
          path: pathOfService(terms.service),
          text: terms.text,
          duration: warrantyBadge(content.ui.trust.warrantyDuration, terms),
        })),
      );
      expect(props.none.map((service) => service.path)).toEqual(none.map(pathOfService));
      expect(props.excludes).toEqual(warranty.excludes ?? []);
      expect(headOf(head).canonical).toBe(`${content.site.url}${warrantyPath}`);
    });

    test("its closing WhatsApp asks for a repair under warranty, with the lines a claim needs", () => {
      const words = content.ui.claimMessage;
      const lines = warrantyPage(content).props.message.split("\n");
      expect(lines).toEqual([words.warranty, `${words.delivered}:`, `${words.date}:`, `${words.issue}:`]);
    });
  },
);

test("the fixture content has a warranty page", () =>
  expect(contentSets().some(([name, content]) => name === "fixture" && hasWarrantyPage(content.site))).toBe(true));
