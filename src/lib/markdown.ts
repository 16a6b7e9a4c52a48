// A guide's Markdown, parsed at build time with Sätteri (the parser Astro 7
// ships) into a HTML syntax tree, which the GuideBody component renders with
// React. Raw HTML in the Markdown is dropped, so nothing inline reaches the
// page (docs/decisions/0008-one-csp.md).
import { markdownToHast, type HastNode } from "satteri";

export type MarkdownNode =
  | { type: "text"; value: string }
  | { type: "element"; tagName: string; properties: Record<string, unknown>; children: MarkdownNode[] };

export type Heading = { depth: 2 | 3; id: string; text: string };

const textOf = (node: MarkdownNode): string => (node.type === "text" ? node.value : node.children.map(textOf).join(""));

/** An id for a heading: its words joined by dashes, Arabic kept; unique within the guide. */
export function headingId(text: string, taken: Set<string>) {
  const base =
    text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, "")
      .replace(/\s+/g, "-") || "section";
  let id = base;
  for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

function clean(node: HastNode): MarkdownNode | undefined {
  const raw = node as unknown as {
    type: string;
    value?: string;
    tagName?: string;
    properties?: Record<string, unknown>;
    children?: HastNode[];
  };
  if (raw.type === "text") return { type: "text", value: raw.value ?? "" };
  if (raw.type !== "element") return undefined;
  return {
    type: "element",
    tagName: raw.tagName!,
    properties: raw.properties ?? {},
    children: (raw.children ?? []).map(clean).filter((child): child is MarkdownNode => child !== undefined),
  };
}

/** Sätteri's tree of a body, as the build reads it. */
const buildTree = (body: string) => markdownToHast(body, { features: { frontmatter: false, smartPunctuation: false } });

/**
 * The body's nodes, with an id on every ## and ### heading, and those headings for the table of contents.
 * `toHast` is the build's parser; a test hands the admin preview's (admin/preview/markdown.ts) to compare them.
 */
export function parseMarkdown(
  body: string,
  toHast: (body: string) => unknown = buildTree,
): { nodes: MarkdownNode[]; headings: Heading[] } {
  const root = toHast(body) as { children: HastNode[] };
  const nodes = root.children.map(clean).filter((node): node is MarkdownNode => node !== undefined);
  const taken = new Set<string>();
  const headings: Heading[] = [];
  const visit = (node: MarkdownNode) => {
    if (node.type !== "element") return;
    if (node.tagName === "h2" || node.tagName === "h3") {
      const text = textOf(node);
      const id = headingId(text, taken);
      node.properties = { ...node.properties, id };
      headings.push({ depth: node.tagName === "h2" ? 2 : 3, id, text });
    }
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return { nodes, headings };
}

export { textOf };
