import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

// One layout for both directions: Arabic pages are right to left, English ones left to right, so
// components and stylesheets say start and end (ms-, pe-, start-, text-start, border-s…), never left
// or right. A centred or full-width box (inset-x-0, mx-auto) is the same both ways and is allowed.

const root = join(import.meta.dirname, "../..");
const files = ["src/components", "src/styles", "src/layouts"].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx|css|astro)$/.test(file) && !file.includes(".test."))
    .map((file) => join(dir, file)),
);

/** Tailwind's physical utilities (with any variant or negative sign) and CSS's physical properties. */
const physical = [
  /(?<![\w-])-?(?:m|p|scroll-m|scroll-p)[lr]-[\w[.]/,
  /(?<![\w-])-?(?:left|right)-(?:\d|full|auto|px|\[)/,
  /(?<![\w-])(?:text|float|clear)-(?:left|right)\b/,
  /(?<![\w-])(?:border|rounded)-(?:[lr]|tl|tr|bl|br)(?:-[\w[.]+)?(?![\w-])/,
  /\b(?:margin|padding|border|inset)-(?:left|right)\s*:/,
  /(?<![\w-])(?:left|right)\s*:\s*[^;{]*;/,
  /text-align\s*:\s*(?:left|right)/,
];

test("components and stylesheets use logical properties only, never left or right", () => {
  expect(files.length).toBeGreaterThan(20);
  const found = files.flatMap((file) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .flatMap((line, i) =>
        // Comments may say left and right.
        /^\s*(\/\/|\*|\/\*|\{\/\*)/.test(line)
          ? []
          : physical.filter((rule) => rule.test(line)).map(() => `${file}:${i + 1}: ${line.trim()}`),
      ),
  );
  expect(found).toEqual([]);
});

test("the check finds a physical class or property where there is one", () => {
  const caught = ["ml-3", "md:-left-4", "text-right", "border-l-2", "rounded-tr-xl", "margin-left: 1rem", "left: 0;"];
  const allowed = [
    "ms-3",
    "md:-start-4",
    "text-start",
    "border-s-2",
    "inset-x-0",
    "translate-x-1/2",
    "left-out",
    "overflow-x-auto",
  ];
  for (const text of caught)
    expect(
      physical.some((rule) => rule.test(text)),
      text,
    ).toBe(true);
  for (const text of allowed)
    expect(
      physical.some((rule) => rule.test(` ${text} `)),
      text,
    ).toBe(false);
});
