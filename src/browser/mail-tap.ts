// An e-mail tap (drawings, a bill of quantities) carries its reference in the subject and the body, as a
// WhatsApp message does in its text: src/browser/contact-tap.ts announces the tap, shows the reference and counts
// it. Only pages that show the company's e-mail load this script (src/layouts/page.astro). Every byte here counts
// against the island pages' budget: the link is read with the platform's URLSearchParams and rebuilt by hand.
import type { ContactTap } from "./contact-tap";

document.addEventListener("contact-tap", (event) => {
  const { kind, link, reference } = (event as CustomEvent<ContactTap>).detail;
  const label = document.getElementById("reference-note")?.dataset.line;
  if (kind !== "email" || !label) return;
  // From the link as the page wrote it (src/lib/mailto.ts), so that a later tap's reference replaces this one's.
  const [address, query = ""] = (link.dataset.mailto ??= link.href).split("?");
  // The page encodes every field with encodeURIComponent: no "+" stands for a space.
  const fields = new URLSearchParams(query);
  const line = `${label}: ${reference}`;
  const subject = fields.get("subject");
  const body = fields.get("body");
  // «label: reference» at the subject's end and as the body's second line, after the greeting (its first line).
  link.href =
    `${address}?subject=${encodeURIComponent(subject ? `${subject} · ${line}` : line)}` +
    `&body=${encodeURIComponent(body ? body.replace(/^.*/, (first) => `${first}\r\n${line}`) : line)}`;
});
