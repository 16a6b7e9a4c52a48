// A number in the admin's form (a price, a year), the digits of his registration and phones, and a link are
// replaced far more often than edited a character at a time: a tap into such a box selects what it holds, so
// what he types replaces it, without a second tap (on a phone, a long press) to select it first. The digits'
// boxes also ask a phone for its number pad.

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

const keyPathOf = (box: HTMLInputElement) =>
  box.closest<HTMLElement>("section.field[data-key-path]")?.dataset.keyPath?.split(".").at(-1) ?? "";

const isDigits = (box: HTMLInputElement) => digitFields.has(keyPathOf(box));

const isReplacedWhole = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  (target.type === "number" ||
    /^(numeric|decimal)$/.test(target.inputMode) ||
    isDigits(target) ||
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
