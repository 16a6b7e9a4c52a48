// A phone number as the owner writes it, in the international form that tel: and
// wa.me links need: «0554318270», «055 431 8270», «٠٥٥٤٣١٨٢٧٠», «00966554318270»
// and «+966 55 431 8270» all become +966554318270. Only Saudi numbers written
// nationally get +966; a number already in international form keeps its country.

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as 0–9, so any digit the keyboard types counts. */
export const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));

/** What people put between digits, and the invisible direction marks an Arabic keyboard adds. */
const separators = /[\s\u00a0\-–.()/\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** The number in international form, or the text unchanged (digits made western) when it is no phone number. */
export function internationalPhone(typed: string) {
  const compact = westernDigits(typed).replace(separators, "");
  if (!/^(\+|00)?\d+$/.test(compact)) return westernDigits(typed).trim();
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  // 966 5x xxx xxxx without its +, 05x xxx xxxx (mobile), 011 xxx xxxx (landline), 5x xxx xxxx.
  if (/^966\d{8,9}$/.test(compact)) return `+${compact}`;
  if (/^0\d{8,9}$/.test(compact)) return `+966${compact.slice(1)}`;
  if (/^5\d{8}$/.test(compact)) return `+966${compact}`;
  return compact;
}

/** Digits as typed, western and without spaces: a registration number written «١٠١٠ ١٢٣٤٥٦». */
export const plainDigits = (typed: string) => westernDigits(typed).replace(separators, "");

/**
 * What the admin's phone fields let through before the build's own check: digits of
 * either script, spaces, dashes, dots, brackets and a leading + (a JSON Schema pattern).
 */
export const typedPhonePattern = "^[\\s\\u00a0+0-9\\u0660-\\u0669\\u06f0-\\u06f9().\\-\\u200e\\u200f\\u061c]+$";
