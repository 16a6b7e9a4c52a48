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
// Decision records keep their names, so links to them stay right: the numbered ones are the 39 written
// before records were dated, and every new one is YYYY-MM-DD-<slug>.md. Each stays short enough to be kept true.
const lastNumbered = 39;
const mostWords = 450;
for (const file of files.filter((name) => name.startsWith("docs/decisions/") && !name.endsWith("/README.md"))) {
  const name = file.slice("docs/decisions/".length);
  const dated = /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md$/.test(name);
  const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name)?.[1];
  if (!dated && !(number && Number(number) <= lastNumbered))
    broken.push(`${file}: a new decision record is named YYYY-MM-DD-<slug>.md`);
  const words = readFileSync(join(root, file), "utf8").split(/\s+/).filter(Boolean).length;
  if (words > mostWords) broken.push(`${file}: ${words} words; a record keeps to about 300 (at most ${mostWords})`);
}
if (broken.length) {
  console.error(
    `Links to files that do not exist, and decision records out of shape:\n${broken.map((line) => `  ${line}`).join("\n")}`,
  );
  process.exit(1);
}
