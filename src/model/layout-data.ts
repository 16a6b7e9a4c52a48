import { navigation } from "./navigation";
import type { SiteContent } from "./validate";

/** What every page's layout needs: contact data, the layout's words and the navigation. */
export const layoutOf = (content: SiteContent) => ({ site: content.site, ui: content.ui, nav: navigation(content) });

export type LayoutData = ReturnType<typeof layoutOf>;
