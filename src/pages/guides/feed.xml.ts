// The guides' Atom feed at a stable address, /guides/feed.xml, written at build time.
import { content } from "~/model/site-data";
import { guidesFeed } from "./_feed";

export function GET() {
  return new Response(guidesFeed(content), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
