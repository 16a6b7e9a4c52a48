import { nationalAddress, registrationOf } from "../../lib/company";
import type { SiteContent } from "../contract/validate";

/**
 * A complaint's or a warranty claim's WhatsApp message (content/ui.yml → claimMessage): its first line, then a
 * line per fact with its label for the buyer to complete, so the message says what it is about.
 */
export function claimMessage(ui: Pick<SiteContent["ui"], "claimMessage">, purpose: "complaint" | "warranty") {
  const words = ui.claimMessage;
  return [words[purpose], ...[words.delivered, words.date, words.issue].map((label) => `${label}:`)].join("\n");
}

/** The company and its numbers as the legal pages name them: from the site settings, never from the pages' words. */
export function legalContact(
  { site, ui, english }: Pick<SiteContent, "site" | "ui"> & Partial<Pick<SiteContent, "english">>,
  greeting = site.whatsappGreeting,
) {
  const registration = registrationOf(site.company, ui.footer);
  return {
    legalName: site.company.legalName,
    cr: registration.number,
    /** The controller's National Address as the footer writes it, in the page's language (its commas too). */
    address: nationalAddress(site, english ? "en" : "ar"),
    phone: site.phone,
    whatsapp: site.whatsapp,
    greeting,
    labels: {
      company: ui.footer.companyTitle,
      cr: registration.label,
      address: ui.footer.address,
      chat: ui.contact.chat,
    },
  };
}

export type LegalContact = ReturnType<typeof legalContact>;
