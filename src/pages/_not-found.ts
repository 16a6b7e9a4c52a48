// The not-found page's data (404.astro).
import { getMeta } from "~/lib/meta";
import { englishSite, pathIn } from "~/model/languages/english";
import { head } from "~/model/views/head";
import { navigation } from "~/model/views/navigation";
import type { SiteContent } from "~/model/contract/validate";

export function notFoundPage(content: SiteContent) {
  const { notFound } = content.ui;
  return {
    head: head(
      getMeta(content.site, { title: notFound.metaTitle, description: notFound.metaDescription, noindex: true }),
      [],
    ),
    props: {
      notFound,
      // The header's and footer's one list of services, each by its one name.
      services: navigation(content).services.map(({ path, label }) => ({ path, label })),
      // The home page: the English one on the English not-found page (src/routes.ts localises it).
      home: navigation(content).home,
      // The Arabic page's English line leads to the English home, while there is one.
      englishHome: englishSite(content)?.paths.has("/") ? pathIn("en", "/") : "/",
    },
  };
}
