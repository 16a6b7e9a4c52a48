/**
 * The page's structured data, one <script type="application/ld+json"> per
 * document. The loader builds and serialises it at build time from the same
 * record the page shows, so no JSON-LD builder ships to the browser.
 */
export function JsonLd({ documents }: { documents: readonly string[] }) {
  return documents.map((json, i) => (
    <script
      // A fixed list per page, so the position is a stable key.
      key={i}
      type="application/ld+json"
      // Escaped by serializeJsonLd; React would HTML-escape a text child.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  ));
}
