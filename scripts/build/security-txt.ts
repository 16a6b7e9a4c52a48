// /.well-known/security.txt (RFC 9116), written by every build: whom to tell
// about a security problem with the site. A build refreshes Expires, which the
// RFC wants less than a year ahead, so a site that is rebuilt at least yearly
// never serves an expired file.

/** The days until Expires: under a year, as RFC 9116 recommends. */
export const securityTxtLifetimeDays = 364;

/** The file's text for a site with a public `url` (no trailing slash) and an E.164 `phone`. */
export function securityTxt(site: { url: string; phone: string }, now: Date) {
  const origin = site.url.replace(/\/+$/, "");
  const expires = new Date(now.getTime() + securityTxtLifetimeDays * 86_400_000);
  return [
    `# Security contact for ${origin}/ (RFC 9116).`,
    `Contact: tel:${site.phone}`,
    `Contact: ${origin}/`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: ar, en",
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}
