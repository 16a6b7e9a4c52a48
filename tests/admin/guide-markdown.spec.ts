import { expect, test } from "../browser/fixtures";
import { parseMarkdown } from "../../src/lib/markdown";
import { readSources } from "../../src/model/contract/load";
import { hastOfTokens } from "../../admin/preview/markdown";
import { markdownOptions, type MarkdownToken } from "../../admin/sveltia/cms";

// The guide preview draws a guide's text from marked's tokens (admin/preview/markdown.ts: Sätteri, the build's
// parser, cannot run in the admin's page); the site draws it from Sätteri's tree. On every shipped guide the
// two trees are the same, headings and their ids included: marked as Sveltia's bundle ships it, in the admin's
// own page, against the build's parser in Node.

const guides = readSources(process.cwd(), "").guides;

type Tree = ReturnType<typeof parseMarkdown>["nodes"];
/**
 * The tree without the line breaks Sätteri keeps between blocks (a text node of "\n" between two
 * paragraphs, list items or table rows), which HTML shows as nothing; marked's tokens have none.
 */
const withoutBlockBreaks = (nodes: Tree): Tree =>
  nodes
    .filter((node) => node.type !== "text" || !/^\s*\n\s*$/.test(node.value))
    .map((node) => (node.type === "text" ? node : { ...node, children: withoutBlockBreaks(node.children) }));

test("every shipped guide's text is the same tree in the admin's preview and in the build", async ({ page }) => {
  expect(guides.length).toBeGreaterThan(0);
  await page.goto("/admin/");
  // Sveltia's module has run: its marked is on window (admin/sveltia/cms.ts, markdownTokens).
  await page.waitForFunction(() => "marked" in window, undefined, { timeout: 30_000 });
  const bodies = guides.map((guide) => guide.body ?? "");
  const tokens = await page.evaluate(
    ({ texts, options }) =>
      texts.map((text) =>
        (window as unknown as { marked: { lexer(src: string, options?: object): unknown } }).marked.lexer(
          text,
          options,
        ),
      ),
    { texts: bodies, options: markdownOptions },
  );
  for (const [i, guide] of guides.entries()) {
    const build = parseMarkdown(bodies[i]!);
    const admin = parseMarkdown(bodies[i]!, () => hastOfTokens(tokens[i] as MarkdownToken[]));
    expect(build.nodes.length, guide.file).toBeGreaterThan(3);
    expect(admin.headings, guide.file).toEqual(build.headings);
    expect(withoutBlockBreaks(admin.nodes), guide.file).toEqual(withoutBlockBreaks(build.nodes));
  }
});
