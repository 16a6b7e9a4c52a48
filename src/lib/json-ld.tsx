/**
 * The page's structured data, one <script type="application/ld+json"> per
 * document, built and serialised with the page's data (src/lib/structured-data.ts)
 * from the same record the page shows.
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
