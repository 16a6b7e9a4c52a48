// /review-poster's data ([...poster].astro): the company's name and a QR code of Google's review link, to
// print; never indexed.
import { getMeta } from "~/lib/meta";
import { qrCode } from "~/lib/qr";
import { head } from "~/model/views/head";
import { reviewPosterPath } from "~/model/contract/pages";
import type { SiteContent } from "~/model/contract/validate";

export function reviewPosterPage(content: SiteContent) {
  const { site, ui } = content;
  const words = ui.reviews.poster;
  return {
    head: head(
      getMeta(site, {
        title: words.metaTitle,
        description: words.line,
        path: reviewPosterPath,
        noindex: true,
      }),
      [],
    ),
    props: {
      name: site.name,
      phone: site.phone,
      link: site.googleReviewUrl!,
      words,
      qr: qrCode(site.googleReviewUrl!),
    },
  };
}
