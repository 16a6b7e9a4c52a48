// The admin's stand-in for Sätteri's markdownToHast (src/lib/markdown.ts): its
// browser build is WebAssembly with threads, which needs a cross-origin-isolated
// page, and the admin cannot be one (the Git host's sign-in pop-up must report
// back to it). Here the Markdown is tokenised by marked, which Sveltia already
// loads and exposes as window.marked for templates, and the tokens become the
// same HTML tree the build's parser gives; the site's GuideBody draws it.

type Token = {
  type: string;
  raw?: string;
  text?: string;
  depth?: number;
  ordered?: boolean;
  start?: number | "";
  href?: string;
  title?: string | null;
  tokens?: Token[];
  items?: Token[];
};
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
      default:
        // Raw HTML, as the build: dropped. Spaces between blocks: nothing.
        return [];
    }
  });
}

/** A list's items in one paragraph each come as "text" tokens holding inline tokens, as the build's tight lists. */
export function markdownToHast(body: string) {
  const marked = (window as unknown as { marked: { lexer(src: string, options?: object): Token[] } }).marked;
  return { type: "root", children: nodesOf(marked.lexer(body, { gfm: true })) };
}

export type HastNode = Node;
