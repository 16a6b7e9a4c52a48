// «حفظ PDF / Save as PDF» on the company profile: the browser's own print dialog, where «Save as PDF» is a
// destination. Hidden in the markup, so a page without this script never shows a button that does nothing.
for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-print]")) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}
