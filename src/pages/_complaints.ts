// /complaints' data (src/routes.ts): how to complain, the response time, what to include, and the
// Ministry of Commerce.
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { head } from "~/model/views/head";
import { claimMessage, legalContact } from "~/model/views/legal";
import { complaintsPath } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";

export function complaintsPage(content: SiteContent) {
  const page = content.complaintsPage;
  return {
    head: head(getMeta(content.site, { ...page.meta, path: complaintsPath }), [
      breadcrumbJsonLd(content, [{ name: page.title, path: complaintsPath }]),
    ]),
    props: { page, contact: legalContact(content, claimMessage(content.ui, "complaint")) },
  };
}
