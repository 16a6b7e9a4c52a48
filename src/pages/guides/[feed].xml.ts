// The guides' Atom feed at a stable address, /guides/feed.xml, written at build time while there is a
// guide to read: with none (every starter guide left out of a public build), no feed, as no /guides page.
import { content } from "~/model/views/site-data";
import { guidesFeed, guidesFeedPaths } from "./_feed";

export const getStaticPaths = () => guidesFeedPaths(content);

export function GET() {
  return new Response(guidesFeed(content), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
