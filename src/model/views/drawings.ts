// «أرسل مخططاتك أو جدول الكميات»: how a buyer with a drawing or a bill of quantities sends it, on the pages of
// the services priced from a drawing and on the company profile. WhatsApp carries files; the e-mail, once the
// settings have one, opens with a subject and a body that list what the estimate needs, for him to fill in, and
// the tap's reference (src/browser/contact-tap.ts). Decision 2026-11-28-credentials-with-dates.
import { whatsappHref } from "../../lib/links.ts";
import { mailtoHref } from "../../lib/mailto.ts";
import { specLineLabels } from "./estimator-data.ts";
import type { ServiceSlug } from "../contract/pages.ts";
import type { SiteContent } from "../contract/validate.ts";

/** The services priced from a drawing or a bill of quantities: a hangar or warehouse is. */
export const servicesTakingDrawings: readonly ServiceSlug[] = ["warehouses"];

/**
 * The lines of specification an estimate of `service` needs, in the content's language: the estimator's price
 * model's labels for the service (src/model/views/estimator-data.ts), else the owner's general lines (ui.yml →
 * drawings.lines), as on the company profile, which names no service.
 */
export function specLines(
  content: Pick<SiteContent, "services" | "ui" | "site" | "english" | "translations">,
  service?: ServiceSlug,
): readonly string[] {
  // "ar": the labels in the words of the content as given, which on an English page are already English.
  return (service && specLineLabels(content, service, "ar")) || content.ui.drawings.lines;
}

/** The section's words and links; its e-mail only while the settings have one. */
export function drawingsSection(
  content: Pick<SiteContent, "site" | "ui" | "services" | "english" | "translations">,
  service?: ServiceSlug,
) {
  const { site, ui } = content;
  const words = ui.drawings;
  const lines = [
    words.greeting,
    "",
    ...(service ? [`${words.service}: ${content.services[service].name}`] : []),
    words.linesIntro,
    ...specLines(content, service).map((line) => `- ${line}: `),
    "",
    words.attach,
  ];
  return {
    title: words.title,
    intro: words.intro,
    whatsapp: { label: words.whatsapp, href: whatsappHref(site.whatsapp, words.whatsappMessage) },
    email: site.email
      ? { label: words.email, address: site.email, href: mailtoHref(site.email, { subject: words.subject, lines }) }
      : undefined,
  };
}

export type DrawingsSection = ReturnType<typeof drawingsSection>;
