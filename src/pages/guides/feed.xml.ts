// The guides' Atom feed at a stable address, /guides/feed.xml, written at build time.
import { guidesFeed } from "~/model/page-data";

export function GET() {
  return new Response(guidesFeed(), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
