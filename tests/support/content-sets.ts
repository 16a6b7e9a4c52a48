import { content as shipped } from "~/model/views/site-data";
import type { SiteContent } from "~/model/contract/validate";
import { loadFixtureContent } from "./fixture-content";

/**
 * The shipped content and the fixture content (tests/fixtures/content: a real company, one delivered
 * project, warranty terms for some services, one guide, no reviews), for a data builder's test on each.
 */
export const contentSets = (): [string, SiteContent][] => [
  ["shipped", shipped],
  ["fixture", loadFixtureContent()],
];

type Meta = { name?: string; content?: string; rel?: string; href?: string };

/** A head's canonical address, description and robots words. */
export const headOf = (head: { meta: readonly object[]; jsonLd: string[] }) => {
  const meta = head.meta as Meta[];
  return {
    canonical: meta.find((tag) => tag.rel === "canonical")?.href,
    description: meta.find((tag) => tag.name === "description")?.content,
    noindex: meta.some((tag) => tag.name === "robots" && tag.content === "noindex"),
    jsonLd: head.jsonLd.map((json) => JSON.parse(json) as Record<string, unknown>),
  };
};
