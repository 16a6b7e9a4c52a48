// The admin's stand-in for Sätteri's markdownToHast (src/lib/markdown.ts): its
// browser build is WebAssembly with threads, which needs a cross-origin-isolated
// page, and the admin cannot be one (the Git host's sign-in pop-up must report
// back to it). Here the Markdown is tokenised by marked, which Sveltia already
// loads and exposes for templates (sveltia/cms.ts), and the tokens become the
// same HTML tree the build's parser gives; the site's GuideBody draws it.
// tests/admin/guide-markdown.spec.ts compares the two trees on every shipped guide.
import { markdownTokens, type MarkdownToken } from "../sveltia/cms";

type Token = MarkdownToken;
type Node =
  | { type: "text"; value: string }
  | { type: "element"; tagName: string; properties: Record<string, unknown>; children: Node[] };

const text = (value: string): Node => ({ type: "text", value });
const element = (tagName: string, children: Node[], properties: Record<string, unknown> = {}): Node => ({
  type: "element",
  tagName,
  properties,
  children,
});

// marked escapes &, <, >, " and ' in the text it keeps; the tree holds plain text.
const unescape = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name]!,
  );

function nodesOf(tokens: Token[] = []): Node[] {
  return tokens.flatMap((token): Node[] => {
    const inner = () => nodesOf(token.tokens);
    switch (token.type) {
      case "heading":
        return [element(`h${token.depth}`, inner())];
      case "paragraph":
        return [element("p", inner())];
      case "text":
        return token.tokens?.length ? inner() : [text(unescape(token.text ?? ""))];
      case "escape":
        return [text(unescape(token.text ?? ""))];
      case "strong":
        return [element("strong", inner())];
      case "em":
        return [element("em", inner())];
      case "del":
        return [element("del", inner())];
      case "codespan":
        return [element("code", [text(unescape(token.text ?? ""))])];
      case "code":
        return [element("pre", [element("code", [text(token.text ?? "")])])];
      case "br":
        return [element("br", [])];
      case "hr":
        return [element("hr", [])];
      case "blockquote":
        return [element("blockquote", inner())];
      case "link":
        return [element("a", inner(), { href: token.href })];
      case "image":
        return [element("img", [], { src: token.href, alt: unescape(token.text ?? "") })];
      case "list":
        return [
          element(
            token.ordered ? "ol" : "ul",
            (token.items ?? []).map((item) => element("li", nodesOf(item.tokens))),
            token.ordered && token.start && token.start !== 1 ? { start: token.start } : {},
          ),
        ];
      case "list_item":
        return [element("li", inner())];
      case "table": {
        // As the build's: a head row of th, then the rows of td in a tbody, each cell with its column's align.
        const cell = (tag: string, column: number) => (cell: Token) =>
          element(tag, nodesOf(cell.tokens), token.align?.[column] ? { align: token.align[column] } : {});
        const row = (cells: Token[], tag: string) =>
          element(
            "tr",
            cells.map((c, i) => cell(tag, i)(c)),
          );
        const rows = token.rows ?? [];
        return [
          element("table", [
            element("thead", [row(token.header ?? [], "th")]),
            ...(rows.length
              ? [
                  element(
                    "tbody",
                    rows.map((cells) => row(cells, "td")),
                  ),
                ]
              : []),
          ]),
        ];
      }
      default:
        // Raw HTML, as the build: dropped. Spaces between blocks: nothing.
        return [];
    }
  });
}

/** The tree of marked's tokens. A list's items in one paragraph each come as "text" tokens holding inline tokens, as the build's tight lists. */
export const hastOfTokens = (tokens: Token[]) => ({ type: "root", children: nodesOf(tokens) });

/** Sätteri's markdownToHast, as the build calls it (its options make no difference here, and are not read). */
export const markdownToHast = (body: string) => hastOfTokens(markdownTokens(body));

export type HastNode = Node;
