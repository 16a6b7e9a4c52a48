import { describe, expect, test } from "vitest";
import { englishSite, pathIn } from "~/model/languages/english";
import { navigation } from "~/model/views/navigation";
import { loadFixtureContent } from "../../tests/support/fixture-content";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { notFoundPage } from "./_not-found";

describe.each(contentSets())("the 404's data, %s content", (_name, content) => {
  test("lists every service of the navigation, by its one name, and is never indexed", () => {
    const { props, head } = notFoundPage(content);
    expect(props.services).toEqual(navigation(content).services.map(({ path, label }) => ({ path, label })));
    expect(props.notFound).toBe(content.ui.notFound);
    expect(headOf(head).noindex).toBe(true);
  });
});

test("the Arabic page's English line leads to the English home while there is one, else to the Arabic", () => {
  const fixture = loadFixtureContent();
  expect(englishSite(fixture)?.paths.has("/")).toBe(true);
  expect(notFoundPage(fixture).props.englishHome).toBe(pathIn("en", "/"));
  const { home: _home, ...rest } = fixture.translations;
  expect(notFoundPage({ ...fixture, translations: rest }).props.englishHome).toBe("/");
});
