// The module the site-content Vite plugin (the build's content-plugin.ts) generates at build time.
declare module "virtual:site-content" {
  import type { SiteContent } from "~/model/contract/validate";

  export const content: SiteContent;
  /**
   * A draft production build's lists, each item with its admin link (src/model/owner/go-live.ts): the facts still
   * examples, the «راجِع» values, the samples a public build leaves out. Null for the public site and development.
   */
  export const draft: Record<
    "examples" | "review" | "leftOut",
    import("~/model/owner/owner-messages").OwnerItem[]
  > | null;
  /**
   * Each image the content uses, by reference: an illustration's URL, or an owner photo's files by crop
   * ("3:2") and format (the build's content-plugin.ts, from src/lib/photo-slots.ts).
   */
  export const images: Record<
    string,
    // `upload`: in the admin's preview, an owner photo Sveltia holds as one blob: URL (admin/preview/site-content.ts).
    | { url: string; upload?: true }
    | { photo: Record<string, Record<"avif" | "webp", import("~/lib/images").EncodedPhoto[]>> }
  >;
}

declare module "virtual:icon-sprite" {
  /** The URL of the layout's icon sprite (the build's icon-sprite.ts). */
  const url: string;
  export default url;
}

declare module "virtual:site-stylesheets" {
  /** The stylesheets the pre-rendered pages link, for the admin's preview (admin/vite.config.ts). */
  const hrefs: string[];
  export default hrefs;
}
