import type { Prepared } from "~/content/prepared";
import type { IconName } from "~/content/schema";
import { iconMarkup } from "./icons.server";
import { resolveImage } from "./images.server";

/**
 * Resolves a content record for rendering, at build time: every `{ src, alt }`
 * image slot becomes its file URL and size, and every `icon` name becomes SVG
 * markup. Called by route loaders only.
 */
export function prepare<T>(value: T): Prepared<T> {
  return walk(value) as Prepared<T>;
}

function walk(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item));
  if (typeof value === "string") return key === "icon" ? iconMarkup(value as IconName) : value;
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record.src === "string" && typeof record.alt === "string") {
    return { ...resolveImage(record.src), alt: record.alt };
  }
  return Object.fromEntries(Object.entries(record).map(([k, child]) => [k, walk(child, k)]));
}
