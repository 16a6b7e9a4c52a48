import type { SiteContent } from "./validate";

/** The company and its numbers as the legal pages name them: from the site settings, never from the pages' words. */
export function legalContact({ site, ui }: Pick<SiteContent, "site" | "ui">) {
  return {
    legalName: site.company.legalName,
    cr: site.company.cr,
    phone: site.phone,
    whatsapp: site.whatsapp,
    greeting: site.whatsappGreeting,
    labels: { company: ui.footer.companyTitle, cr: ui.footer.cr, chat: ui.contact.chat },
  };
}

export type LegalContact = ReturnType<typeof legalContact>;
