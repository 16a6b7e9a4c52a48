// mailto: links (RFC 6068): the company's address, a subject and a body of lines, each encoded on its own
// so that a line break is CRLF (%0D%0A) and a space %20, as every mail client reads them.

/** A mailto: link to `email`, with its subject and body when given. */
export function mailtoHref(email: string, message: { subject?: string; lines?: readonly string[] } = {}) {
  const fields = [
    ...(message.subject ? [`subject=${encodeURIComponent(message.subject)}`] : []),
    ...(message.lines?.length ? [`body=${encodeURIComponent(message.lines.join("\r\n"))}`] : []),
  ];
  return `mailto:${email}${fields.length ? `?${fields.join("&")}` : ""}`;
}

/** A mailto: link's subject and body lines, decoded. */
export function readMailto(href: string) {
  const query = new URLSearchParams(href.slice(href.indexOf("?") + 1).replace(/\+/g, "%2B"));
  const body = href.includes("?") ? query.get("body") : null;
  return {
    email: href.slice("mailto:".length).split("?")[0]!,
    subject: href.includes("?") ? (query.get("subject") ?? "") : "",
    lines: body ? body.split(/\r?\n/) : [],
  };
}
