// A number in the admin's form (a price, a year), the digits of his registration and phones, and a link are
// replaced far more often than edited a character at a time: a tap into such a box selects what it holds, so
// what he types replaces it, without a second tap (on a phone, a long press) to select it first. The digits'
// boxes also ask a phone for its number pad. So are the few boxes of words that step ٥ of the owner's guide has
// him replace with his own (his company's names, its street and district, the time he answers a complaint):
// each ships with a stand-in he replaces whole, and a second tap still places the caret to edit one word.

/** The settings' fields of digits, by the last part of their key path (src/model/contract/site-schema.ts). */
const digitFields = new Set([
  "phone",
  "whatsapp",
  "cr",
  "unifiedNumber",
  "vat",
  "postalCode",
  "buildingNumber",
  "additionalNumber",
]);

/** Boxes of words replaced whole, by their full key path; the display name only in the settings (a page has one too). */
const replacedWords = new Set([
  "company.legalName",
  "company.address.district",
  "company.address.street",
  "response.time",
]);

const fullKeyPathOf = (box: HTMLInputElement) =>
  box.closest<HTMLElement>("section.field[data-key-path]")?.dataset.keyPath ?? "";
const keyPathOf = (box: HTMLInputElement) => fullKeyPathOf(box).split(".").at(-1) ?? "";

const isReplacedWords = (box: HTMLInputElement) => {
  const path = fullKeyPathOf(box);
  return replacedWords.has(path) || (path === "name" && /\/collections\/settings\//.test(location.hash));
};

const isDigits = (box: HTMLInputElement) => digitFields.has(keyPathOf(box));

const isReplacedWhole = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  (target.type === "number" ||
    /^(numeric|decimal)$/.test(target.inputMode) ||
    isDigits(target) ||
    isReplacedWords(target) ||
    /^url$|Url$/.test(keyPathOf(target)));

export function selectWholeValuesOnFocus(root: Document) {
  // Before the box takes the focus, so that a phone opens the number pad.
  root.addEventListener("pointerdown", (event) => {
    if (event.target instanceof HTMLInputElement && isDigits(event.target)) event.target.inputMode = "numeric";
  });
  /** The box just focused by a tap, whose coming mouseup would put the caret where the finger lifted. */
  let tapped: HTMLInputElement | undefined;
  root.addEventListener("focusin", (event) => {
    if (!isReplacedWhole(event.target)) return;
    tapped = event.target;
    event.target.select();
  });
  root.addEventListener("mouseup", (event) => {
    if (tapped && event.target === tapped) event.preventDefault();
    tapped = undefined;
  });
}
