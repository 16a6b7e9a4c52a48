import { describe, expect, test } from "vitest";
import { lastPricedSectionId, pricedItems } from "~/lib/prices";
import { estimatePath, servicePages } from "~/model/contract/pages";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { estimatePage } from "./_estimate";

describe.each(contentSets())("/estimate's data, %s content", (_name, content) => {
  const { head, props, estimator } = estimatePage(content);

  test("offers every priced service, each linked to its page's last price section", () => {
    const priced = servicePages.filter(({ slug }) => pricedItems(content.services[slug].sections).length > 0);
    expect(estimator.services.map((service) => service.slug)).toEqual(priced.map((page) => page.slug));
    expect(props.prices).toEqual(
      priced.map(({ slug, path }) => ({
        label: content.services[slug].name,
        path: `${path}#${lastPricedSectionId(content.services[slug].sections)}`,
      })),
    );
  });

  test("its head: the page's own words, a WebPage and a breadcrumb", () => {
    const { canonical, description, jsonLd } = headOf(head);
    expect(canonical).toBe(`${content.site.url}${estimatePath}`);
    expect(description).toBe(content.ui.estimator.page.meta.description);
    expect(jsonLd.map((doc) => doc["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
  });
});
