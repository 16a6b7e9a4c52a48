import { navigation } from "./navigation";
import type { Language } from "../contract/translation";
import type { SiteContent } from "../contract/validate";

/**
 * What every page's layout needs: contact data, the layout's words, the navigation, its language
 * (the English site's content is marked `english`: src/model/languages/english.ts), and the page's pair in the
 * other language, when it has one (the language switch).
 */
export const layoutOf = (content: SiteContent, pair?: { language: Language; path: string }) => ({
  site: content.site,
  ui: content.ui,
  nav: navigation(content),
  language: (content.english ? "en" : "ar") as Language,
  pair,
});

export type LayoutData = ReturnType<typeof layoutOf>;
