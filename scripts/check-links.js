// @ts-check
// `npm run check`'s link check: every relative link in a Markdown file, and every docs/…md path a file of code or
// configuration names, points at a file that exists. Decision records keep their names, so a link once right
// stays right; this catches the one that never was.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && !file.startsWith("content/") && /\.(md|ts|tsx|js|astro|sql|jsonc|example)$/.test(file));

/** @type {string[]} */
const broken = [];
for (const file of files) {
  const text = readFileSync(join(root, file), "utf8");
  /** @param {number} index */
  const lineOf = (index) => text.slice(0, index).split("\n").length;
  if (file.endsWith(".md"))
    for (const match of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
      const target = match[1] ?? "";
      if (/^[a-z]+:/i.test(target) || target.startsWith("/")) continue;
      if (!existsSync(resolve(dirname(join(root, file)), target)))
        broken.push(`${file}:${lineOf(match.index ?? 0)}: ${target}`);
    }
  for (const match of text.matchAll(/\bdocs\/[\w./-]+\.md\b/g))
    if (!existsSync(join(root, match[0]))) broken.push(`${file}:${lineOf(match.index ?? 0)}: ${match[0]}`);
}
if (broken.length) {
  console.error(`Links to files that do not exist:\n${broken.map((line) => `  ${line}`).join("\n")}`);
  process.exit(1);
}
