import { describe, expect, test } from "vitest";
import { navigation } from "~/model/navigation";
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
