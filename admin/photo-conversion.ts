// Every photo is made ready for the web in the browser before it is saved: Sveltia
// scales it and encodes it as WebP (scripts/build/admin-config.ts → uploads). A
// canvas that cannot encode WebP (Safari's, on every iPhone) hands the work to the
// WebP encoder Sveltia bundles as WebAssembly, which the admin's CSP allows
// ('wasm-unsafe-eval', deploy/rules.js). Should that fail too, Sveltia's last resort
// asks the canvas again and gets a PNG: a photo of 3–5 MB, saved without a word.
// This refuses that PNG, so Sveltia keeps the original file (and its size limit
// applies), and tells the owner in Arabic what to do (#photo-failed in index.html).

/**
 * @param onFailure called when a photo's WebP encoding came back as another format
 */
export function refuseSilentPng(onFailure: () => void) {
  if (typeof OffscreenCanvas === "undefined") return;
  const convertToBlob = OffscreenCanvas.prototype.convertToBlob;
  OffscreenCanvas.prototype.convertToBlob = async function (this: OffscreenCanvas, options?: ImageEncodeOptions) {
    const blob = await convertToBlob.call(this, options);
    // Sveltia asks a 1×1 canvas first whether it can encode WebP at all (Safari: no); that answer is not a photo.
    if (options?.type === "image/webp" && blob.type !== "image/webp" && this.width * this.height > 1) {
      onFailure();
      throw new Error(`The canvas encoded ${blob.type} instead of image/webp`);
    }
    return blob;
  };
}
