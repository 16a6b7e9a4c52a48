// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";

// Sveltia CMS is touched in admin/sveltia/ alone: its module, its globals, its storage, its words, its DOM
// and class names. A bump of Sveltia is then checked here (bundle, words, screen and storage tests) and in
// the admin's browser tests, not hunted for across the admin.

const admin = new URL("../", import.meta.url);
const files = readdirSync(admin, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.(ts|tsx|html|css)$/.test(file) && !file.startsWith("sveltia/") && !/\.test\.tsx?$/.test(file),
);

/** What names Sveltia's code, storage or DOM. */
const touches: [string, RegExp][] = [
  ["its module", /@sveltia\/cms|npm[\\/]index\.js/],
  ["its storage", /sveltia-cms\./],
  ["its window helpers", /window\.(marked|createClass|h\b|CMS)|createClass: \(/],
  ["its item bookkeeping", /__sc_/],
  ["its class names and custom properties", /\.sui\b|--sui-|\.truncated-text|\.app-shell/],
  ["its menu's roles", /role="treeitem"|aria-roledescription/],
  ["its save's error line", /حدث خطأ أثناء حفظ العنصر|error while saving the entry/],
  ["its sign-in buttons' words", /العمل مع مستودع محلي\|/],
];

describe("Sveltia behind one seam", () => {
  test("the admin outside admin/sveltia/ names none of Sveltia's code, storage, globals or DOM", () => {
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const text = readFileSync(new URL(file, admin), "utf8");
      return touches.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file}: ${what}`);
    });
    expect(found).toEqual([]);
  });
});
