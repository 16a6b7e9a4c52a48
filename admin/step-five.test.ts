import { describe, expect, test } from "vitest";
import { contentCatalog, groupOf } from "../src/model/contract/catalog";
import { servicePages } from "../src/model/contract/pages";
import { nextEntry, stepFiveEntries } from "./step-five";

describe("step ٥ entry by entry", () => {
  test("each address is an entry the admin has: the settings, the service pages in the site's order, the legal pages", () => {
    const addresses = contentCatalog
      .filter((entry) => entry.kind === "file")
      .map((entry) => `#/collections/${groupOf(entry.path)}/entries/${entry.name}`);
    for (const address of stepFiveEntries) expect(addresses, address).toContain(address);
    expect(stepFiveEntries[0]).toBe("#/collections/settings/entries/site");
    expect(stepFiveEntries.slice(1, 1 + servicePages.length)).toEqual(
      servicePages.map(({ slug }) => `#/collections/pages/entries/${slug}`),
    );
    expect(stepFiveEntries.slice(-2)).toEqual([
      "#/collections/pages/entries/privacy-page",
      "#/collections/pages/entries/complaints-page",
    ]);
  });

  test("the next is the one after, none after the last or outside the step", () => {
    expect(nextEntry("#/collections/settings/entries/site")).toBe(
      `#/collections/pages/entries/${servicePages[0].slug}`,
    );
    expect(nextEntry(`#/collections/pages/entries/${servicePages.at(-1)!.slug}`)).toBe(
      "#/collections/pages/entries/privacy-page",
    );
    expect(nextEntry("#/collections/pages/entries/complaints-page")).toBeUndefined();
    expect(nextEntry("#/collections/pages/entries/home")).toBeUndefined();
    expect(nextEntry("#/collections/settings")).toBeUndefined();
  });
});
