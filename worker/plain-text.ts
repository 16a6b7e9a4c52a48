/** A plain-text answer that no browser renders as a page or caches: the Worker's refusals and the lead log's replies. */
export const plainText = (status: number, body = "") =>
  new Response(body || null, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    },
  });
