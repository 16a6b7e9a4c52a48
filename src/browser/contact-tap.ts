import { newReference } from "~/lib/reference";
import { leadOf, repeatWindowMs } from "./lead-of";
import { track } from "./track";

// Every WhatsApp and call tap, anywhere on a page (the estimator island's link
// too: one listener on the document, in the capture phase, so it runs before
// the link's own handlers). Each lead gets a new reference (src/lib/reference.ts),
// and a repeat tap of the same lead within the window (lead-of.ts) its first tap's,
// so that every reference a buyer may quote is the one the lead log keeps:
// a WhatsApp link carries it in its message, as the second line, and the note
// beside the contact bar (src/components/layout/floating-contact.tsx) shows it
// to the buyer. Then the tap is counted when the owner's analytics count events
// (src/browser/track.ts) and announced as a "contact-tap" event, for the lead
// log. Navigation is never delayed or cancelled. Without JavaScript the
// links keep their plain message, with no reference.

export type ContactTap = {
  reference: string;
  kind: "whatsapp" | "call";
  link: HTMLAnchorElement;
  /** The lead the tap is (lead-of.ts), null for a link that is not the company's. */
  lead: string | null;
  /** The same lead tapped again within the window: its reference is the first tap's, already logged. */
  repeat: boolean;
};

/** Each lead's first tap in the window: its reference and when. */
const recent = new Map<string, { reference: string; at: number }>();

document.addEventListener(
  "click",
  (event) => {
    // A click's target is always an element.
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="https://wa.me/"],a[href^="tel:"]');
    if (!link) return;
    const kind = link.protocol === "tel:" ? "call" : "whatsapp";
    const of = leadOf(link, kind);
    const now = Date.now();
    const first = of && recent.get(of.key);
    const repeat = !!first && now - first.at < repeatWindowMs;
    const reference = repeat ? first.reference : newReference();
    if (of && !repeat) recent.set(of.key, { reference, at: now });
    const note = document.getElementById("reference-note");
    if (note) {
      if (kind === "whatsapp") {
        // «رقم الطلب: …» in place of an earlier tap's, right after the greeting.
        const label = `${note.dataset.line}: `;
        const [first, ...rest] = decodeURIComponent(link.search.slice(6))
          .split("\n")
          .filter((line) => !line.startsWith(label));
        link.search = `?text=${encodeURIComponent([first, label + reference, ...rest].join("\n"))}`;
      }
      note.lastChild!.textContent = reference;
      note.showPopover();
    }
    track(kind === "call" ? "Call" : "WhatsApp", {});
    // The estimator's link, once it carries an estimate, names its service.
    if (link.dataset.estimate) track("Estimate sent to WhatsApp", { service: link.dataset.estimate });
    document.dispatchEvent(
      new CustomEvent<ContactTap>("contact-tap", { detail: { reference, kind, link, lead: of?.lead ?? null, repeat } }),
    );
  },
  true,
);
