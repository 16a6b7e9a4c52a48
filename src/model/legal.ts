import { registrationOf } from "../lib/company";
import type { SiteContent } from "./validate";

/** The company and its numbers as the legal pages name them: from the site settings, never from the pages' words. */
export function legalContact({ site, ui }: Pick<SiteContent, "site" | "ui">) {
  const registration = registrationOf(site.company, ui.footer);
  return {
    legalName: site.company.legalName,
    cr: registration.number,
    phone: site.phone,
    whatsapp: site.whatsapp,
    greeting: site.whatsappGreeting,
    labels: { company: ui.footer.companyTitle, cr: registration.label, chat: ui.contact.chat },
  };
}

export type LegalContact = ReturnType<typeof legalContact>;
