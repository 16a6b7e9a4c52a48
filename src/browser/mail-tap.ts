// An e-mail tap (drawings, a bill of quantities) carries its reference in the subject and the body, as a
// WhatsApp message does in its text: src/browser/contact-tap.ts announces the tap, shows the reference and counts
// it. Only pages that show the company's e-mail load this script (src/layouts/page.astro).
import { mailtoWithReference } from "~/lib/mailto";
import type { ContactTap } from "./contact-tap";

document.addEventListener("contact-tap", (event) => {
  const { kind, link, reference } = (event as CustomEvent<ContactTap>).detail;
  const line = document.getElementById("reference-note")?.dataset.line;
  if (kind === "email" && line) link.href = mailtoWithReference(link.href, line, reference);
});
