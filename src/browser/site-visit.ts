import { visitMessage, visitReference, type VisitWords } from "~/lib/site-visit";

// The free site visit step (src/components/sections/site-visit.tsx): its link
// works without this script, with the page's plain request; here the fields
// are enabled and the link's message follows what the buyer fills in.

for (const step of document.querySelectorAll<HTMLElement>("[data-site-visit]")) {
  const words = JSON.parse(step.dataset.siteVisit!) as VisitWords;
  const link = step.querySelector<HTMLAnchorElement>("a[data-visit-link]")!;
  const fields = [...step.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[name]")];
  const value = (name: string) => fields.find((field) => field.name === name)?.value;
  const update = () => {
    const url = new URL(link.href);
    url.searchParams.set(
      "text",
      visitMessage(words, {
        service: value("service"),
        district: value("district"),
        day: value("day"),
        time: value("time"),
        size: value("size"),
        reference: visitReference(new Date()),
      }),
    );
    link.href = url.href;
  };
  for (const field of fields) {
    field.disabled = false;
    field.addEventListener("input", update);
  }
  // The reference is the moment of sending.
  link.addEventListener("click", update);
}
