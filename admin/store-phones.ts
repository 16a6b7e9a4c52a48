// The owner types a phone as he writes it (05…, spaces, Arabic-Indic digits);
// the build reads any of those forms (src/model/contract/phone.ts), and the file keeps
// the international form, so content/site.yml always says what tel: and wa.me use.
import { internationalPhone } from "../src/model/contract/phone";

import type { EntryData } from "./sveltia/cms";

/** The settings fields that hold a phone number: the company's, its WhatsApp, and each developer's WhatsApp. */
function phonePaths(data: EntryData) {
  const developers = data.get("developers") as { size?: number } | undefined;
  return [
    ["phone"],
    ["whatsapp"],
    ...Array.from({ length: developers?.size ?? 0 }, (_, i) => ["developers", i, "whatsapp"]),
  ];
}

/** The entry's data with every phone it holds in international form (unchanged when none needs it). */
export function withStoredPhones(data: EntryData) {
  return phonePaths(data).reduce((next, path) => {
    const typed = next.getIn(path);
    return typeof typed === "string" && typed !== internationalPhone(typed)
      ? next.setIn(path, internationalPhone(typed))
      : next;
  }, data);
}
