import { newReference } from "~/lib/reference";
import { track } from "./track";

// Every WhatsApp, call and e-mail tap, anywhere on a page (the estimator island's link
// too: one listener on the document, in the capture phase, so it runs before
// the link's own handlers). Each tap gets a new reference (src/lib/reference.ts),
// unless the lead log (src/browser/lead-log.ts), which hears the tap first, finds
// it repeats a lead within its window and hands back that lead's reference: every
// reference a buyer may quote is one the log keeps. A WhatsApp link carries the
// reference in its message, as the second line, and the note
// beside the contact bar (src/components/layout/floating-contact.tsx) shows it
// to the buyer. The tap is counted when the owner's analytics count events
// (src/browser/track.ts). Navigation is never delayed or cancelled. Without JavaScript the
// links keep their plain message, with no reference.

/**
 * A tap, announced as the "contact-tap" event; a listener may set `reference` to the one the tap's message carries.
 * An e-mail's reference is written into it by src/browser/mail-tap.ts, which only pages with an e-mail load.
 */
export type ContactTap = { reference: string; kind: "whatsapp" | "call" | "email"; link: HTMLAnchorElement };

document.addEventListener(
  "click",
  (event) => {
    // A click's target is always an element.
    const link = (event.target as Element).closest<HTMLAnchorElement>(
      'a[href^="https://wa.me/"],a[href^="tel:"],a[href^="mailto:"]',
    );
    if (!link) return;
    const kind = link.protocol === "tel:" ? "call" : link.protocol === "mailto:" ? "email" : "whatsapp";
    const tap: ContactTap = { reference: newReference(), kind, link };
    document.dispatchEvent(new CustomEvent<ContactTap>("contact-tap", { detail: tap }));
    const { reference } = tap;
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
    track(kind === "call" ? "Call" : kind === "email" ? "Email" : "WhatsApp", {});
    // The estimator's link, once it carries an estimate, names its service.
    if (link.dataset.estimate) track("Estimate sent to WhatsApp", { service: link.dataset.estimate });
  },
  true,
);
