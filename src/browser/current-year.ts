// The footer's copyright year is the build's; a page built last December shows
// the visitor's year.
const year = String(new Date().getFullYear());
for (const element of document.querySelectorAll("[data-current-year]")) {
  if (element.textContent !== year) element.textContent = year;
}
