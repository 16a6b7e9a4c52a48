import { describe, expect, test } from "vitest";
import { atomFeed } from "./atom";

describe("atomFeed", () => {
  const feed = atomFeed({
    url: "https://x.sa/guides",
    feedUrl: "https://x.sa/guides/feed.xml",
    title: "أدلة & نصائح",
    author: "شركة",
    entries: [
      { url: "https://x.sa/guides/a", title: "أ", summary: "<b>", published: "2026-01-01", updated: "2026-03-01" },
      { url: "https://x.sa/guides/b", title: "ب", summary: "ب", published: "2026-02-01" },
    ],
  });

  test("is dated by its newest entry, links itself, and escapes text", () => {
    expect(feed).toContain("<updated>2026-03-01T00:00:00+03:00</updated>");
    expect(feed).toContain('<link rel="self" type="application/atom+xml" href="https://x.sa/guides/feed.xml"/>');
    expect(feed).toContain("<title>أدلة &amp; نصائح</title>");
    expect(feed).toContain("<summary>&lt;b&gt;</summary>");
    expect(feed.match(/<entry>/g)).toHaveLength(2);
  });
});
