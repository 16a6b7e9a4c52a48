import { describe, expect, test } from "vitest";
import { contentCatalog, groupOf } from "../src/model/contract/catalog";
import { servicePages } from "../src/model/contract/pages";
import { afterSaveThenNext, listOf, nextEntry, stepFiveEntries } from "./step-five";

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

  describe("«حفظ والتالي»", () => {
    const from = stepFiveEntries[1]!;
    const next = nextEntry(from)!;

    test("opens the next entry only once its save has landed and the form has closed on the list", () => {
      expect(listOf(from)).toBe("#/collections/pages");
      expect(listOf(stepFiveEntries[0]!)).toBe("#/collections/settings");
      expect(afterSaveThenNext({ from, next, saved: true }, listOf(from))).toBe("open");
      // Landed, but the form not closed yet: Sveltia goes to the list next.
      expect(afterSaveThenNext({ from, next, saved: true }, from)).toBe("wait");
    });

    test("never leaves a form whose save has not landed: saving, or refused with its reason", () => {
      expect(afterSaveThenNext({ from, next, saved: false }, from)).toBe("wait");
    });

    test("is forgotten when he leaves the form some other way", () => {
      // Closed without a save (changes discarded): the list, and no next entry.
      expect(afterSaveThenNext({ from, next, saved: false }, listOf(from))).toBe("forget");
      expect(afterSaveThenNext({ from, next, saved: true }, "#/collections/settings")).toBe("forget");
      expect(afterSaveThenNext({ from, next, saved: true }, next)).toBe("forget");
    });
  });
});
