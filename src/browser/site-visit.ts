import { visitMessage, visitReference } from "~/lib/site-visit";

// The free site visit step (src/components/sections/site-visit.tsx). Its link
// works without this script, with the page's plain request. Here the fields are
// enabled, and the link's message follows what the buyer fills in: each field
// is named by its line in the message.

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-visit]")) {
  const link = form.querySelector("a")!;
  const write = () => {
    const reference: [string, string] = [form.dataset.reference!, visitReference(new Date())];
    link.search = `?text=${encodeURIComponent(visitMessage(form.dataset.visit!, [reference, ...new FormData(form)]))}`;
  };
  form.querySelector("fieldset")!.disabled = false;
  form.addEventListener("input", write);
  link.addEventListener("click", write);
}
