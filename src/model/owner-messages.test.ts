import { describe, expect, test } from "vitest";
import { fieldLabels, fileLabels, kindLabels } from "../../scripts/build/admin-labels";
import { ownerProblemText } from "./owner-messages";

describe("a content problem as the owner reads it", () => {
  test("names the file and line, the page, and each field as the admin labels it", () => {
    const data = { sections: [{ kind: "prices", title: "أسعار", rows: [{ type: "صاج", price: { min: 9, max: 5 } }] }] };
    const text = ownerProblemText({
      at: "content/pages/fencing.yml:42",
      entry: "fencing",
      path: ["sections", 0, "rows", 0, "price", "min"],
      data,
      message: "min must not be greater than max",
    });
    expect(text).toContain("content/pages/fencing.yml:42");
    expect(text).toContain(
      `${fileLabels.fencing} › ${fieldLabels.sections} › ${kindLabels.prices} «أسعار» › ${fieldLabels.rows}`,
    );
    expect(text).toContain("min must not be greater than max");
    // The developer's path too, to search the file with.
    expect(text).toContain('sections[0] ("أسعار").rows[0] ("صاج").price.min');
  });
});
