// Every outbound contact link is built here, so the site never has two forms
// of the same number (the old site had three different tel: formats).

/** `tel:` link in E.164, dialled in the same window. */
export function telHref(e164: string) {
  return `tel:${e164}`;
}

/**
 * wa.me chat link with a prefilled message; wa.me wants the number without "+".
 * Arabic letters stay as they are (a URL may hold them; the browser encodes them
 * when it follows the link, so wa.me gets the same bytes), a third of the bytes
 * of their %D8%A7 form on every page; everything else is percent-encoded.
 */
export function whatsappHref(e164: string, message: string) {
  return `https://wa.me/${e164.replace(/^\+/, "")}?text=${message.replace(/[^\u0600-\u06ff]/g, encodeURIComponent)}`;
}

/**
 * "+966500000000" → "050 000 0000", the way Saudi numbers are written locally,
 * with no-break spaces so a number never wraps across lines.
 */
export function formatLocalPhone(e164: string) {
  const saudi = /^\+966(\d{2})(\d{3})(\d{4})$/.exec(e164);
  if (!saudi) return e164;
  const [, area, mid, end] = saudi;
  return `0${area}\u00a0${mid}\u00a0${end}`;
}

/** Props for a link that leaves the site in a new tab. */
export const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Where «our location on the map» leads: the company's Google profile once set (its reviews and pin), else the map link. */
export function mapHref(site: { googleProfileUrl?: string; mapsUrl: string }) {
  return site.googleProfileUrl ?? site.mapsUrl;
}
