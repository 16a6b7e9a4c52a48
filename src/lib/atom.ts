// The guides' Atom feed (RFC 4287), written at build time from the same records the pages show.

export type FeedEntry = { url: string; title: string; summary: string; published: string; updated?: string };

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A date such as 2026-03-14 as an Atom timestamp (midnight in Riyadh, UTC+3). */
export const atomDate = (date: string) => `${date}T00:00:00+03:00`;

export function atomFeed({
  url,
  feedUrl,
  title,
  author,
  entries,
}: {
  /** The list page the feed mirrors. */
  url: string;
  feedUrl: string;
  title: string;
  author: string;
  entries: readonly FeedEntry[];
}) {
  const dates = entries.map((entry) => entry.updated ?? entry.published).sort();
  const updated = dates.at(-1) ?? "1970-01-01";
  const items = entries.map(
    (entry) => `  <entry>
    <id>${escape(entry.url)}</id>
    <title>${escape(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escape(entry.url)}"/>
    <published>${atomDate(entry.published)}</published>
    <updated>${atomDate(entry.updated ?? entry.published)}</updated>
    <summary>${escape(entry.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ar">
  <id>${escape(url)}</id>
  <title>${escape(title)}</title>
  <link rel="self" type="application/atom+xml" href="${escape(feedUrl)}"/>
  <link rel="alternate" type="text/html" href="${escape(url)}"/>
  <updated>${atomDate(updated)}</updated>
  <author><name>${escape(author)}</name></author>
${items.join("\n")}
</feed>
`;
}
