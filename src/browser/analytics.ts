// Calls and WhatsApp taps, anywhere on a page, counted as events (src/browser/track.ts).
import { track } from "./track";

document.addEventListener("click", (event) => {
  const link = event.target instanceof Element && event.target.closest<HTMLAnchorElement>("a[href]");
  if (!link) return;
  if (link.protocol === "tel:") track("Call", {});
  else if (link.hostname === "wa.me") track("WhatsApp", {});
});
