import { visitMessage } from "~/lib/site-visit";

// The free site visit step (src/components/sections/site-visit.tsx). Its link
// works without this script, with the page's plain request. Here the fields are
// enabled, and the link's message follows what the buyer fills in: each field
// is named by its line in the message. The tap adds the reference
// (src/browser/contact-tap.ts). A link to the step (#visit) needs nothing here:
// the browser opens a closed <details> that holds a link's target (the HTML
// standard's "ancestor details revealing algorithm").

for (const step of document.querySelectorAll<HTMLElement>("[data-visit]")) {
  const link = step.querySelector("a")!;
  const fields = [...step.querySelectorAll<HTMLInputElement>("[name]")];
  for (const field of fields) field.disabled = false;
  step.addEventListener("input", () => {
    link.search = `?text=${encodeURIComponent(
      visitMessage(
        step.dataset.visit!,
        fields.map((field) => [field.name, field.value]),
      ),
    )}`;
  });
}
