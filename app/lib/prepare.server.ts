import type { Prepared } from "~/content/prepared";
import type { IconName } from "~/content/schema";
import { iconMarkup } from "./icons.server";
import { resolveImage } from "./images.server";

/**
 * Resolves a content record for rendering, at build time: every image (a
 * page's slot, or a project photo) becomes its files, size and alt text, and
 * every `icon` name becomes SVG markup. Called by route loaders only.
 */
export function prepare<T>(value: T): Prepared<T> {
  return walk(value) as Prepared<T>;
}

function walk(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item));
  if (typeof value === "string") return key === "icon" ? iconMarkup(value as IconName) : value;
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record.alt === "string") {
    // A slot shows the owner's photo, with the photo's own alt, once one is set.
    if (typeof record.illustration === "string")
      return typeof record.photo === "string"
        ? { ...resolveImage(record.photo), alt: record.photoAlt }
        : { ...resolveImage(record.illustration), alt: record.alt };
    if (typeof record.src === "string") return { ...resolveImage(record.src), alt: record.alt };
  }
  return Object.fromEntries(Object.entries(record).map(([k, child]) => [k, walk(child, k)]));
}
