// The admin's stand-in for the build's virtual:site-content (scripts/build/content-plugin.ts),
// so the site's page builders and components load in the admin's preview:
// - no content: the preview checks each draft and draws it with its own layout (layoutOf, src/model/views/layout-data.ts);
// - images resolved in the browser: illustrations are the site's own SVG files, and an
//   owner photo is the file Sveltia holds for it (getAsset), including one just uploaded
//   and not saved yet. The build encodes photos at five widths; the preview shows the file.
import { uploadFileName } from "~/model/contract/schema";
import type { SiteContent } from "~/model/contract/validate";

export const content = undefined as unknown as SiteContent;
/** The draft banner is the built site's: the preview shows the page itself. */
export const draft = null;

const illustrationFiles = import.meta.glob<string>("../../src/assets/illustrations/**/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});
const illustrations = new Map(
  Object.entries(illustrationFiles).map(([file, url]) => [
    file.replace(/^.*\/illustrations\//, "").replace(/\.svg$/, ""),
    url,
  ]),
);

type Upload = (ref: string) => string | undefined;
let uploadUrl: Upload = () => undefined;

/** Where the preview finds an owner photo: Sveltia's getAsset, set per render. */
export function resolveUploadsWith(resolve: Upload) {
  uploadUrl = resolve;
}

export const illustrationExists = (ref: string) => illustrations.has(ref);

/** Whether an image reference exists, as the build's check asks: an illustration, or a photo Sveltia holds. */
export const imageExists = (ref: string) =>
  uploadFileName(ref) !== undefined ? uploadUrl(ref) !== undefined : illustrationExists(ref);

export const images = new Proxy({} as Record<string, unknown>, {
  get(_target, ref) {
    if (typeof ref !== "string") return undefined;
    const illustration = illustrations.get(ref);
    if (illustration) return { url: illustration };
    const url = uploadUrl(ref);
    // One <img> of the file he chose, in the illustrations' 3:2 box until it loads: the preview has no encodings.
    return url ? { url, upload: true } : undefined;
  },
});
