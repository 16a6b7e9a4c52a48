// A saved photo in the preview. Sveltia's asset for /photos/uploads/x.webp gives that
// path as its url until it has read the file (from GitHub on the live site, from the
// folder locally) and made a blob: URL of it, which it then sets on the same asset.
// The path itself is not served (the site serves only the build's encoded copies), so
// the preview never uses it: the photo's place stays blank and the page is drawn again
// once the file is there.

/** A transparent pixel: a saved photo's place while Sveltia reads its file. */
export const blankPhoto = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * Saved photos for one preview pane: `url(path, asset)` is the address to draw the
 * photo with now; `read` is called once per photo, when its blob: URL is ready (or
 * after `patience` ms, to stop waiting). Undefined when Sveltia has no such photo.
 */
export function savedPhotos(read: () => void, { every = 100, patience = 10_000 } = {}) {
  const waiting = new Set<string>();
  return (path: string, asset: { url?: string } | undefined): string | undefined => {
    if (!asset?.url) return undefined;
    if (asset.url.startsWith("blob:")) return asset.url;
    if (!waiting.has(path)) {
      waiting.add(path);
      const started = Date.now();
      const wait = () => {
        if (asset.url?.startsWith("blob:") || Date.now() - started > patience) {
          waiting.delete(path);
          read();
        } else setTimeout(wait, every);
      };
      setTimeout(wait, every);
    }
    return blankPhoto;
  };
}
