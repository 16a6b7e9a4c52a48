// «أرسل مخططاتك أو جدول الكميات»: how a buyer with a drawing or a bill of quantities sends it, on the pages of
// the services priced from a drawing and on the company profile. WhatsApp carries files; the e-mail, once the
// settings have one, opens with a subject and a body that list what the estimate needs, for him to fill in, and
// the tap's reference (src/browser/contact-tap.ts). Decision 2026-11-28-credentials-with-dates.
import { whatsappHref } from "../lib/links.ts";
import { mailtoHref } from "../lib/mailto.ts";
import type { ServiceSlug } from "./pages.ts";
import type { SiteContent } from "./validate.ts";

/** The services priced from a drawing or a bill of quantities: a hangar or warehouse is. */
export const servicesTakingDrawings: readonly ServiceSlug[] = ["warehouses"];

/**
 * The lines of specification an estimate needs, in the content's language. SEAM: the estimator's price model is
 * to name them per service (a service's spec-line labels per language); until it does, the owner's general lines
 * (ui.yml → drawings.lines), for every service alike.
 */
export function specLines(content: Pick<SiteContent, "ui">): readonly string[] {
  return content.ui.drawings.lines;
}

/** The section's words and links; its e-mail only while the settings have one. */
export function drawingsSection(content: Pick<SiteContent, "site" | "ui" | "services">, service?: ServiceSlug) {
  const { site, ui } = content;
  const words = ui.drawings;
  const lines = [
    words.greeting,
    "",
    ...(service ? [`${words.service}: ${content.services[service].name}`] : []),
    words.linesIntro,
    ...specLines(content).map((line) => `- ${line}: `),
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
