import { createElement, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { newTab } from "~/lib/links";
import { textOf, type MarkdownNode } from "~/lib/markdown";
import { ContentImage } from "~/components/ui/image";
import { photoSlots } from "~/lib/photo-slots";
import { priceShortcode } from "~/model/contract/guide-body";
import type { ServiceSlug } from "~/model/contract/pages";
import { GuidePrices, type GuidePriceList } from "./guide-prices";

// Markdown elements a guide may use, with their classes; anything else renders as its text only.
const styles: Record<string, string> = {
  h2: "mt-12 scroll-mt-28 text-h2 font-extrabold text-brand-700",
  h3: "mt-8 scroll-mt-28 text-h3 font-bold text-brand-800",
  h4: "mt-6 font-bold",
  p: "mt-4",
  ul: "mt-4 list-disc space-y-2 ps-6 marker:text-brand-700",
  ol: "mt-4 list-decimal space-y-2 ps-6 marker:font-bold marker:text-brand-700",
  li: "",
  blockquote: "mt-6 border-s-4 border-gold-400 bg-sand-100 px-5 py-3",
  strong: "font-bold",
  em: "",
  del: "",
  code: "rounded bg-sand-100 px-1",
  pre: "mt-4 overflow-x-auto rounded-xl bg-sand-100 p-4",
  hr: "my-10 border-sand-200",
  br: "",
  a: "font-semibold text-brand-700 underline underline-offset-4",
  table: "w-full border-collapse text-start text-base wrap-break-word",
  thead: "bg-brand-50",
  tbody: "",
  tr: "border-b border-sand-200",
  th: "p-2 text-start font-bold sm:p-3",
  td: "p-2 align-top sm:p-3",
};

const only = (node: MarkdownNode) =>
  node.type === "element" ? node.children.filter((child) => child.type !== "text" || child.value.trim()) : [];

/** The price lists the guide's {{prices:<service>}} lines show, by service. */
type PriceLists = Partial<Record<ServiceSlug, GuidePriceList>>;

function render(node: MarkdownNode, key: number, prices: PriceLists): ReactNode {
  if (node.type === "text") return node.value;
  const { tagName, properties } = node;
  const children = node.children.map((child, i) => render(child, i, prices));
  if (tagName === "p") {
    const shortcode = priceShortcode.exec(textOf(node).trim());
    if (shortcode && only(node).every((child) => child.type === "text"))
      return <GuidePrices key={key} list={prices[shortcode[1] as ServiceSlug]!} />;
    const [single] = only(node);
    if (only(node).length === 1 && single?.type === "element" && single.tagName === "img") {
      const { src, alt } = single.properties as { src: string; alt: string };
      return (
        <figure key={key} className="mt-6 overflow-hidden rounded-2xl">
          <ContentImage image={{ src, alt }} slot={photoSlots.guideBody} />
        </figure>
      );
    }
  }
  // Tables wrap their words instead of scrolling: a guide's tables are short, and a phone shows them whole.
  if (tagName === "table")
    return (
      <div key={key} className="mt-6 rounded-xl border border-sand-200 bg-white">
        <table className={styles.table}>{children}</table>
      </div>
    );
  if (!(tagName in styles)) return <span key={key}>{children}</span>;
  const props: Record<string, unknown> = { key, className: styles[tagName] || undefined };
  if (typeof properties.id === "string") props.id = properties.id;
  if (tagName === "ol" && typeof properties.start === "number") props.start = properties.start;
  if (tagName === "a" && typeof properties.href === "string") {
    props.href = properties.href;
    if (/^https?:/.test(properties.href)) Object.assign(props, newTab);
  }
  if (tagName === "hr" || tagName === "br") return createElement(tagName, props);
  return createElement(tagName, props, ...children);
}

/** A guide's text, rendered at build time from its parsed Markdown. */
export function GuideBody({
  nodes,
  prices,
  className,
}: {
  nodes: MarkdownNode[];
  prices: PriceLists;
  className?: string;
}) {
  return <div className={cn("text-lg leading-9", className)}>{nodes.map((node, i) => render(node, i, prices))}</div>;
}
