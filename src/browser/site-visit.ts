import { visitMessage, visitReference } from "~/lib/site-visit";

// The free site visit step (src/components/sections/site-visit.tsx). Its link
// works without this script, with the page's plain request. Here the fields are
// enabled, and the link's message follows what the buyer fills in: each field
// is named by its line in the message.

for (const step of document.querySelectorAll<HTMLElement>("[data-visit]")) {
  const link = step.querySelector("a")!;
  const fields = [...step.querySelectorAll<HTMLInputElement>("[name]")];
  const write = () => {
    const facts = fields.map((field): [string, string] => [field.name, field.value]);
    const reference: [string, string] = [step.dataset.reference!, visitReference(new Date())];
    link.search = `?text=${encodeURIComponent(visitMessage(step.dataset.visit!, [reference, ...facts]))}`;
  };
  for (const field of fields) field.disabled = false;
  step.addEventListener("input", write);
  link.addEventListener("click", write);
}
