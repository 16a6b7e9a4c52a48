import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { arabicWords, developerKeys, flatMessages, withArabicWords } from "./words";

// The Arabic words the admin gives Sveltia (words.ts) against the installed Sveltia's own locales.

const locale = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../node_modules/@sveltia/cms/locales/${name}.json`, import.meta.url), "utf8"));
const english = new Map(flatMessages(locale("en-US")));
const arabic = flatMessages(withArabicWords(locale("ar")));

describe("Sveltia's Arabic, as the admin bundles it", () => {
  test("every key given is one of Sveltia's: a renamed key fails here, not silently in English", () => {
    const unknown = Object.keys(arabicWords).filter((key) => !english.has(key));
    expect(unknown).toEqual([]);
  });

  test("every word the owner can meet is in Arabic: no English fallback outside the developer's config errors", () => {
    const keys = new Set(arabic.map(([key]) => key));
    const fallback = [...english.keys()].filter((key) => !keys.has(key) && !developerKeys.test(key));
    expect(fallback).toEqual([]);
  });

  test("no line sends him to the browser's console or names the slug", () => {
    const developer = arabic.filter(([key, value]) => !developerKeys.test(key) && /Console|Slug/i.test(value));
    expect(developer).toEqual([]);
  });

  test("a message keeps Sveltia's placeholders", () => {
    for (const [key, value] of Object.entries(arabicWords)) {
      const placeholders = (text: string) => [...new Set(text.match(/\{\$\w+/g) ?? [])].sort();
      expect(placeholders(value), key).toEqual(placeholders(english.get(key) ?? ""));
    }
  });
});
