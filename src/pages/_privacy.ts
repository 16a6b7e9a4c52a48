// /privacy's data (src/routes.ts): the owner's policy, with the analytics paragraph for the service the site
// settings switch on.
import { fill } from "~/lib/estimate";
import { formatMonths, formatNumber } from "~/lib/format";
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { head } from "~/model/views/head";
import { legalContact } from "~/model/views/legal";
import { privacyPath } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";

export function privacyPage(content: SiteContent) {
  const page = content.privacyPage;
  const { analytics, leads, updated: _updated, updatedLabel: _label, ...words } = page;
  // Arabic writes the count with its noun («12 شهرًا»); the English words write the noun after {months}.
  const { retentionMonths } = content.site.leads;
  const months = content.english ? formatNumber(retentionMonths) : formatMonths(retentionMonths);
  return {
    head: head(getMeta(content.site, { ...page.meta, path: privacyPath }), [
      breadcrumbJsonLd(content, [{ name: page.title, path: privacyPath }]),
    ]),
    props: {
      page: words,
      analytics: { title: analytics.title, text: analytics[content.site.analytics.service] },
      leads: {
        title: leads.title,
        paragraphs: leads.paragraphs.map((text) => fill(text, { months })),
        // In the order of the log's own columns (migrations/), as the admin's lead log lists them.
        fields: Object.values(leads.fields),
      },
      updated: {
        label: page.updatedLabel,
        date: page.updated,
        text: new Intl.DateTimeFormat(content.english ? "en-GB" : "ar-u-nu-latn-ca-gregory", {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(new Date(page.updated)),
      },
      contact: legalContact(content),
    },
  };
}
