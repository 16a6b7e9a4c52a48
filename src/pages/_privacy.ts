// /privacy's data (src/routes.ts): the owner's policy, with the analytics paragraph for the service the site
// settings switch on.
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { head } from "~/model/head";
import { legalContact } from "~/model/legal";
import { privacyPath } from "~/model/pages";
import type { SiteContent } from "~/model/validate";

export function privacyPage(content: SiteContent) {
  const page = content.privacyPage;
  const { analytics, ...words } = page;
  return {
    head: head(getMeta(content.site, { ...page.meta, path: privacyPath }), [
      breadcrumbJsonLd(content, [{ name: page.title, path: privacyPath }]),
    ]),
    props: {
      page: words,
      analytics: { title: analytics.title, text: analytics[content.site.analytics.service] },
      contact: legalContact(content),
    },
  };
}
